import Foundation
import Itinerary
import Testing

/// `LinkParameters`: typed readers over captured values.
@Suite("Link parameters")
struct LinkParametersTests {
  static let parameters = LinkParameters([
    .init(name: "id", value: "42"), .init(name: "ratio", value: "0.5"),
    .init(name: "flag", value: "true"),
    .init(name: "uuid", value: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
    .init(name: "word", value: "hello"), .init(name: "id", value: "shadowed"),
  ])

  @Test func readsTypedValues() {
    let parameters = Self.parameters
    #expect(parameters["id"] == "42")
    #expect(parameters["missing"] == nil)
    #expect(parameters.value("id", as: Int.self) == 42)
    #expect(parameters.value("ratio", as: Double.self) == 0.5)
    #expect(parameters.value("flag", as: Bool.self) == true)
    #expect(parameters.value("word", as: Int.self) == nil)
    #expect(parameters.value("missing", as: Int.self) == nil)
    #expect(
      parameters.value("uuid", as: UUID.self)?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(parameters.value("word", as: UUID.self) == nil)
    #expect(parameters.value("word") { $0.uppercased() } == "HELLO")
    #expect(parameters.value("word") { Int($0) } == nil)
    #expect(parameters.description.hasPrefix("[id: 42, ratio: 0.5"))
    #expect(LinkParameters().description == "[:]")
  }

  @Test func hugeNumbersDoNotTrap() {
    let parameters = LinkParameters([.init(name: "n", value: String(repeating: "9", count: 400))])
    #expect(parameters.value("n", as: Int.self) == nil)
    #expect(parameters.value("n", as: UInt8.self) == nil)
  }

  /// A match keeps up to eight path parameters as positions in its path, and more, or those
  /// of a path of 255 segments or more, as strings: both read and compare alike.
  @Test(
    arguments: [
      ("/:a/:b/:c", "/1/2/3", ["a": "1", "b": "2", "c": "3"]),
      (
        "/:a/:b/:c/:d/:e/:f/:g/:h/:i", "/1/2/3/4/5/6/7/8/9",
        ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5", "f": "6", "g": "7", "h": "8", "i": "9"]
      ),
      ("/:a/:b?/*", "/1" + String(repeating: "/x", count: 300), ["a": "1", "b": "x"]),
      ("/:a/:b?/c", "/1/c", ["a": "1"]),
      ("/u/:id/v?q=:q&p=:p?", "/u/7/v?q=x", ["id": "7", "q": "x"]),
    ])
  func capturedParametersReadAndCompareLikeGivenOnes(
    pattern: String, path: String, expected: [String: String]
  ) throws {
    let parameters = try #require(try LinkPattern(pattern).match(LinkPath(path))?.parameters)
    let given = LinkParameters(
      parameters.items.map { LinkParameters.Item(name: $0.name, value: $0.value) })
    #expect(
      Dictionary(uniqueKeysWithValues: parameters.items.map { ($0.name, $0.value) }) == expected)
    for (name, value) in expected { #expect(parameters[name] == value) }
    #expect(parameters == given)
    #expect(parameters.hashValue == given.hashValue)
    #expect(parameters["missing"] == nil)
  }

  @Test func anOptionalParameterThatTookNothingIsAbsent() throws {
    let match = try LinkPattern("/users/:id/:tab?").match(LinkPath("/users/7"))
    #expect(match?.parameters == LinkParameters([.init(name: "id", value: "7")]))
  }
}
