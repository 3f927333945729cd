import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Links that arrive while a flow runs: kept and opened exactly once when it ends (the
/// default) or when its module shows, handed to a step that awaits one, or ending the flow,
/// each at every stage; a kept link the tree refuses when its time comes is reported. Every
/// test ends with no caller waiting.
@MainActor
@Suite("Flow links")
struct FlowLinkTests {
  static let toTerms = LinkDestination<FlowRoute>(stack: [.terms])
  static let toWelcome = LinkDestination<FlowRoute>(stack: [.welcome])

  /// Asks a name, then ends, unwinding, with `links` as its policy.
  static func askName(links: FlowLinkPolicy) -> Flow<FlowRoute, String> {
    Flow("ask name", ending: .unwindToStart, links: links) { flow in
      try await flow.push(.askName, returning: String.self)
    }
  }

  /// The events of `router`'s tree, as lines, from now on.
  final class EventLines {
    var lines: [String] = []
    var observation: EventObservation?
  }

  static func record(_ router: Router<FlowRoute>) -> EventLines {
    let events = EventLines()
    events.observation = router.observeEvents { events.lines.append("\($0)") }
    return events
  }

  @Test func aLinkDuringAFlowIsKeptAndOpensOnceWhenTheFlowEnds() async throws {
    let harness = FlowHarness(Self.askName(links: .keepUntilFlowEnds), root: .home)
    let events = Self.record(harness.router)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)

    #expect(harness.router.path.map(\.route) == [.askName])
    #expect(events.lines == ["kept a link to \(Self.toTerms) until flow \"ask name\" ends"])
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))
    #expect(try await harness.output() == "Ada")
    #expect(harness.router.path.map(\.route) == [.terms])
    // Opened exactly once: the one push since the flow showed its stage is the link's.
    #expect(events.lines.filter { $0.hasPrefix("pushed") } == ["pushed #4 terms on r1"])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func twoLinksDuringAFlowOpenInTheOrderTheyArrived() async throws {
    let harness = FlowHarness(Self.askName(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)
    try harness.router.open(Self.toWelcome)
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))
    try await harness.expect(.pop(.terms))
    try await harness.expect(.push(.welcome))

    #expect(try await harness.output() == "Ada")
    #expect(harness.router.path.map(\.route) == [.welcome])
  }

  @Test func aKeptLinkTheTreeRefusesWhenItsTimeComesIsReported() async throws {
    let harness = FlowHarness(Self.askName(links: .keepUntilFlowEnds), root: .home)
    let events = Self.record(harness.router)
    try await harness.expect(.push(.askName))
    let toTab = LinkDestination<FlowRoute>(hierarchy: "inbox", stack: [.terms])

    try harness.router.open(toTab)
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == "Ada")
    #expect(
      events.lines.last
        == "could not open the kept link to \(toTab): \(LinkError.unknownHierarchy("inbox"))")
    #expect(harness.router.isFullyAtRoot)
  }

  @Test func aLinkIsHandedToTheStepThatAwaitsOne() async throws {
    let flow = Flow<FlowRoute, [FlowRoute]>("inbox", ending: .keepScreens, links: .handToFlow) {
      flow in
      try await flow.push(.welcome)
      return try await flow.awaitLink().stack
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.welcome))

    try harness.router.open(Self.toTerms)

    #expect(try await harness.output() == [.terms])
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkThatArrivesBeforeTheStepAwaitsOneIsHandedWhenItDoes() async throws {
    let flow = Flow<FlowRoute, String>("inbox", ending: .keepScreens, links: .handToFlow) {
      flow in
      let name = try await flow.push(.askName, returning: String.self)
      return "\(name) \(try await flow.awaitLink().stack)"
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)
    try harness.respond(with: "Ada")

    #expect(try await harness.output() == "Ada [ItineraryTests.FlowRoute.terms]")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkEndsAFlowThatSaysSoAndOpensOnceItUnwound() async throws {
    let harness = FlowHarness(Self.askName(links: .endFlowAndOpen), root: .home)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))

    await #expect(throws: FlowError.endedByLink(flow: "ask name")) { try await harness.output() }
    #expect(harness.router.path.map(\.route) == [.terms])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func awaitingALinkWithoutHandToFlowIsATypedError() async throws {
    let flow = Flow<FlowRoute, Int>("no links", ending: .keepScreens) { flow in
      try await flow.awaitLink().stack.count
    }
    let harness = FlowHarness(flow, root: .home)

    await #expect(throws: FlowError.linksNotHanded(flow: "no links")) {
      try await harness.output()
    }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aTestThatForgetsToSendTheLinkFailsAtOnce() async throws {
    let flow = Flow<FlowRoute, Int>("inbox", ending: .keepScreens, links: .handToFlow) { flow in
      try await flow.awaitLink().stack.count
    }
    let harness = FlowHarness(flow, root: .home)

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }

    #expect(error?.description.contains("a link; open one with router.open") == true)
    harness.cancel()
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
  }

  @Test(arguments: 0..<3)
  func aLinkArrivingAtAnyStageOpensOnceWhenTheFlowEnds(stage: Int) async throws {
    let harness = FlowHarness(FlowStageTests.signUp, root: .home)
    let events = Self.record(harness.router)
    let answers = ["Ada", "ada@example.com", "secret"]
    for index in 0..<3 {
      try await harness.expect(.push(FlowStageTests.stages[index]))
      if index == stage { try harness.router.open(Self.toTerms) }
      try harness.respond(with: answers[index])
    }
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))

    #expect(try await harness.output() == answers.joined(separator: " "))
    #expect(harness.router.path.map(\.route) == [.terms])
    #expect(events.lines.filter { $0.hasPrefix("kept a link") }.count == 1)
    #expect(harness.awaitingCallers == 0)
  }

  static let toMain = LinkDestination<FlowRoute>(stack: [.main])
  static let toAskAge = LinkDestination<FlowRoute>(stack: [.askAge])

  /// The sign-up of the stage tests, with `links` as its policy: a name, an email, a password,
  /// joined. Its email stage takes a link to `main` as its answer, "from a link"; when
  /// `confirmingByLink` and the person typed the email, it then awaits a link too, and adds
  /// "confirmed by main" for a link to `main`.
  static func signUp(
    links: FlowLinkPolicy, confirmingByLink: Bool = false
  ) -> Flow<FlowRoute, String> {
    Flow("sign up", ending: .unwindToStart, links: links) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let email = try await flow.push(.welcome, returning: String.self) { link in
        link.topRoute == .main ? "from a link" : nil
      }
      let password = try await flow.push(.terms, returning: String.self)
      var output = [name, email, password].joined(separator: " ")
      if confirmingByLink, email != "from a link" {
        let link = try await flow.awaitLink()
        output += " confirmed by \(link.topRoute.map { "\($0)" } ?? "nothing")"
      }
      return output
    }
  }

  /// The events of a tree, as values, from now on.
  final class Events {
    var all: [NavigationEvent<FlowRoute>] = []
    var observation: EventObservation?

    /// The screens of `route` pushed.
    func pushes(of route: FlowRoute) -> Int {
      all.reduce(0) { count, event in
        guard case .pushed(let entries, _) = event else { return count }
        return count + entries.count { $0.route == route }
      }
    }

    /// The links kept for a flow.
    var kept: Int {
      all.count {
        guard case .linkKept = $0 else { return false }
        return true
      }
    }

    /// The links that answered a stage.
    var answeredStages: Int {
      all.count {
        guard case .linkAnsweredStage = $0 else { return false }
        return true
      }
    }
  }

  static func events(of router: Router<FlowRoute>) -> Events {
    let events = Events()
    events.observation = router.observeEvents { events.all.append($0) }
    return events
  }

  /// A link to `main` arriving at each stage under `handToFlow`: the email stage takes it as
  /// its answer; at another stage it is kept, then handed to the flow's step that awaits a
  /// link when there is one (`confirming`), else opened when the flow ends. Either way the
  /// link counts exactly once: it answers, or is handed, or opens, once.
  @Test(arguments: 0..<3, [false, true])
  func aLinkArrivingAtAnyStageIsHandedToTheFlowOnce(stage: Int, confirming: Bool) async throws {
    let harness = FlowHarness(
      Self.signUp(links: .handToFlow, confirmingByLink: confirming), root: .home)
    let events = Self.events(of: harness.router)
    var answers = ["Ada", "ada@example.com", "secret"]
    let answersStage = stage == 1
    for index in 0..<3 {
      try await harness.expect(.push(FlowStageTests.stages[index]))
      if index == stage { try harness.router.open(Self.toMain) }
      if index == stage, answersStage {
        // The link answered the email stage: the person gives no answer there.
        answers[index] = "from a link"
      } else {
        try harness.respond(with: answers[index])
      }
    }
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.pop(.askName))
    let handed = confirming && !answersStage
    let opens = !confirming && !answersStage
    if opens { try await harness.expect(.push(.main)) }

    let output = answers.joined(separator: " ") + (handed ? " confirmed by main" : "")
    #expect(try await harness.output() == output)
    #expect(events.answeredStages == (answersStage ? 1 : 0))
    #expect(events.kept == (answersStage ? 0 : 1))
    #expect(events.pushes(of: .main) == (opens ? 1 : 0))
    #expect(harness.router.path.map(\.route) == (opens ? [.main] : []))
    #expect(harness.awaitingCallers == 0)
  }

  /// A link no stage takes arriving at each stage under `endFlowAndOpen`: the flow ends
  /// there, unwinding the stages shown so far, and the link opens once.
  @Test(arguments: 0..<3)
  func aLinkArrivingAtAnyStageEndsTheFlowAndOpensOnce(stage: Int) async throws {
    let harness = FlowHarness(Self.signUp(links: .endFlowAndOpen), root: .home)
    let events = Self.events(of: harness.router)
    let answers = ["Ada", "ada@example.com", "secret"]
    for index in 0..<stage {
      try await harness.expect(.push(FlowStageTests.stages[index]))
      try harness.respond(with: answers[index])
    }
    try await harness.expect(.push(FlowStageTests.stages[stage]))

    try harness.router.open(Self.toAskAge)

    for shown in FlowStageTests.stages[...stage].reversed() {
      try await harness.expect(.pop(shown))
    }
    try await harness.expect(.push(.askAge))
    await #expect(throws: FlowError.endedByLink(flow: "sign up")) { try await harness.output() }
    #expect(events.pushes(of: .askAge) == 1)
    #expect(events.kept == 0)
    #expect(harness.router.path.map(\.route) == [.askAge])
    #expect(harness.awaitingCallers == 0)
  }

  /// A link that names no module arriving at each stage under `keepUntilModuleShows`: kept,
  /// the flow goes on, and it opens once when the flow ends.
  @Test(arguments: 0..<3)
  func aLinkNamingNoModuleArrivingAtAnyStageOpensOnceWhenTheFlowEnds(stage: Int) async throws {
    let harness = FlowHarness(Self.signUp(links: .keepUntilModuleShows), root: .home)
    let events = Self.events(of: harness.router)
    let answers = ["Ada", "ada@example.com", "secret"]
    for index in 0..<3 {
      try await harness.expect(.push(FlowStageTests.stages[index]))
      if index == stage { try harness.router.open(Self.toAskAge) }
      try harness.respond(with: answers[index])
    }
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.askAge))

    #expect(try await harness.output() == answers.joined(separator: " "))
    #expect(events.kept == 1)
    #expect(events.pushes(of: .askAge) == 1)
    #expect(harness.router.path.map(\.route) == [.askAge])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkDuringOnboardingOpensInTheModuleItSwapsTo() async throws {
    let modules = try Flows.onboardingModules()
    let harness = FlowHarness(Flows.nameThenMain, modules: modules)
    try await harness.expect(.push(.askName))

    // A link to a screen of the main app arrives before onboarding ends: it waits for it.
    try harness.router.open(Self.toTerms)
    #expect(modules.current.rootDestination == .home)
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.terms))

    #expect(try await harness.output() == "Ada")
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(modules.current.path.map(\.route) == [.terms])
    #expect(modules.current.awaitingCallers == 0)
  }

  @Test func aLinkThatEndsAFlowBusyWithItsOwnWorkEndsItAtItsNextStep() async throws {
    let (work, done) = AsyncStream<Void>.makeStream()
    let flow = Flow<FlowRoute, String>("busy", ending: .unwindToStart, links: .endFlowAndOpen) {
      flow in
      try await flow.push(.welcome)
      try await flow.once("sync") { for await _ in work { break } }
      return try await flow.push(.askName, returning: String.self)
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.welcome))

    try harness.router.open(Self.toTerms)
    done.yield()
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.push(.terms))

    await #expect(throws: FlowError.endedByLink(flow: "busy")) { try await harness.output() }
    #expect(harness.router.path.map(\.route) == [.terms])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aKeptLinkIsSavedWithTheFlowAndOpensWhenTheResumedFlowEnds() async throws {
    let router = FlowRelaunchTests.launch()
    let run = Task { try await router.run(FlowStageTests.signUp) }
    try await FlowRelaunchTests.answer(router, with: "Ada")
    try router.open(Self.toTerms)
    #expect(await yieldUntil { router.awaitingResults > 0 })
    let saved = FlowRelaunchTests.Saved(
      tree: try FlowRelaunchTests.SavedTree(NavigationNode(of: router.store)).data(),
      flows: try JSONEncoder().encode(try router.savedFlows()))
    run.cancel()
    _ = try? await run.value

    let (second, flows) = try FlowRelaunchTests.relaunch(saved)
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(FlowStageTests.signUp) { output = $0 }
    #expect(await second.resumeFlows(flows, from: catalog) == [.resumed(flow: "sign up")])
    try await FlowRelaunchTests.answer(second, with: "ada@example.com")
    try await FlowRelaunchTests.answer(second, with: "secret")

    #expect(await yieldUntil { output != nil })
    #expect(second.path.map(\.route) == [.terms])
    #expect(second.awaitingCallers == 0)
  }
}
