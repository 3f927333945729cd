import Foundation
import Itinerary
import Testing

@testable import ItineraryFlowSpecs

/// `Flows/flow.schema.json`, the JSON Schema of the flow format, agrees with the loader.
@Suite("Flow spec schema")
struct FlowSpecSchemaTests {
  /// The schema, parsed.
  static func schema() throws -> JSONValue {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Flows/flow.schema.json")
      .path
    return try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
  }

  /// The keys of an object value.
  func keys(_ value: JSONValue?) -> [String] {
    guard case .object(let members) = value?.content else { return [] }
    return members.map(\.key)
  }

  /// The strings of an array value.
  func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let elements) = value?.content else { return [] }
    return elements.compactMap(\.stringValue)
  }

  @Test func isDraft2020SchemaOfTheTopLevelMembers() throws {
    let schema = try Self.schema()

    #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
    #expect(
      keys(schema["properties"])
        == ["name", "summary", "start", "ending", "links", "abandon", "stages", "ends"])
    #expect(strings(schema["required"]) == ["name", "stages", "ends"])
    #expect(schema["additionalProperties"]?.description == "false")
  }

  @Test func listsTheEndingsAndStylesTheLoaderAccepts() throws {
    let schema = try Self.schema()
    let endings = FlowEnding.allCases
    let screen = schema["$defs"]?["stage"].flatMap { stage -> JSONValue? in
      guard case .array(let branches) = stage["oneOf"]?.content else { return nil }
      return branches.first
    }

    #expect(strings(schema["properties"]?["ending"]?["enum"]) == endings.map(\.description))
    #expect(
      strings(screen?["properties"]?["style"]?["enum"])
        == FlowSpecStyle.allCases.map(\.rawValue))
    #expect(
      keys(screen?["properties"])
        == [
          "name", "route", "parameters", "style", "dismissible", "confirmLeave", "links",
          "answers",
        ])
    #expect(
      keys(schema["$defs"]?["end"]?["properties"]) == ["name", "output", "swapModule", "tab"])
  }
}
