/// How long each kind of change takes on the ``SwiftUIModel``'s ``VirtualClock``.
///
/// The defaults are round figures close to UIKit's system transitions, not measurements: the
/// model's rules depend on the order of events, never on the exact durations, so any positive
/// values prove the same things. Push and pop follow a navigation controller's transition
/// (about a third of a second); sheets and covers slide in and out in about half a second.
public struct SwiftUIAnimationTimes: Hashable, Sendable {
  /// A push or a pop on a `NavigationStack`: 0.35 s by default.
  public var pushOrPop: Duration
  /// A sheet or cover sliding in: 0.5 s by default.
  public var present: Duration
  /// A sheet or cover sliding out, at the end of which SwiftUI calls its `onDismiss`: 0.5 s by
  /// default.
  public var dismiss: Duration
  /// Overlay modals or an alert appearing or leaving: 0.25 s by default.
  public var overlay: Duration
  /// A hierarchy replaced whole, as a module swap replaces the root view: 0.35 s by default.
  public var swap: Duration

  /// Creates animation times.
  public init(
    pushOrPop: Duration = .milliseconds(350), present: Duration = .milliseconds(500),
    dismiss: Duration = .milliseconds(500), overlay: Duration = .milliseconds(250),
    swap: Duration = .milliseconds(350)
  ) {
    self.pushOrPop = pushOrPop
    self.present = present
    self.dismiss = dismiss
    self.overlay = overlay
    self.swap = swap
  }
}
