import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a ``FlowHarness`` appends its runs to, named by the environment variable
/// `ITINERARY_COVERAGE`: one JSON line per action given, each appended whole, so that the
/// harnesses of tests running in parallel write to one file without mixing their lines.
struct FlowCoverageLog: Sendable {
  /// The environment variable that names the file.
  static let variable = "ITINERARY_COVERAGE"

  let path: String

  /// The log the environment asks for, or `nil` when it asks for none.
  static var fromEnvironment: FlowCoverageLog? {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else {
      return nil
    }
    return FlowCoverageLog(path: path)
  }

  /// Appends `run` as one line; `false` when it cannot be written, which never fails a test:
  /// see ``reportFailure(once:)``.
  func append(_ run: FlowCoverageRun) -> Bool {
    guard var line = try? JSONEncoder().encode(run) else { return false }
    line.append(UInt8(ascii: "\n"))
    let file = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard file >= 0 else { return false }
    defer { close(file) }
    return line.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } == line.count
  }

  /// Says on standard error that the file cannot be written, the first time for a run.
  func reportFailure(once reported: inout Bool) {
    guard !reported else { return }
    reported = true
    FileHandle.standardError.write(
      Data("itinerary: cannot append coverage records to \(path) (\(Self.variable))\n".utf8))
  }
}
