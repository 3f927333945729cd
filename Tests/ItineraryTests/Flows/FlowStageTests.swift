import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows as a person lives them: answered stages stay on the stack, Back goes one stage back to
/// a screen that is still there and awaits it again, leaving the first stage is the person
/// leaving, and a body that does not replay the same way is told by a typed error. Every test
/// ends with no caller waiting.
@MainActor
@Suite("Flow stages")
struct FlowStageTests {
  /// Three pushed stages: a name, an email, a password; returns them joined.
  static let signUp = Flow<FlowRoute, String>("sign up", ending: .unwindToStart) { flow in
    let name = try await flow.push(.askName, returning: String.self)
    let email = try await flow.push(.welcome, returning: String.self)
    let password = try await flow.push(.terms, returning: String.self)
    return [name, email, password].joined(separator: " ")
  }

  static let stages: [FlowRoute] = [.askName, .welcome, .terms]

  // MARK: Stages stay

  @Test func eachAnsweredStageStaysUnderTheNext() async throws {
    let harness = FlowHarness(Self.signUp, root: .home)
    let answers = ["Ada", "ada@example.com", "secret"]

    for (index, stage) in Self.stages.enumerated() {
      try await harness.expect(.push(stage))
      // The stack after each answer: every stage so far, the one awaited on top.
      #expect(harness.router.path.map(\.route) == Array(Self.stages[...index]), "stage \(index)")
      try harness.respond(with: answers[index])
    }
    // The ending removes the stages, top first.
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == "Ada ada@example.com secret")
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aStageAnsweredWithLeavesIsPoppedAndBackSkipsIt() async throws {
    let flow = Flow<FlowRoute, String>("with loading", ending: .keepScreens) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let checked = try await flow.push(.welcome, returning: String.self, answered: .leaves)
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(name) \(checked) \(age)"
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.welcome))
    try harness.respond(with: "checked")
    try await harness.expect(.push(.askAge))
    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    try harness.tapBack()
    // Back from the age returns to the name: the loading step left when it was answered.
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.welcome))
    try harness.respond(with: "checked again")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "Bo checked again 7")
    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Back is one stage back

  @Test(arguments: 1..<3)
  func backFromAStageAwaitsTheOneBeforeAgainWithoutPushingIt(stage: Int) async throws {
    let harness = FlowHarness(Self.signUp, root: .home)
    let answers = ["Ada", "ada@example.com", "secret"]
    for index in 0..<stage {
      try await harness.expect(.push(Self.stages[index]))
      try harness.respond(with: answers[index])
    }
    try await harness.expect(.push(Self.stages[stage]))

    try harness.tapBack()
    // The stage before is on top and awaits its answer again; the flow pushed nothing: an
    // exhaustive harness would fail on a push it did not expect.
    try harness.respond(with: "again")
    #expect(harness.router.path.map(\.route) == Array(Self.stages[..<stage]))
    for index in stage..<Self.stages.count {
      try await harness.expect(.push(Self.stages[index]))
      try harness.respond(with: answers[index])
    }
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.welcome))
    try await harness.expect(.pop(.askName))

    var expected = answers
    expected[stage - 1] = "again"
    #expect(try await harness.output() == expected.joined(separator: " "))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backFromTheFirstStageIsThePersonLeavingAndUnwinds() async throws {
    let flow = Flow<FlowRoute, String>("welcome, then name", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return try await flow.push(.askName, returning: String.self)
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askName))
    try harness.tapBack()
    try await harness.expect(.pop(.welcome))

    await #expect(throws: FlowError.personLeft(flow: "welcome, then name")) {
      try await harness.output()
    }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func swipingASheetStageAwayGoesBackToThePushedStageBelow() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    try harness.swipeAway()
    #expect(harness.router.path.map(\.route) == [.askName])
    #expect(harness.router.child == nil)
    try harness.respond(with: "Bo")
    try await harness.expect(.present(.askAge))
    try harness.respond(with: 7)
    try await harness.expect(.push(.confirm(name: "Bo", age: 7)))
    try harness.respond(with: true)
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Bo", age: 7))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backFromASubflowsFirstStageGoesToTheParentsStageBeforeIt() async throws {
    let askAge = Flow<FlowRoute, Int>("ask age", ending: .unwindToStart) { flow in
      try await flow.push(.terms)
      return try await flow.push(.askAge, returning: Int.self)
    }
    let profile = Flow<FlowRoute, Profile>("profile", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      return Profile(name: name, age: try await flow.run(askAge))
    }
    let harness = FlowHarness(profile, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.terms))
    try await harness.expect(.push(.askAge))
    try harness.tapBack()
    // One stage back is the parent's name: the sub-flow's screen without an answer goes too.
    try await harness.expect(.pop(.terms))
    #expect(harness.router.path.map(\.route) == [.askName])
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.terms))
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.terms))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Bo", age: 7))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backWithinASubflowStaysInIt() async throws {
    let pair = Flow<FlowRoute, String>("pair", ending: .keepScreens) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(name) \(age)"
    }
    let outer = Flow<FlowRoute, String>("outer", ending: .keepScreens) { flow in
      let greeting = try await flow.push(.welcome, returning: String.self)
      return "\(greeting) \(try await flow.run(pair))"
    }
    let harness = FlowHarness(outer, root: .home)

    try await harness.expect(.push(.welcome))
    try harness.respond(with: "Hi")
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.tapBack()
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "Hi Bo 7")
    #expect(harness.router.path.map(\.route) == [.welcome, .askName, .askAge])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowThatCatchesTheDismissalHandlesBackItself() async throws {
    let flow = Flow<FlowRoute, String>("name or default", ending: .keepScreens) { flow in
      let greeting = try await flow.push(.welcome, returning: String.self)
      do {
        return greeting + " " + (try await flow.push(.askName, returning: String.self))
      } catch NavigationError.dismissedWithoutResult {
        return greeting + " nobody"
      }
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.welcome))
    try harness.respond(with: "Hi")
    try await harness.expect(.push(.askName))
    try harness.tapBack()

    #expect(try await harness.output() == "Hi nobody")
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Going back by the flow's choice

  /// Asks a name and an age, then a confirmation; declined, goes back to the name.
  static let editable = Flow<FlowRoute, Profile>("editable", ending: .unwindToStart) { flow in
    let name = try await flow.push(.askName, returning: String.self)
    let nameScreen = flow.lastAnsweredScreen
    let age = try await flow.push(.askAge, returning: Int.self)
    guard try await flow.push(.confirm(name: name, age: age), returning: Bool.self) else {
      if let nameScreen { try await flow.goBack(to: nameScreen) }
      throw Declined()
    }
    return Profile(name: name, age: age)
  }

  @Test func goingBackToAnEarlierStageRemovesTheScreensAboveItAndAwaitsItAgain() async throws {
    let harness = FlowHarness(Self.editable, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: false)
    try await harness.expect(.pop(.confirm(name: "Ada", age: 36)))
    try await harness.expect(.pop(.askAge))
    #expect(harness.router.path.map(\.route) == [.askName])
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)
    try await harness.expect(.push(.confirm(name: "Bo", age: 7)))
    try harness.respond(with: true)
    try await harness.expect(.pop(.confirm(name: "Bo", age: 7)))
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Bo", age: 7))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func goingBackToAScreenThatIsNoStageIsRefusedAndChangesNothing() async throws {
    let flow = Flow<FlowRoute, String>("stray", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      let welcome = flow.deepestRouter.state.current.id
      let name = try await flow.push(.askName, returning: String.self)
      do {
        try await flow.goBack(to: welcome)
      } catch NavigationError.unknownEntry(welcome) {
        return name
      }
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")

    #expect(try await harness.output() == "Ada")
    #expect(harness.router.path.map(\.route) == [.welcome, .askName])
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Replay

  @Test func workDoneOnceIsNotDoneAgainWhenTheFlowGoesBack() async throws {
    let calls = Counter()
    let flow = Flow<FlowRoute, String>("once", ending: .keepScreens) { flow in
      let token = try await flow.once("sign in") {
        calls.count += 1; return "token"
      }
      let name = try await flow.push(.askName, returning: String.self)
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(token) \(name) \(age)"
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.tapBack()
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "token Bo 7")
    #expect(calls.count == 1)
  }

  @Test func aFlowThatDoesNotReplayTheSameWayEndsWithATypedErrorNamingTheStep() async throws {
    let passes = Counter()
    let flow = Flow<FlowRoute, String>("moody", ending: .unwindToStart) { flow in
      passes.count += 1
      // Decides on something other than its steps' results: the second pass differs.
      let first: FlowRoute = passes.count == 1 ? .askName : .welcome
      let name = try await flow.push(first, returning: String.self)
      return try await name + flow.push(.askAge, returning: Int.self).description
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.tapBack()
    try await harness.expect(.pop(.askName))

    await #expect(
      throws: FlowError.replayDiverged(
        flow: "moody", step: 1, expected: "push(askName)", found: "push(welcome)")
    ) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func theDivergenceSaysWhatToDo() {
    let error = FlowError.replayDiverged(
      flow: "moody", step: 1, expected: "push(askName)", found: "push(welcome)")

    #expect(
      error.description
        == "Flow \"moody\" did not replay the same way: step 1 was push(askName) the first "
        + "time and is push(welcome) now. A flow must decide only on what its steps return; "
        + "run work outside navigation through `once`.")
  }
}
