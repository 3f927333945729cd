import Itinerary
import Testing

@testable import ItineraryFlowSpecs

/// The JSON parser under flow specs: all of RFC 8259, strictly, with a line and column for
/// every value and key.
@Suite("Flow spec JSON parser")
struct FlowSpecJSONParserTests {
  /// The description of the error parsing `text` throws, or `nil` when it parses.
  func failure(_ text: String) -> String? {
    do {
      _ = try JSONParser.parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  /// The number `value` holds, or `nil` when it is not a number.
  func number(_ value: JSONValue) -> Double? {
    if case .number(let number) = value.content { number } else { nil }
  }

  @Test func parsesEveryKindOfValue() throws {
    let json = try JSONParser.parse(
      #" { "list": [1, -2.5e3, 0, true, false, null, "x", [], {}], "empty": {} } "#)

    #expect(json.description == #"{"list":[1,-2500,0,true,false,null,"x",[],{}],"empty":{}}"#)
  }

  @Test func readsEveryEscapeAndSurrogatePairs() throws {
    let json = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u00e9\u00E9\uD83D\uDE00""#)

    #expect(json.stringValue == "\"\\/\u{8}\u{C}\n\r\téé😀")
  }

  @Test func readsNumbersWithFractionsAndExponents() throws {
    let json = try JSONParser.parse("[0, -0, 1.5, 1e2, 1E-2, -12.25e+1, 123456789]")

    guard case .array(let elements) = json.content else {
      Issue.record("expected an array")
      return
    }
    #expect(
      elements.map(number) == [0, -0.0, 1.5, 100, 0.01, -122.5, 123_456_789])
  }

  @Test func readsStringsScalarByScalar() throws {
    // The quote and the combining accent after it are one Character, but two scalars.
    let json = try JSONParser.parse("[\"\u{301}a\", \"\u{1F1EB}\u{1F1F7}\"]")

    guard case .array(let elements) = json.content else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.stringValue) == ["\u{301}a", "\u{1F1EB}\u{1F1F7}"])
  }

  @Test func skipsAByteOrderMark() throws {
    let json = try JSONParser.parse("\u{FEFF}{\"a\": 1}")

    #expect(json.description == #"{"a":1}"#)
    #expect(json.position == SourcePosition(line: 1, column: 1))
  }

  @Test func givesEveryValueAndKeyItsLineAndColumnInCharacters() throws {
    let text =
      "{\n  \"cafe\u{301}\": [1, \"\u{1F1EB}\u{1F1F7}\", 2],\r\n  \"b\": true,\r  \"c\": null\n}"

    let json = try JSONParser.parse(text)

    guard case .object(let members) = json.content, members.count == 3,
      case .array(let elements) = members[0].value.content
    else {
      Issue.record("expected an object of three members, the first an array")
      return
    }
    #expect(json.position.description == "1:1")
    #expect(members.map(\.keyPosition.description) == ["2:3", "3:3", "4:3"])
    #expect(members.map(\.value.position.description) == ["2:11", "3:8", "4:8"])
    #expect(elements.map(\.position.description) == ["2:12", "2:15", "2:20"])
  }

  @Test(arguments: [
    ("", "1:1: expected a value, found the end of the text"),
    ("{} x", "1:4: expected the end of the text after the value, found 'x'"),
    ("[1,]", "1:4: expected a value after ',', found ']': JSON allows no trailing comma"),
    (#"{"a": 1,}"#, "1:9: expected a value after ',', found '}': JSON allows no trailing comma"),
    ("// note\n{}", "1:1: expected a value, found '/' (JSON allows no comments)"),
    (
      "[1 /* two */]",
      "1:4: expected ',' or ']' after the element, found '/' (JSON allows no comments)"
    ),
    ("\"a\tb\"", "1:3: expected an escape such as \\n for a control character, found U+0009"),
    (
      "\"abc",
      "1:5: expected '\"' to close the string that starts at 1:1, found the end of the text"
    ),
    ("[1", "1:3: expected ',' or ']' after the element, found the end of the text"),
    ("[1 2]", "1:4: expected ',' or ']' after the element, found '2'"),
    ("{\"a\": 1", "1:8: expected ',' or '}' after the member, found the end of the text"),
    ("01", "1:2: expected the end of the text after the value, found '1'"),
    ("1.", "1:3: expected a digit in the number, found the end of the text"),
    ("-", "1:2: expected a digit in the number, found the end of the text"),
    ("1e", "1:3: expected a digit in the number, found the end of the text"),
    ("+1", "1:1: expected a value, found '+'"),
    ("1e400", "1:1: expected a number a Double can hold, found 1e400"),
    ("tru", "1:4: expected the literal true, found the end of the text"),
    ("nul", "1:4: expected the literal null, found the end of the text"),
    (
      #""\x""#,
      #"1:2: expected an escape (\", \\, \/, \b, \f, \n, \r, \t or \uXXXX), found '\x'"#
    ),
    (#""\uD800""#, #"1:2: expected a surrogate pair such as \uD83D\uDE00, found a lone surrogate"#),
    (#""\uDC00""#, #"1:2: expected a surrogate pair such as \uD83D\uDE00, found a lone surrogate"#),
    (
      #""\uD800\u0041""#,
      #"1:2: expected a surrogate pair such as \uD83D\uDE00, found a lone surrogate"#
    ),
    (#""\u12G4""#, #"1:6: expected four hexadecimal digits after \u, found 'G'"#),
    (#"{"a" 1}"#, #"1:6: expected ':' after the key "a", found '1'"#),
    ("{1: 2}", "1:2: expected a string key in the object, found '1'"),
    (
      #"{"a": 1, "a": 2}"#,
      #"1:10: expected each key once in an object, found "a" again (first at 1:2)"#
    ),
  ])
  func refusesWhatStrictJSONRefuses(text: String, description: String) {
    #expect(failure(text) == description)
  }

  @Test func acceptsNestingUpToTheMaximumDepth() throws {
    let depth = JSONParser.maximumDepth
    let json = try JSONParser.parse(
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth))

    #expect(json.position.description == "1:1")
  }

  @Test func refusesNestingDeeperThanTheMaximumDepth() {
    let depth = JSONParser.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

    #expect(failure(text) == "1:513: expected at most 512 nested arrays and objects, found more")
  }

  @Test func refusesVeryDeepNestingWithoutOverflowingTheStack() {
    let text = String(repeating: "{\"a\":", count: 200_000)

    #expect(failure(text) == "1:2561: expected at most 512 nested arrays and objects, found more")
  }
}
