/// A change the ``SwiftUIModel`` was asked to show that SwiftUI would not show as asked: what
/// the change was, which rule it broke, and when on the model's ``VirtualClock``.
///
/// ```swift
/// #expect(model.violations.isEmpty, "\(model.violations)")
/// ```
public struct SwiftUIModelViolation: Hashable, Sendable, CustomStringConvertible {
  /// The virtual time of the update that broke the rule.
  public let time: Duration
  /// The change in words: `push #4 on r1`, `present sheet r5 from r1`.
  public let change: String
  /// The rule it broke.
  public let rule: SwiftUIRule
  /// What was animating, or what stayed on screen, that made the change break the rule.
  public let reason: String

  /// Creates a violation.
  public init(time: Duration, change: String, rule: SwiftUIRule, reason: String) {
    self.time = time
    self.change = change
    self.rule = rule
    self.reason = reason
  }

  /// One line: `at 0.2 s: push #4 on r1 broke "a push issued while a presentation animates
  /// is dropped" (the dismissal of r5 runs until 0.5 s); source: …`.
  public var description: String {
    "at \(time): \(change) broke \"\(rule)\" (\(reason)); source: \(rule.source)"
  }
}
