import Foundation

/// A folder of its own for one test, removed when the test releases it.
final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("itinerary-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(toFile: "\(path)/\(name)", atomically: true, encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
