import Foundation
import Itinerary

/// Reads a flow spec from its JSON text: one flow per `.json` file.
///
/// Use it to turn a file into a ``FlowSpec``, then check the spec with ``FlowSpecValidator``
/// before running it. The loader checks the shape of the file: strict JSON, the members each
/// object may have, their types and allowed values. Whether the flow makes sense (every stage
/// reachable, every answer leading somewhere) is the validator's job.
///
/// ```swift
/// do {
///   let spec = try FlowSpecLoader.load(contentsOf: "Flows/checkout.json")
///   let problems = FlowSpecValidator.problems(in: spec, library: otherSpecs)
/// } catch {
///   print(error)  // Flows/checkout.json:12:7: expected a string for "route", found a number
/// }
/// ```
///
/// The article <doc:TheFlowFormat> describes the format member by member.
public enum FlowSpecLoader {
  /// Loads a flow spec from JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON text of one flow.
  ///   - file: The file the text comes from, for error messages.
  /// - Throws: A ``FlowSpecLoadError`` pointing at the first thing wrong.
  public static func load(_ text: String, file: String? = nil) throws(FlowSpecLoadError)
    -> FlowSpec
  {
    try parse(text, file: file, as: spec(from:))
  }

  /// Loads a flow spec from a UTF-8 JSON file.
  ///
  /// - Parameter path: The file's path; errors name the file with it.
  /// - Throws: A ``FlowSpecLoadError`` when the file cannot be read, is not UTF-8, or does
  ///   not hold a flow spec.
  public static func load(contentsOf path: String) throws(FlowSpecLoadError) -> FlowSpec {
    try load(text(contentsOf: path), file: path)
  }

  /// Parses `text` as JSON and builds a spec from it with `build`; every error names `file`.
  /// The flow and link table loaders share it.
  static func parse<Spec>(
    _ text: String, file: String?, as build: (JSONValue) throws(FlowSpecLoadError) -> Spec
  ) throws(FlowSpecLoadError) -> Spec {
    do throws(FlowSpecLoadError) {
      return try build(JSONParser.parse(text))
    } catch {
      throw FlowSpecLoadError(file: file, position: error.position, message: error.message)
    }
  }

