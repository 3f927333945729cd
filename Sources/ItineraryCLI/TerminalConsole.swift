import Foundation

/// The terminal: standard output, standard error and standard input.
@MainActor
final class TerminalConsole: Console {
  func write(_ line: String) {
    print(line)
  }

  func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  func readLine() -> String? {
    Swift.readLine()
  }
}
