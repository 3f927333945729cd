/// Where the command writes its lines and reads the person's choices: the terminal, or a
/// test's strings.
@MainActor
protocol Console: AnyObject {
  /// Writes one line of output.
  func write(_ line: String)
  /// Writes one line of diagnostics.
  func writeError(_ line: String)
  /// Reads one line of input, or `nil` at the end of the input.
  func readLine() -> String?
}
