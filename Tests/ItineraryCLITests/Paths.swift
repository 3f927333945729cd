import Foundation

/// Where the repository's flow specs and the test fixtures are, found from this file.
enum Paths {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let flows = repository.appendingPathComponent("Flows").path
  static let brokenFlows =
    repository
    .appendingPathComponent("Tests/ItineraryFlowSpecsTests/Fixtures/BrokenFlows").path

  static let links = repository.appendingPathComponent("Flows/links.json").path
  static let brokenLinks =
    repository
    .appendingPathComponent("Tests/ItineraryFlowSpecsTests/Fixtures/BrokenLinks").path

  static func flow(_ name: String) -> String {
    repository.appendingPathComponent("Flows/\(name).json").path
  }
}
