@testable import ItineraryCLI

/// A console that records what the command writes and reads scripted input.
@MainActor
final class RecordingConsole: Console {
  private(set) var output: [String] = []
  private(set) var errors: [String] = []
  private var input: [String]

  init(input: [String] = []) {
    self.input = input
  }

  var text: String { output.joined(separator: "\n") }

  func write(_ line: String) {
    output.append(line)
  }

  func writeError(_ line: String) {
    errors.append(line)
  }

  func readLine() -> String? {
    input.isEmpty ? nil : input.removeFirst()
  }
}
