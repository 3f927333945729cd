import Itinerary

/// What a binding's setter call meant, as ``ScreenRenderer`` understood it.
///
/// SwiftUI writes through a binding when the person changes the screen: Back or a swipe back
/// writes a shorter path, a swipe down writes `nil` to a sheet's item, a tap on a tab writes
/// its selection. It also writes back what it already shows. The renderer's setters turn each
/// write into at most one lane call and return what they did, so tests can say why.
public enum SetterOutcome: Hashable, Sendable {
  /// The person went back `count` screens on `router`'s stack:
  /// `NavigationLane.userSetPath(_:router:)` was called with the shorter path.
  case userPopped(router: RouterID, count: Int)
  /// The person dismissed the presentation of this router:
  /// `NavigationLane.userDismissed(_:)` was called.
  case userDismissed(RouterID)
  /// The person picked the tab with this name:
  /// `NavigationLane.userSelected(_:in:)` was called.
  case userSelected(String)
  /// The person dismissed the alert or confirmation dialog with this id without answering it
  /// (a tap outside a dialog): `Router.dismissAlert(id:target:)` was called on the router that
  /// shows it.
  case userDismissedAlert(EntryID)
  /// The setter wrote what is displayed already; nothing was called.
  case unchanged
  /// The write means nothing the lane can take, said in words; nothing was called. For
  /// example a path that is not a prefix of the displayed one (SwiftUI never pushes by
  /// itself), or a router that is not displayed.
  case ignored(String)
}
