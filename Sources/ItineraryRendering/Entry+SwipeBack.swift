import Itinerary

extension Entry {
  /// The in-place content the person may swipe back on this screen: the top one, when it was
  /// shown with `allowsSwipeBack`; `nil` otherwise. Content below the top one is never swiped.
  ///
  /// Swiping it back past ``SwipeBack/dismisses(predictedWidth:predictedHeight:)`` dismisses
  /// it with `Router.dismissTransition(id:target:)`.
  public var swipeBackTransition: TransitionEntry<Route>? {
    guard let top = inPlaceTransitions.last, top.allowsSwipeBack else { return nil }
    return top
  }
}
