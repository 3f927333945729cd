/// A safety deadline that turns a wait for something that never comes into a failure instead
/// of a hang: once it passes, it calls the handler it was armed with.
///
/// Re-arming moves the deadline without starting another task: one watcher sleeps until the
/// deadline in force and, when that moved later, sleeps again until the new one, so a deadline
/// armed per path of an exploration costs nothing while paths end in time. Call ``stop()``
/// when done, so that no watcher outlives its owner's work; releasing it stops it too.
// Usable from inlinable code for `explorer.paths`: armed once per path.
@MainActor
@usableFromInline
final class SafetyDeadline {
  // Not checked at run time, as the deadline is armed again at every answer
  // (`explorer.paths`): main-actor isolated, and no access spans a call that could reach it
  // again.
  @exclusivity(unchecked) private var deadline: ContinuousClock.Instant?
  @exclusivity(unchecked) private var onExpiry: (@MainActor () -> Void)?
  @exclusivity(unchecked) private var watcher: Task<Void, Never>?

  @usableFromInline
  init() {}

  /// Calls `onExpiry` once `deadline` passes, unless re-armed or stopped first.
  @usableFromInline
  func arm(at deadline: ContinuousClock.Instant, onExpiry: @escaping @MainActor () -> Void) {
    self.deadline = deadline
    self.onExpiry = onExpiry
    guard watcher == nil else { return }
    watcher = Task { [weak self] in
      while let deadline = self?.deadline {
        // The safety limit: a timeout, not a sleep between steps.
        try? await Task.sleep(until: deadline, clock: .continuous)  // deadline
        guard !Task.isCancelled else { return }
        self?.expireIfPassed()
      }
      self?.watcher = nil
    }
  }

  /// Disarms the deadline and ends the watcher.
  @usableFromInline
  func stop() {
    watcher?.cancel()
    watcher = nil
    deadline = nil
    onExpiry = nil
  }

  isolated deinit {
    watcher?.cancel()
  }

  private func expireIfPassed() {
    guard let deadline, ContinuousClock.now >= deadline else { return }
    let onExpiry = onExpiry
    self.deadline = nil
    self.onExpiry = nil
    onExpiry?()
  }
}
