import Foundation

/// Writes each line to standard error as `[itinerary] level: message`, from a minimum level.
@MainActor
public final class StandardErrorLogger: NavigationLogger {
  /// Lines below this level are dropped.
  public var minimumLevel: LogLevel

  /// Creates a logger writing lines at `minimumLevel` and above.
  public init(minimumLevel: LogLevel = .info) {
    self.minimumLevel = minimumLevel
  }

  public func log(_ level: LogLevel, _ message: String) {
    guard level >= minimumLevel else { return }
    FileHandle.standardError.write(Data("[itinerary] \(level): \(message)\n".utf8))
  }
}
