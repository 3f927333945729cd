#if canImport(os)
  import os

  /// Writes each line to Apple's unified log, under a subsystem and category, at the log type
  /// matching its level.
  @MainActor
  public final class UnifiedLogger: NavigationLogger {
    private let logger: Logger

    /// Creates a logger for `subsystem` and `category`.
    public init(subsystem: String, category: String = "navigation") {
      logger = Logger(subsystem: subsystem, category: category)
    }

    public func log(_ level: LogLevel, _ message: String) {
      switch level {
      case .info: logger.info("\(message, privacy: .public)")
      case .analytic: logger.notice("\(message, privacy: .public)")
      case .warning: logger.warning("\(message, privacy: .public)")
      case .severe: logger.fault("\(message, privacy: .public)")
      }
    }
  }
#endif
