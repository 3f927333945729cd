import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary play`: walks one spec headless, showing the navigation tree and the answers
/// available at each screen, and taking the person's choice from the terminal or from a
/// script.
///
/// It is a ``FlowExplorer`` limited to one path, whose answers are the one the person picks:
/// the same run, person and checks as `itinerary check`.
@MainActor
final class PlayCommand {
  private let path: String
  private let script: [String]?
  private let console: any Console
  private var scriptIndex = 0
  private var modules: ModuleRouter<FlowSpecRoute>?
  private var refusal: String?

  init(path: String, answers: [String]?, console: any Console) {
    self.path = path
    self.script = answers
    self.console = console
  }

  /// Walks the flow.
  ///
  /// - Returns: 0 when the flow reached an end; 1 when it did not, the input ended, or a
  ///   scripted answer was not available.
  /// - Throws: A ``UsageError`` when the spec does not exist or does not load.
  func run() async throws(UsageError) -> Int32 {
    let (spec, library) = try SpecFiles.spec(at: path)
    console.write("Playing \(spec.name)" + (spec.summary.map { ": \($0)" } ?? ""))
    let explorer = FlowExplorer(
      spec.flow(in: library),
      modules: { [unowned self] in
        let modules = try SpecAnswers.moduleRouter(for: library)
        self.modules = modules
        return modules
      },
      maxDepth: Int.max, maxPaths: 1,
      answers: { [unowned self] route in self.choose(on: route) })
    let outcome: FlowPathOutcome<FlowSpecOutcome>
    do {
      guard let path = try await explorer.explore().paths.first else { return 1 }
      outcome = path.outcome
    } catch {
      console.write("The flow stopped: \(error)")
      return 1
    }
    // The whole tree once the flow ended: the modules, with the tabs of one it swapped to.
    if let modules { console.write("\n\(modules.store.tree)") }
    if let refusal {
      console.write(refusal)
      return 1
    }
    console.write("The flow \(outcome)")
    if case .completed = outcome { return 0 }
    return 1
  }

  /// Shows the screen and its answers, and returns the one the person picks; none ends the
  /// walk.
  ///
  /// A person who types something that is not an answer is told so, shown the answers again
  /// and asked again; a script with such an answer ends the walk.
  private func choose(on route: FlowSpecRoute) -> [FlowAnswer] {
    let offered = SpecAnswers.answers(for: route)
    if let modules { console.write("\n\(modules.current.hierarchy)") }
    list(offered, on: route)
    while let choice = nextChoice() {
      let picked = offered.enumerated().first { index, answer in
        choice == "\(index + 1)" || choice == name(of: answer)
      }
      if let picked {
        console.write("> \(name(of: picked.element))")
        return [picked.element]
      }
      let mistake = "'\(choice)' is not an answer of \(route)."
      guard script == nil, !offered.isEmpty else {
        refusal = "\(mistake) \(answersSentence(offered))"
        return []
      }
      console.write("\(mistake) Try again.")
      list(offered, on: route)
    }
    return []
  }

  /// Writes the screen's answers, numbered from 1.
  private func list(_ offered: [FlowAnswer], on route: FlowSpecRoute) {
    console.write("\(route) awaits an answer:")
    for (index, answer) in offered.enumerated() {
      console.write("  \(index + 1). \(name(of: answer))")
    }
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
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
