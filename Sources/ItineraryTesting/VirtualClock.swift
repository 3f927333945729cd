/// A clock that only moves when told to, or by itself when the main actor has nothing else to
/// do: the time of the ``SwiftUIModel``'s animations, so that a run takes no real time and
/// always sees events in the same order.
///
/// Events are scheduled at a virtual time and run in time order (in the order scheduled, at
/// equal times) as the clock passes them. A test drives it by hand:
///
/// ```swift
/// let clock = VirtualClock(advancesByItself: false)
/// clock.schedule(after: .milliseconds(500)) { print("the sheet is gone") }
/// clock.advance(by: .milliseconds(499))   // nothing yet
/// clock.runUntilIdle()                     // prints; now == 0.5 s
/// ```
///
/// A clock that advances by itself (the default) starts a task when an event is scheduled: the
/// task yields the main actor a few times, so that whatever was waiting to run there (a flow
/// resuming after a step, a harness checking a change) runs first, then jumps to the next event
/// and runs it, until no event is left. Nothing sleeps.
@MainActor
public final class VirtualClock {
  /// The virtual time since the clock was created.
  public private(set) var now: Duration = .zero
  /// Whether the clock jumps to its next event by itself once the main actor is free.
  public let advancesByItself: Bool

  private struct Event {
    let time: Duration
    let order: UInt64
    let action: @MainActor () -> Void
  }

  private var events: [Event] = []
  private var scheduledCount: UInt64 = 0
  private var driver: Task<Void, Never>?
  /// How many times the driver yields the main actor before each jump: enough for a flow to
  /// resume from a step's acknowledgement and issue its next command first.
  private let yieldsPerJump = 8

  /// Creates a clock at time zero.
  ///
  /// - Parameter advancesByItself: Whether it runs its events by itself, without sleeping,
  ///   whenever the main actor is free; `true` by default. Pass `false` to drive it with
  ///   ``advance(by:)`` and ``runUntilIdle()`` alone.
  public init(advancesByItself: Bool = true) {
    self.advancesByItself = advancesByItself
  }

  /// The time of the next event, if any is scheduled.
  public var nextEventTime: Duration? { events.map(\.time).min() }

  /// Whether no event is scheduled.
  public var isIdle: Bool { events.isEmpty }

  /// Runs `action` when the clock reaches `delay` from now; a delay that is not positive runs
  /// it at the next advance.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    scheduledCount += 1
    events.append(Event(time: now + max(delay, .zero), order: scheduledCount, action: action))
    if advancesByItself && driver == nil { startDriver() }
  }

  /// Moves the clock `duration` ahead, running every event due by then, in time order,
  /// including those the events schedule within that span.
  public func advance(by duration: Duration) {
    let end = now + max(duration, .zero)
    while let next = popEvent(dueBy: end) {
      now = max(now, next.time)
      next.action()
    }
    now = end
  }

  /// Runs every event, and every event they schedule, until none is left; the clock stops at
  /// the last one's time.
  public func runUntilIdle() {
    while let next = popEvent(dueBy: nil) {
      now = max(now, next.time)
      next.action()
    }
  }

  /// The earliest event due by `end` (any, when `nil`), removed from the schedule.
  private func popEvent(dueBy end: Duration?) -> Event? {
    guard
      let index = events.indices.min(by: {
        (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
      })
    else { return nil }
    if let end, events[index].time > end { return nil }
    return events.remove(at: index)
  }

  private func startDriver() {
    driver = Task { [weak self] in
      while true {
        for _ in 0..<(self?.yieldsPerJump ?? 0) { await Task.yield() }
        guard let self, let next = self.popEvent(dueBy: nil) else { break }
        self.now = max(self.now, next.time)
        next.action()
      }
      self?.driver = nil
    }
  }

  isolated deinit {
    driver?.cancel()
  }
}
