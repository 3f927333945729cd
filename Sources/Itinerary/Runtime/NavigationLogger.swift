/// How much a log line matters.
public enum LogLevel: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// A navigation change.
  case info
  /// A screen view, for analytics.
  case analytic
  /// Something went other than planned, such as a renderer missing its deadline.
  case warning
  /// Something is broken.
  case severe

  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `info`, `analytic`, `warning` or `severe`.
  public var description: String {
    switch self {
    case .info: "info"
    case .analytic: "analytic"
    case .warning: "warning"
    case .severe: "severe"
    }
  }
}

/// Receives the lines a ``NavigationEventLog`` writes; implement it to send them to your own
/// logging or analytics.
@MainActor
public protocol NavigationLogger: AnyObject {
  /// Records one line at a level.
  func log(_ level: LogLevel, _ message: String)
}
