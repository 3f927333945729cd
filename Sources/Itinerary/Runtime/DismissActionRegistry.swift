/// The `onDismiss` actions of a tree's screens, modals and in-place content, by id.
///
/// Each action runs exactly once, when an event reports that its screen left, and is then
/// forgotten; one whose screen is dropped from a queue before it showed is forgotten without
/// running.
// Usable from inlinable code for `router.push_pop` and `lane.push_pop`: the event hub's
// inlinable delivery asks `count` on every command, and `process(_:)` only when it is not zero.
@MainActor
@usableFromInline
final class DismissActionRegistry {
  // Not checked at run time: main-actor isolated, and an action runs only after it was
  // removed, so no access spans another.
  @exclusivity(unchecked) private var actions: [EntryID: @MainActor () -> Void] = [:]

  /// The number of actions waiting for their screen to leave.
  @usableFromInline var count: Int { actions.count }

  func register(_ action: @escaping @MainActor () -> Void, for id: EntryID) {
    actions[id] = action
  }

  /// Runs the actions of what these events took off the screen and forgets the dropped ones.
  @usableFromInline
  func process<Route>(_ events: [NavigationEvent<Route>]) {
    guard !actions.isEmpty else { return }
    for event in events {
      for id in event.discardedIDs { actions[id] = nil }
      for id in event.leavingIDs { actions.removeValue(forKey: id)?() }
    }
  }
}
