/// Why coverage records could not be read.
public enum FlowCoverageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// A line of the file is not a ``FlowCoverageRun`` in JSON.
  case malformedLine(path: String, line: Int)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "Cannot read the coverage records \(path): \(reason)"
    case .malformedLine(let path, let line):
      "\(path):\(line): not a coverage record; each line must be a run as FlowHarness writes it."
    }
  }
}
