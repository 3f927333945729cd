import ItineraryTesting
import Testing

@testable import Itinerary

/// A link answering the screen a flow's stage awaits (`orLink:`): the sign-in link from an
/// email answering "check your inbox". The screen stays as a stage answered by the person
/// does, and the answer is announced; a link the stage does not take goes on to the flow's
/// policy.
@MainActor
@Suite("Flow link answers")
struct FlowLinkAnswerTests {
  static let toTerms = LinkDestination<FlowRoute>(stack: [.terms])
  static let toWelcome = LinkDestination<FlowRoute>(stack: [.welcome])

  /// Asks a name, which a link to the terms answers with "from a link", then an age; ends
  /// unwinding, with `links` as its policy.
  static func askNameOrLink(links: FlowLinkPolicy) -> Flow<FlowRoute, String> {
    Flow("name or link", ending: .unwindToStart, links: links) { flow in
      let name = try await flow.push(.askName, returning: String.self) { link in
        link.stack.last == .terms ? "from a link" : nil
      }
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(name), \(age)"
    }
  }

  @Test func aLinkTheStageTakesAnswersItAndTheScreenStays() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    var events: [String] = []
    let observation = harness.router.observeEvents { events.append("\($0)") }
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)

    try await harness.expect(.push(.askAge))
    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    #expect(!events.contains { $0.hasPrefix("kept a link") })
    // Announced, naming the screen it answered and the flow.
    let askName = try #require(harness.router.path.first).id
    #expect(
      events.contains(
        "answered \(askName) of flow \"name or link\" with the link to \(Self.toTerms)"))
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "from a link, 36")
    // Taken as the answer, the link never opens: the ending leaves the root alone.
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
    observation.cancel()
  }

  @Test func aLinkTheStageDoesNotTakeGoesToThePolicy() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toWelcome)

    #expect(harness.router.path.map(\.route) == [.askName])
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.welcome))
    #expect(try await harness.output() == "Ada, 36")
    // Kept, it opened once the flow ended.
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkTheStageTakesAnswersItEvenWhenThePolicyEndsTheFlow() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .endFlowAndOpen), root: .home)
    try await harness.expect(.push(.askName))

    try harness.router.open(Self.toTerms)

    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "from a link, 7")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func onlyTheStageThatAwaitsTakesLinks() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))

    // The name was answered: the link is the policy's, kept until the flow ends.
    try harness.router.open(Self.toTerms)

    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))
    #expect(try await harness.output() == "Ada, 36")
    #expect(harness.router.path.map(\.route) == [.terms])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func afterBackTheStageAwaitsAgainAndALinkAnswersIt() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))

    try harness.tapBack()
    // Sent as the person's next action, the link waits until the flow is back at the name.
    try harness.sendLink(Self.toTerms)

    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "from a link, 36")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkDoesNotAnswerAStageCoveredByAnotherScreen() async throws {
    let flow = Flow<FlowRoute, String>("covered", ending: .unwindToStart) { flow in
      try await flow.push(.askName, returning: String.self) { _ in "from a link" }
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.askName))
    try harness.router.present(.terms, style: .sheet, dismissButton: nil)
    try await harness.expect(.present(.terms))

    try harness.router.open(Self.toWelcome)

    // Not the answer: kept by the default policy, and the screen still awaits the person.
    #expect(harness.router.awaitingResults == 1)
    try harness.swipeAway()
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.welcome))
    #expect(try await harness.output() == "Ada")
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkTheTreeRefusesIsARefusedActionThatChangesNothing() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "Ada, 36")

    let error = #expect(throws: FlowHarnessError.self) {
      try harness.sendLink(LinkDestination(hierarchy: "inbox", stack: [.terms]))
    }

    // No flow runs to take it, and the tree has no such tab.
    #expect(error?.description.contains("send the link tab inbox › push terms") == true)
    #expect(harness.router.path.isEmpty)
  }

  @Test func aSentLinkPrintsAsTheHarnessCallThatSendsIt() {
    // A link of an app's routes prints as its parts; one of a flow spec's, as Swift that
    // builds it (see the spec explorer's tests).
    #expect(FlowAnswer.sendLink(Self.toTerms).description == "sendLink(push terms)")
  }

  @Test func aSheetStageTakesALinkToo() async throws {
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, as: .sheet, returning: Int.self) { link in
        link.topRoute == .terms ? 18 : nil
      }
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.present(.askAge))

    try harness.sendLink(Self.toTerms)

    try await harness.expect(.dismiss(.askAge))
    #expect(try await harness.output() == 18)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aSubflowsStageTakesALink() async throws {
    let name = Flow<FlowRoute, String>("name", ending: .unwindToStart) { flow in
      try await flow.push(.askName, returning: String.self) { _ in "from a link" }
    }
    let outer = Flow<FlowRoute, String>("outer", ending: .unwindToStart) { flow in
      try await flow.push(.welcome)
      return try await flow.run(name)
    }
    let harness = FlowHarness(outer, root: .home)
    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askName))

    try harness.sendLink(Self.toTerms)

    try await harness.expect(.pop(.askName))
    try await harness.expect(.pop(.welcome))
    #expect(try await harness.output() == "from a link")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkDoesNotAnswerAStageUnderAnAlert() async throws {
    let harness = FlowHarness(Self.askNameOrLink(links: .keepUntilFlowEnds), root: .home)
    try await harness.expect(.push(.askName))
    _ = try harness.router.showAlert(title: "Offline", buttons: [AlertButton("OK")])
    try await harness.expect(.alert("Offline"))

    try harness.router.open(Self.toTerms)

    // Kept: the alert covers the name, which still awaits the person.
    #expect(harness.router.path.map(\.route) == [.askName])
    try harness.tapAlertButton("OK")
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))
    try await harness.expect(.push(.terms))
    #expect(try await harness.output() == "Ada, 36")
  }

  @Test func aStageOfAnEarlierFlowTakesALinkBeforeTheLatestFlowsPolicy() async throws {
    let tabs = try TabRouter<String, FlowRoute>(tabs: ["a", "b"]) { _ in .home }
    let (a, b) = (try #require(tabs["a"]), try #require(tabs["b"]))
    let first = Task { try await a.run(Self.askNameOrLink(links: .keepUntilFlowEnds)) }
    #expect(await yieldUntil { a.awaitingResults == 1 })
    let later = Flow<FlowRoute, Int>("later", ending: .unwindToStart, links: .endFlowAndOpen) {
      flow in try await flow.push(.askAge, returning: Int.self)
    }
    let second = Task { try await b.run(later) }
    #expect(await yieldUntil { b.path.count == 1 && a.awaitingResults == 2 })

    // The first flow's stage takes it: the later flow's policy, to end for a link, never hears.
    try b.open(Self.toTerms)

    #expect(await yieldUntil { a.path.count == 2 })
    #expect(a.path.map(\.route) == [.askName, .askAge])
    #expect(b.path.map(\.route) == [.askAge])
    first.cancel()
    second.cancel()
    _ = try? await first.value
    _ = try? await second.value
  }
}
