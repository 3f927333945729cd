import Itinerary

/// The callers of a random run that await a screen's result (`push(_:returning:)`,
/// `present(_:as:returning:)`), and the checks that each is resumed exactly once, when its
/// screen leaves, and never while its screen is in the tree.
///
/// A caller runs in a task started with `Task.immediate`: the screen shows before the command
/// returns, and the caller's resumption runs on a later turn of the main actor, so the run
/// checks the registry's count after each command and the resumptions once it let the tasks
/// run.
@MainActor
final class CallerLedger {
  /// One awaiting caller.
  final class Caller {
    /// The command that started it, for failure messages.
    let origin: Int
    /// The screen it awaits; `nil` until the command that shows it ends, and for ever when
    /// its presentation was refused.
    var id: EntryID?
    /// Whether its screen left the tree, or never showed: it must be resumed.
    var left = false
    var resumptions = 0
    /// How it was resumed: its value, or the error's description.
    var result: String?
    /// The value a `finish(returning:)` handed it, which it must receive.
    var delivered: Int?

    init(origin: Int) {
      self.origin = origin
    }

    var name: String {
      "the caller from command \(origin) awaiting \(id.map { "\($0)" } ?? "a refused screen")"
    }
  }

  /// The callers not yet resumed, or resumed since the last settling.
  private(set) var callers: [Caller] = []
  /// The caller the current command started.
  private var fresh: Caller?
  private(set) var started = 0
  private(set) var resumed = 0
  private(set) var valuesDelivered = 0

  /// A caller for the current command; the command's task reports to it.
  func start(origin: Int) -> Caller {
    let caller = Caller(origin: origin)
    callers.append(caller)
    fresh = caller
    started += 1
    return caller
  }

  /// What the caller's task does once its await returns.
  func resume(_ caller: Caller, with result: String) {
    caller.resumptions += 1
    caller.result = result
    resumed += 1
  }

  /// The callers waiting on a screen that is in the tree.
  var waiting: [Caller] { callers.filter { !$0.left && $0.id != nil } }

  /// The waiting caller on `id`, if any.
  func waiter(on id: EntryID) -> Caller? {
    callers.first { !$0.left && $0.id == id }
  }

  /// Whether a caller must still be resumed.
  var needsSettling: Bool { callers.contains { $0.left && $0.resumptions == 0 } }

  /// Ends a command: the caller it started learns its screen (the first screen its events
  /// showed, or none when refused); a caller whose screen is no longer in the tree, or whose
  /// id a new screen took, must be resumed; the others must wait, as many as the registry
  /// counts.
  ///
  /// - Parameters:
  ///   - ids: Every id in use in the tree now.
  ///   - shown: The ids the command's events showed.
  ///   - firstShown: The first screen the command's events showed.
  ///   - awaiting: The number of callers the core says wait.
  func endCommand(
    ids: Set<EntryID>, shown: Set<EntryID>, firstShown: EntryID?, awaiting: Int
  ) -> [String] {
    var failures: [String] = []
    if let fresh {
      self.fresh = nil
      fresh.id = firstShown
      if firstShown == nil || !ids.contains(firstShown!) { fresh.left = true }
      // A later check must not take the screen that showed it for a newcomer.
      for caller in callers where caller !== fresh && !caller.left {
        if let id = caller.id, !ids.contains(id) || shown.contains(id) { caller.left = true }
      }
    } else {
      for caller in callers where !caller.left {
        if let id = caller.id, !ids.contains(id) || shown.contains(id) { caller.left = true }
      }
    }
    for caller in callers where !caller.left && caller.resumptions > 0 {
      failures.append("\(caller.name) was resumed (\(caller.result ?? "")) while its screen stays")
    }
    let expected = waiting.count
    if awaiting != expected {
      failures.append("\(awaiting) callers await a result, expected \(expected)")
    }
    return failures
  }

  /// Checks, once the tasks ran, that every caller whose screen left was resumed exactly
  /// once, with the value handed to it if any; forgets them.
  func settle() -> [String] {
    var failures: [String] = []
    for caller in callers where caller.left {
      if caller.resumptions != 1 {
        failures.append("\(caller.name) was resumed \(caller.resumptions) times")
      } else if let delivered = caller.delivered {
        if caller.result != "value \(delivered)" {
          failures.append("\(caller.name) got \(caller.result ?? "nothing"), not \(delivered)")
        } else {
          valuesDelivered += 1
        }
      }
    }
    callers.removeAll { $0.left && $0.resumptions == 1 }
    return failures
  }
}
