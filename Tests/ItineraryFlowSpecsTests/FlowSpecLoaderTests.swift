import Foundation
import Itinerary
import Testing

@testable import ItineraryFlowSpecs

/// Loading flow specs from JSON: every member, its defaults, and errors that point at the
/// spot.
@Suite("Flow spec loader")
struct FlowSpecLoaderTests {
  /// The description of the error loading `text` throws, or `nil` when it loads.
  func failure(_ text: String, file: String? = nil) -> String? {
    do {
      _ = try FlowSpecLoader.load(text, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func loadsEveryMemberOfTheCheckoutExample() throws {
    let spec = try FlowSpecLoader.load(FlowSpecExamples.checkout)

    #expect(spec.name == "checkout")
    #expect(spec.summary == "Pay for the cart: an address sheet, then a payment cover.")
    #expect(spec.start == "cart")
    #expect(spec.ending == .unwindToStart)
    #expect(spec.abandon == "cancelled")
    #expect(spec.position == SourcePosition(line: 4, column: 12))
    #expect(spec.stages.map(\.name) == ["cart", "address", "payment", "verify"])
    #expect(
      spec.stages.map(\.kind) == [
        .screen(route: "cart", parameters: "{}", style: .push),
        .screen(
          route: "addressForm", parameters: #"{"country":"FR"}"#, style: .sheet),
        .screen(route: "payment", parameters: "{}", style: .cover),
        .subflow("verify-email"),
      ])
    #expect(spec.stages.map(\.isDismissible) == [true, true, false, true])
    #expect(spec.stages.map(\.position?.description) == ["8:5", "9:5", "12:5", "14:5"])
    #expect(
      spec.stage(named: "address")?.answers == [
        FlowSpecAnswer("saved", next: "payment", position: SourcePosition(line: 11, column: 20)),
        FlowSpecAnswer("cancel", next: "cart", position: SourcePosition(line: 11, column: 40)),
      ])
    #expect(
      spec.ends == [
        FlowSpecEnd(
          "paid", output: #"{"status":"paid"}"#, swapModule: "main",
          position: SourcePosition(line: 17, column: 5)),
        FlowSpecEnd(
          "cancelled", output: #""cancelled""#, position: SourcePosition(line: 18, column: 5)),
      ])
  }

  @Test func fillsInTheDefaults() throws {
    let spec = try FlowSpecLoader.load(
      """
      { "name": "tiny",
        "stages": [{ "name": "a", "route": "a" }, { "name": "b", "route": "b", "style": "cover" }],
        "ends": [{ "name": "done" }] }
      """)

    #expect(spec.summary == nil)
    #expect(spec.start == nil)
    #expect(spec.abandon == nil)
    #expect(spec.ending == .unwindToStart)
    #expect(spec.position == SourcePosition(line: 1, column: 1))
    #expect(spec.stages[0].kind == .screen(route: "a", parameters: "{}", style: .push))
    #expect(spec.stages.map(\.answers) == [[], []])
    #expect(spec.stages.map(\.isDismissible) == [true, false])
    #expect(spec.ends == [FlowSpecEnd("done", position: SourcePosition(line: 3, column: 12))])
  }

  @Test(arguments: [
    ("keepScreens", FlowEnding.keepScreens), ("unwindToStart", .unwindToStart),
    ("dismissPresented", .dismissPresented),
  ])
  func readsEachEnding(name: String, ending: FlowEnding) throws {
    let spec = try FlowSpecLoader.load(
      #"{ "name": "f", "ending": "\#(name)", "stages": [], "ends": [] }"#)

    #expect(spec.ending == ending)
  }

  @Test func keepsAnyJSONAsParametersAndOutput() throws {
    let spec = try FlowSpecLoader.load(
      """
      { "name": "f", "stages": [{ "name": "a", "route": "a", "parameters": { "n": [1, null] } }],
        "ends": [{ "name": "e", "output": [true, { "x": 2.5 }] }, { "name": "z", "output": null }] }
      """)

    #expect(
      spec.stages[0].kind
        == .screen(
          route: "a", parameters: #"{"n":[1,null]}"#, style: .push))
    #expect(
      spec.ends.map(\.output) == [#"[true,{"x":2.5}]"#, "null"])
  }

  @Test(arguments: [
    ("[]", "1:1: expected an object for the flow, found an array"),
    (#"{ "stages": [], "ends": [] }"#, #"1:1: expected a member "name" in the flow, found none"#),
    (#"{ "name": "f", "ends": [] }"#, #"1:1: expected a member "stages" in flow "f", found none"#),
    (
      #"{ "name": 1, "stages": [], "ends": [] }"#,
      #"1:11: expected a string for "name", found a number"#
    ),
    (
      #"{ "name": "f", "stages": {}, "ends": [] }"#,
      #"1:26: expected an array for "stages", found an object"#
    ),
    (
      #"{ "name": "f", "stages": [], "ends": [{ "name": "done", "tab": "home" }] }"#,
      #"1:57: expected "swapModule" beside "tab" in end "done", found none: a tab is "#
        + "selected in the module the flow swaps to"
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "dismissible": false, "#
        + #""confirmLeave": { "title": "Sure?" } }], "ends": [] }"#,
      #"1:78: expected "confirmLeave" only on a stage the person can leave, found it on the "#
        + #"stage "a", which is not dismissible"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "#
        + #""confirmLeave": { "title": "Sure?", "ok": "Yes" } }], "ends": [] }"#,
      #"1:92: expected "title", "message", "leave" or "stay" in the confirmLeave, found the "#
        + #"unknown member "ok""#
    ),
    (
      #"{ "name": "f", "stages": [3], "ends": [] }"#,
      "1:27: expected an object for stage 1, found a number"
    ),
    (
      #"{ "name": "f", "stages": [], "ends": [{ "output": 1 }] }"#,
      #"1:39: expected a member "name" in end 1, found none"#
    ),
    (
      #"{ "name": "f", "color": "red", "stages": [], "ends": [] }"#,
      #"1:16: expected "name", "summary", "start", "ending", "links", "abandon", "stages" or "ends" in "#
        + #"flow "f", found the unknown member "color""#
    ),
    (
      #"{ "name": "f", "ending": "pop", "stages": [], "ends": [] }"#,
      #"1:26: expected "keepScreens", "unwindToStart" or "dismissPresented" for "ending", "#
        + #"found "pop""#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "flow": "g" }], "ends": [] }"#,
      #"1:56: expected either "route" or "flow" in stage "a", found both"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a" }], "ends": [] }"#,
      #"1:27: expected "route" (a screen) or "flow" (a sub-flow) in stage "a", found neither"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "flow": "g", "style": "sheet" }], "ends": [] }"#,
      #"1:55: expected "style" only on a screen stage, found it on the sub-flow stage "a""#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "parameters": 1 }], "ends": [] }"#,
      #"1:70: expected an object for "parameters", found a number"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "dismissible": "no" }], "#
        + #""ends": [] }"#,
      #"1:71: expected a boolean for "dismissible", found a string"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "answers": [] }], "ends": [] }"#,
      #"1:67: expected an object for "answers", found an array"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "answers": { "ok": 1 } }], "#
        + #""ends": [] }"#,
      #"1:75: expected a string for the answer "ok", found a number"#
    ),
  ])
  func refusesWhatIsNotAFlow(text: String, description: String) {
    #expect(failure(text) == description)
  }

  @Test func namesTheFileInItsErrors() {
    #expect(
      failure("[]", file: "Flows/checkout.json")
        == "Flows/checkout.json:1:1: expected an object for the flow, found an array")
  }

  @Test func describesAnErrorWithTheLocationItHas() {
    #expect(FlowSpecLoadError(message: "broken").description == "broken")
    #expect(FlowSpecLoadError(file: "a.json", message: "broken").description == "a.json: broken")
    #expect(
      FlowSpecLoadError(position: SourcePosition(line: 2, column: 3), message: "broken")
        .description == "2:3: broken")
  }

  @Test func loadsAFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("flow-spec-\(UUID().uuidString).json").path
    try FlowSpecExamples.checkout.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }

    let spec = try FlowSpecLoader.load(contentsOf: path)

    #expect(spec == (try FlowSpecLoader.load(FlowSpecExamples.checkout)))
  }

  @Test func reportsAFileItCannotRead() {
    let error = #expect(throws: FlowSpecLoadError.self) {
      try FlowSpecLoader.load(contentsOf: "/nonexistent/checkout.json")
    }

    #expect(
      error?.description == "/nonexistent/checkout.json: expected a readable file, found none")
  }
}
