import Itinerary

/// One animation running on the ``SwiftUIModel``'s simulated screen, from the update that
/// started it to its end on the ``VirtualClock``.
struct ScreenAnimation: Hashable, Sendable, CustomStringConvertible {
  /// What animates.
  enum Kind: Hashable, Sendable {
    /// A push or a pop on the stack of this router.
    case stack(RouterID)
    /// This router's sheet or cover sliding in.
    case presentation(RouterID)
    /// These routers' sheets or covers sliding out together, the deepest first; each one's
    /// `onDismiss` runs at the end.
    /// The routers leaving, deepest first, and the presenter of the outermost one.
    case dismissal([RouterID], presenter: RouterID)
    /// The overlay modals of this router appearing or leaving.
    case modals(RouterID)
    /// An alert of this router appearing or leaving.
    case alert(RouterID)
    /// The hierarchy at this index replaced whole.
    case swap(RouterID)
  }

  /// Tells the animation apart from others of the same kind and end.
  let number: Int
  let kind: Kind
  /// The virtual time it ends at.
  let end: Duration

  /// Whether it is a UIKit presentation (a sheet, cover or alert moving in or out), during
  /// which SwiftUI drops pushes and presentations (see ``SwiftUIRule``).
  var isPresentation: Bool {
    switch kind {
    case .presentation, .dismissal, .alert: true
    case .stack, .modals, .swap: false
    }
  }

  /// `the dismissal of r5 (until 0.5 seconds)`.
  var description: String {
    let what =
      switch kind {
      case .stack(let router): "the push or pop on \(router)"
      case .presentation(let router): "the presentation of \(router)"
      case .dismissal(let routers, _):
        "the dismissal of " + routers.reversed().map { "\($0)" }.joined(separator: ", ")
      case .modals(let router): "the overlay modals of \(router)"
      case .alert(let router): "the alert of \(router)"
      case .swap(let node): "the swap of \(node)"
      }
    return "\(what) (until \(end))"
  }
}
