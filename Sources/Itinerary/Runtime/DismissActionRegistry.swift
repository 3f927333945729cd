/// The `onDismiss` actions of a tree's screens, modals and in-place content, by id.
///
/// Each action runs exactly once, when an event reports that its screen left, and is then
/// forgotten; one whose screen is dropped from a queue before it showed is forgotten without
/// running.
@MainActor
final class DismissActionRegistry {
  // Not checked at run time: main-actor isolated, and an action runs only after it was
  // removed, so no access spans another.
  @exclusivity(unchecked) private var actions: [EntryID: @MainActor () -> Void] = [:]

  /// The number of actions waiting for their screen to leave.
  var count: Int { actions.count }

  func register(_ action: @escaping @MainActor () -> Void, for id: EntryID) {
    actions[id] = action
  }

  /// Runs the actions of what these events took off the screen and forgets the dropped ones.
  func process<Route>(_ events: [NavigationEvent<Route>]) {
    guard !actions.isEmpty else { return }
    // By index over `0..<count`: an iterator over the events, or their `indices`, would look up
    // the metadata of their type (`explorer.paths`).
    for index in 0..<events.count {
      let event = events[index]
      for id in event.discardedIDs { actions[id] = nil }
      for id in event.leavingIDs { actions.removeValue(forKey: id)?() }
    }
  }
}
