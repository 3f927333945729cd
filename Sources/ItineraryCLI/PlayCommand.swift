import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary play`: walks one spec headless, showing the navigation tree and the answers
/// available at each screen, and taking the person's choice from the terminal or from a
/// script: an answer, Back, a swipe, an alert's button, a relaunch of the app, or a link
/// arriving.
///
/// It is a ``FlowHarness`` whose person is the one at the terminal: the same run, person and
/// relaunch as a test's.
@MainActor
final class PlayCommand {
  /// What the person types to close the app and open it again in the middle of the flow.
  static let relaunch = "relaunch"
  /// What the person types before a link to send it to the app: `link /reset/123456`.
  static let linkPrefix = "link "

  private let path: String
  private let script: [String]?
  private let linksPath: String?
  private let console: any Console
  private var scriptIndex = 0
  private var refusal: String?
  /// The links the person can send, from the `--links` table.
  private var links: LinkTable<FlowSpecRoute>?

  init(path: String, answers: [String]?, links: String? = nil, console: any Console) {
    self.path = path
    self.script = answers
    self.linksPath = links
    self.console = console
  }

  /// What the person picked at a screen.
  private enum Choice {
    case answer(FlowAnswer)
    case relaunch
    case link(String)
  }

  /// Walks the flow.
  ///
  /// - Returns: 0 when the flow reached an end; 1 when it did not, the input ended, or a
  ///   scripted answer was not available.
  /// - Throws: A ``UsageError`` when the spec does not exist or does not load.
  func run() async throws(UsageError) -> Int32 {
    let (spec, library) = try SpecFiles.spec(at: path)
    if let linksPath {
      do {
        links = try LinkTableSpecLoader.load(contentsOf: linksPath).table()
      } catch {
        throw UsageError(error.description)
      }
    }
    console.write("Playing \(spec.name)" + (spec.summary.map { ": \($0)" } ?? ""))
    let modules: ModuleRouter<FlowSpecRoute>
    do {
      modules = try SpecAnswers.moduleRouter(for: library)
    } catch {
      console.write("The flow stopped: \(error)")
      return 1
    }
    // The person at the terminal takes their time: the safety limit guards nothing here, as a
    // spec waits only for the person.
    let harness = FlowHarness(
      spec.flow(in: library), modules: modules, safetyLimit: .seconds(24 * 3600))
    harness.isExhaustive = false
    let outcome: FlowPathOutcome<FlowSpecOutcome>
    while true {
      do {
        outcome = .completed(try await harness.output())
        break
      } catch FlowHarnessError.waitingForPerson {
        do {
          guard try await act(on: harness) else { return 1 }
        } catch {
          console.write("The flow stopped: \(error)")
          return 1
        }
      } catch FlowError.personLeft {
        outcome = .left
        break
      } catch let error as FlowHarnessError {
        console.write("The flow stopped: \(error)")
        return 1
      } catch {
        outcome = .threw(error)
        break
      }
    }
    // The whole tree once the flow ended: the modules, with the tabs of one it swapped to.
    if let modules = harness.modules { console.write("\n\(modules.store.tree)") }
    console.write("The flow \(outcome)")
    if case .completed = outcome { return 0 }
    return 1
  }

  /// Shows the screen the flow waits on and gives the person's choice: an answer, a relaunch
  /// or a link. Returns `false` when the walk ends there (no choice, or one refused).
  private func act(on harness: FlowHarness<FlowSpecRoute, FlowSpecOutcome>) async throws -> Bool {
    let top = harness.currentRouter.deepestRouter
    let route = top.currentDestination
    console.write("\n\(harness.currentRouter.hierarchy)")
    // An alert on the screen takes its buttons; the screen, the answers of its stage.
    let alert = top.alerts.first
    let offered =
      alert.map { alert in alert.answers.map { FlowAnswer.tapAlertButton($0.id) } }
      ?? SpecAnswers.answers(for: route)
    let asked = alert.map { "the alert \(String(reflecting: $0.title))" } ?? "\(route)"
    switch choose(from: offered, on: asked) {
    case .answer(let answer)?:
      try harness.give(answer)
    case .relaunch?:
      try await harness.relaunch()
    case .link(let link)?:
      guard let links else { return false }
      do {
        let destination = try harness.currentRouter.open(link, in: links)
        console.write("The link arrives: \(destination)")
      } catch {
        console.write("The link is refused: \(error)")
      }
    case nil:
      if let refusal { console.write(refusal) }
      return false
    }
    return true
  }

  /// Lists the answers and returns the one the person picks, a relaunch or a link; `nil`
  /// ends the walk.
  ///
  /// A person who types something that is not an answer is told so, shown the answers again
  /// and asked again; a script with such an answer ends the walk.
  private func choose(from offered: [FlowAnswer], on asked: String) -> Choice? {
    list(offered, on: asked)
    while let choice = nextChoice() {
      if choice == Self.relaunch {
        console.write("> \(Self.relaunch)")
        return .relaunch
      }
      if links != nil, choice.hasPrefix(Self.linkPrefix) {
        console.write("> \(choice)")
        return .link(String(choice.dropFirst(Self.linkPrefix.count)).trimmingWhitespace)
      }
      let picked = offered.enumerated().first { index, answer in
        choice == "\(index + 1)" || choice == name(of: answer)
      }
      if let picked {
        console.write("> \(name(of: picked.element))")
        return .answer(picked.element)
      }
      let mistake = "'\(choice)' is not an answer of \(asked)."
      guard script == nil, !offered.isEmpty else {
        refusal = "\(mistake) \(answersSentence(offered))"
        return nil
      }
      console.write("\(mistake) Try again.")
      list(offered, on: asked)
    }
    return nil
  }

  /// Writes the answers, numbered from 1, the relaunch and, with a link table, the link.
  private func list(_ offered: [FlowAnswer], on asked: String) {
    console.write("\(asked) awaits an answer:")
    for (index, answer) in offered.enumerated() {
      console.write("  \(index + 1). \(name(of: answer))")
    }
    console.write("  or '\(Self.relaunch)': close the app and open it again")
    if links != nil { console.write("  or 'link <link>': a link arrives, as from an email") }
  }

  /// The sentence naming a screen's answers, for a message.
  private func answersSentence(_ offered: [FlowAnswer]) -> String {
    guard !offered.isEmpty else { return "It has none." }
    return "Its answers are: \(offered.map(name(of:)).joined(separator: ", "))."
  }

  /// The next scripted answer, or the next line the person types; `nil` at the end of
  /// either.
  private func nextChoice() -> String? {
    guard let script else {
      console.write("answer (number or name)?")
      guard let line = console.readLine() else {
        refusal = "The input ended before the flow did."
        return nil
      }
      return line.trimmingWhitespace
    }
    guard scriptIndex < script.count else {
      refusal = "The scripted answers ran out before the flow ended."
      return nil
    }
    defer { scriptIndex += 1 }
    return script[scriptIndex]
  }

  /// How the person names an answer: its value, `back`, `swipe`, an alert button's id, or a
  /// tab's name.
  private func name(of answer: FlowAnswer) -> String {
    switch answer {
    case .respond(let value): "\(value)"
    case .tapBack: "back"
    case .swipeAway: "swipe"
    case .tapAlertButton(let id): id
    case .selectTab(let name): name
    case .sendLink(let link): "\(Self.linkPrefix)\(link)"
    case .relaunch: Self.relaunch
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
