/// What the platform accepts in one update, the planner's input for planning the fewest steps.
public struct PlatformCapabilities: Hashable, Sendable {
  /// Whether one update can dismiss several nested presentation levels: true since iOS 17;
  /// older systems need one level per step.
  public var dismissesSeveralLevelsAtOnce: Bool

  /// Creates capabilities.
  public init(dismissesSeveralLevelsAtOnce: Bool) {
    self.dismissesSeveralLevelsAtOnce = dismissesSeveralLevelsAtOnce
  }

  /// iOS 17, macOS 14 and later: several presentation levels dismiss in one update.
  public static let current = PlatformCapabilities(dismissesSeveralLevelsAtOnce: true)
  /// One presentation level per update.
  public static let oneLevelPerUpdate = PlatformCapabilities(dismissesSeveralLevelsAtOnce: false)
}