  /// The text of the UTF-8 file at `path`, or an error naming the file when it cannot be read
  /// or is not UTF-8.
  static func text(contentsOf path: String) throws(FlowSpecLoadError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FlowSpecLoadError(file: path, message: "expected a readable file, found none")
    }
    return try text(fromUTF8: data, file: path)
  }

  /// `data` as text, or an error pointing at its first byte that is not UTF-8.
  static func text(fromUTF8 data: Data, file: String) throws(FlowSpecLoadError) -> String {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var validCount = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded):
        validCount += encoded.count
      case .emptyInput:
        return String(decoding: data, as: UTF8.self)
      case .error:
        let valid = String(decoding: data.prefix(validCount), as: UTF8.self)
        throw FlowSpecLoadError(
          file: file, position: JSONParser.position(atEndOf: valid),
          message: "expected UTF-8 text, found a byte that is not UTF-8")
      }
    }
  }

  /// The link policies a spec can name: it has no step that awaits a link, so not
  /// `handToFlow`.
  private static let linkPolicies: [FlowLinkPolicy] = [
    .keepUntilFlowEnds, .keepUntilModuleShows, .endFlowAndOpen,
  ]

  private static func spec(from json: JSONValue) throws(FlowSpecLoadError) -> FlowSpec {
    let object = try FlowSpecObject(
      json, kind: "flow",
      allowed: ["name", "summary", "start", "ending", "links", "abandon", "stages", "ends"])
    let endings = FlowEnding.allCases
    var stages: [FlowSpecStage] = []
    for (offset, element) in try object.requiredArray("stages").enumerated() {
      stages.append(try stage(from: element, ordinal: offset + 1))
    }
    var ends: [FlowSpecEnd] = []
    for (offset, element) in try object.requiredArray("ends").enumerated() {
      ends.append(try end(from: element, ordinal: offset + 1))
    }
    return FlowSpec(
      name: try object.requiredString("name"), summary: try object.string("summary"),
      start: try object.string("start"),
      ending: try object.choice("ending", from: endings) ?? .unwindToStart,
      links: try object.choice("links", from: Self.linkPolicies) ?? .keepUntilFlowEnds,
      abandon: try object.string("abandon"), stages: stages, ends: ends,
      position: object.member("start")?.value.position ?? object.position,
      abandonPosition: object.member("abandon")?.value.position)
  }

  private static func stage(
    from json: JSONValue, ordinal: Int
  ) throws(FlowSpecLoadError) -> FlowSpecStage {
    let screenOnly = ["parameters", "style", "dismissible", "confirmLeave", "links"]
    let object = try FlowSpecObject(
      json, kind: "stage", ordinal: ordinal,
      allowed: ["name", "route", "flow", "answers"] + screenOnly)
    let name = try object.requiredString("name")
    let answers = try object.member("answers").map(answers) ?? []
    switch (try object.string("route"), try object.string("flow")) {
    case (let route?, nil):
      let parameters = object.member("parameters")?.value
      if let parameters, case .object = parameters.content {
      } else if let parameters {
        throw FlowSpecObject.mismatch(
          expected: "an object", for: "\"parameters\"", found: parameters)
      }
      let style = try object.choice("style", from: FlowSpecStyle.allCases) ?? .push
      let stage = FlowSpecStage(
        name,
        kind: .screen(route: route, parameters: parameters?.description ?? "{}", style: style),
        answers: answers,
        links: try object.member("links").map { member throws(FlowSpecLoadError) in
          try linkAnswers(from: member, answers: answers)
        } ?? [],
        isDismissible: try object.bool("dismissible"),
        leaveGuard: try object.member("confirmLeave").map(leaveGuard), position: object.position)
      if let member = object.member("confirmLeave"), !stage.isDismissible {
        throw FlowSpecLoadError(
          position: member.keyPosition,
          message: "expected \"confirmLeave\" only on a stage the person can leave, found it on "
            + "the \(object.context), which is not dismissible")
      }
      return stage
    case (nil, let flow?):
      if let member = screenOnly.lazy.compactMap(object.member).first {
        throw FlowSpecLoadError(
          position: member.keyPosition,
          message: "expected \(JSONValue.quoted(member.key)) only on a screen stage, "
            + "found it on the sub-flow \(object.context)")
      }
      return FlowSpecStage(name, kind: .subflow(flow), answers: answers, position: object.position)
    case (_?, _?):
      throw FlowSpecLoadError(
        position: object.member("flow")?.keyPosition ?? object.position,
        message: "expected either \"route\" or \"flow\" in \(object.context), found both")
    case (nil, nil):
      throw FlowSpecLoadError(
        position: object.position,
        message: "expected \"route\" (a screen) or \"flow\" (a sub-flow) in \(object.context), "
          + "found neither")
    }
  }

  /// The guard of a stage, from its `confirmLeave` member.
  private static func leaveGuard(
    from member: JSONValue.Member
  ) throws(FlowSpecLoadError) -> FlowSpecLeaveGuard {
    let object = try FlowSpecObject(
      member.value, kind: "confirmLeave", allowed: ["title", "message", "leave", "stay"])
    var leaveGuard = FlowSpecLeaveGuard(
      try object.requiredString("title"), message: try object.string("message"))
    if let leave = try object.string("leave") { leaveGuard.leave = leave }
    if let stay = try object.string("stay") { leaveGuard.stay = stay }
    return leaveGuard
  }

  /// The answers of a stage, from its `answers` member.
  private static func answers(
    from member: JSONValue.Member
  ) throws(FlowSpecLoadError) -> [FlowSpecAnswer] {
    try stringMembers(of: member, named: "answers", each: "the answer").map { answer, next in
      FlowSpecAnswer(answer.key, next: next, position: answer.keyPosition)
    }
  }

  /// The members of the object `member` holds, named `name`, each with its string value; `each`
  /// names a member in an error: `the answer "saved"`.
  private static func stringMembers(
    of member: JSONValue.Member, named name: String, each: String
  ) throws(FlowSpecLoadError) -> [(member: JSONValue.Member, value: String)] {
    guard case .object(let members) = member.value.content else {
      throw FlowSpecObject.mismatch(
        expected: "an object", for: JSONValue.quoted(name), found: member.value)
    }
    var strings: [(member: JSONValue.Member, value: String)] = []
    for member in members {
      strings.append(
        (
          member,
          try FlowSpecObject.string(member.value, for: "\(each) \(JSONValue.quoted(member.key))")
        ))
    }
    return strings
  }

  /// The links that answer a stage, from its `links` member; each gives one of `answers`.
  private static func linkAnswers(
    from member: JSONValue.Member, answers: [FlowSpecAnswer]
  ) throws(FlowSpecLoadError) -> [FlowSpecLinkAnswer] {
    var links: [FlowSpecLinkAnswer] = []
    for (link, answer) in try stringMembers(of: member, named: "links", each: "the link to") {
      guard answers.contains(where: { $0.answer == answer }) else {
        throw FlowSpecLoadError(
          position: link.value.position,
          message: "expected one of the stage's answers for the link to "
            + "\(JSONValue.quoted(link.key)), found \(JSONValue.quoted(answer)), which is not in "
            + "its \"answers\"")
      }
      links.append(FlowSpecLinkAnswer(route: link.key, answer: answer, position: link.keyPosition))
    }
    return links
  }

  private static func end(
    from json: JSONValue, ordinal: Int
  ) throws(FlowSpecLoadError) -> FlowSpecEnd {
    let object = try FlowSpecObject(
      json, kind: "end", ordinal: ordinal, allowed: ["name", "output", "swapModule", "tab"])
    let swapModule = try object.string("swapModule")
    let tab = try object.string("tab")
    if tab != nil, swapModule == nil, let member = object.member("tab") {
      throw FlowSpecLoadError(
        position: member.keyPosition,
        message: "expected \"swapModule\" beside \"tab\" in \(object.context), found none: "
          + "a tab is selected in the module the flow swaps to")
    }
    return FlowSpecEnd(
      try object.requiredString("name"),
      output: object.member("output")?.value.description ?? "null", swapModule: swapModule,
      tab: tab, position: object.position)
  }
}
