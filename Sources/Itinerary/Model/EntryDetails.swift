/// What a screen carries beside its id and route: the transition it arrived with, whether it
/// animated in, and its in-place transitions, each with the default that most screens keep.
///
/// An ``Entry`` stores them out of line, in one shared object, and stores nothing at all when
/// every one is its default: an entry is then three words and a route. Swift copies a value
/// with more fields than that through its type's value witnesses, a call through its metadata
/// at each copy and destruction, where a small value is copied in place: every action, change
/// and event of a push carries an entry (`router.push_pop`, `lane.push_pop`,
/// `navigator.push_pop`).
@usableFromInline
struct EntryDetails<Route: NavigationRoute>: Hashable, Sendable {
  @usableFromInline var transition: ScreenTransition?
  @usableFromInline var animates: Bool
  @usableFromInline var transitionBehavior: TransitionBehavior
  @usableFromInline var inPlaceTransitions: [TransitionEntry<Route>]

  @inlinable
  init(
    transition: ScreenTransition? = nil, animates: Bool = true,
    transitionBehavior: TransitionBehavior = .keepPrevious,
    inPlaceTransitions: [TransitionEntry<Route>] = []
  ) {
    self.transition = transition
    self.animates = animates
    self.transitionBehavior = transitionBehavior
    self.inPlaceTransitions = inPlaceTransitions
  }

  /// These details out of line, or `nil` when every one is its default.
  @inlinable
  var stored: Storage? {
    let isDefault =
      transition == nil && animates && transitionBehavior == .keepPrevious
      && inPlaceTransitions.isEmpty
    return isDefault ? nil : Storage(self)
  }

  /// Details held out of line by the entries that share them; never changed once made, so an
  /// entry changes its details by storing new ones.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let details: EntryDetails

    @usableFromInline
    init(_ details: EntryDetails) {
      self.details = details
    }
  }
}
