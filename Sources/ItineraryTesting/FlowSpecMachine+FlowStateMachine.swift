import Itinerary
import ItineraryFlowSpecs

extension FlowSpecMachine: FlowStateMachine {
  /// The spec's name.
  public var name: String { spec.name }

  /// The spec's stages, by name.
  public var stages: [String] { spec.stages.map(\.name) }

  /// The spec's ends, by name.
  public var ends: [String] { spec.ends.map(\.name) }

  /// The spec's first state, as the explorer takes it.
  public func firstStep() -> FlowStateStep<FlowSpecState> {
    Self.stateStep(start())
  }

  /// The moves of `state` as the answers a `FlowHarness` gives.
  public func actions(at state: FlowSpecState) -> [FlowAnswer] {
    moves(at: state).map(FlowAnswer.init)
  }

  /// Where the move at `index` leads, as the explorer takes it.
  public func transition(from state: FlowSpecState, taking index: Int) -> FlowStateStep<
    FlowSpecState
  > {
    guard let step = step(from: state, taking: index) else {
      return .failed("no move \(index) in state \(describe(state))")
    }
    return Self.stateStep(step)
  }

  private static func stateStep(_ step: FlowSpecStep) -> FlowStateStep<FlowSpecState> {
    switch step {
    case .waiting(let state): .waiting(state)
    case .ended(let outcome): .ended(outcome.end)
    case .threw(let error):
      if case .neverWaits = error {
        .endless(error.description)
      } else {
        .failed(error.description)
      }
    }
  }
}

extension FlowAnswer {
  /// The answer that makes `move` on a spec's screen: respond with the answer, Back on a
  /// pushed screen, a swipe or the dismiss button otherwise, a tap on a guard's button, a
  /// link to the route a stage's link names, a relaunch.
  public init(_ move: FlowSpecMove) {
    switch move {
    case .answer(let answer): self = .respond(answer)
    case .leave(.push): self = .tapBack
    case .leave(.sheet), .leave(.cover): self = .swipeAway
    case .confirmLeave(let button), .stay(let button): self = .tapAlertButton(button)
    case .link(let route): self = .sendLink(LinkDestination<FlowSpecRoute>.opening(route: route))
    case .relaunch: self = .relaunch
    }
  }

  /// The Swift that builds `link` in a test: `.opening(route: "resetLink")` for the link to a
  /// spec route, its reflection otherwise.
  static func source(ofLink link: any Sendable) -> String {
    if let link = link as? LinkDestination<FlowSpecRoute>,
      case .screen(let screen)? = link.topRoute,
      link == .opening(route: screen.route)
    {
      return ".opening(route: \(String(reflecting: screen.route)))"
    }
    return String(reflecting: link)
  }
}
