/// A screen to show with ``Router/show(_:target:)-(Screen<Route>...,_)``: the route, how and where it goes, and what to
/// run when it leaves.
///
/// ```swift
/// try router.show(
///   Screen(.welcome, style: .push, transitionBehavior: .removePrevious),
///   Screen(.terms, style: .sheet, id: "terms", onDismiss: { analytics.log("terms closed") }))
/// ```
///
/// `onDismiss` runs exactly once, however the screen leaves: popped, dismissed by id or by
/// count, swiped away, removed with an ancestor, removed by a module swap. A screen that is
/// queued and removed from the queue before it shows never runs it.
public struct Screen<Route: NavigationRoute> {
  /// What to show.
  public var route: Route
  /// Pushed, or presented.
  public var style: ScreenStyle
  /// An id of your own, unique in the hierarchy; by default the tree generates one.
  public var id: EntryID?
  /// Where a pushed screen goes.
  public var location: ScreenLocation
  /// Whether it animates in.
  public var animates: Bool
  /// What in-place transitions on this screen do with the content they cover.
  public var transitionBehavior: TransitionBehavior
  /// The dismiss button of a presentation.
  public var dismissButton: DismissButton?
  /// How it animates in, for example a zoom.
  public var transition: ScreenTransition?
  /// Runs once when the screen leaves.
  public var onDismiss: (@MainActor () -> Void)?

  /// Creates a screen to show.
  public init(
    _ route: Route, style: ScreenStyle = .push, id: EntryID? = nil,
    location: ScreenLocation = .append, animates: Bool = true,
    transitionBehavior: TransitionBehavior = .keepPrevious, dismissButton: DismissButton? = nil,
    transition: ScreenTransition? = nil, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    self.route = route
    self.style = style
    self.id = id
    self.location = location
    self.animates = animates
    self.transitionBehavior = transitionBehavior
    self.dismissButton = dismissButton
    self.transition = transition
    self.onDismiss = onDismiss
  }
}
