/// A flow spec as a state type and a transition function: the states it waits for the person
/// in, the moves the person has in each, and where each move leads, worked out without
/// running anything.
///
/// It follows the runner of ``FlowSpec/flow(in:route:routeName:)`` step for step: an answer,
/// or a link the stage lists, leads to its stage or end, a stage reached again rewinds the
/// history to it, leaving a stage goes back to the screen stage before it (past the sub-flow
/// stages whose flows ended) or reaches the `abandon` end, a sub-flow stage runs its flow and maps the end it reaches, a sub-flow
/// left at its first stage leaves the stage that runs it, and leaving a guarded stage first
/// asks the person, who confirms (and leaves) or stays.
/// An explorer visits each ``FlowSpecState`` once, so that a flow with loops is explored
/// completely; see <doc:ExploringByStates>.
///
/// ```swift
/// let machine = FlowSpecMachine(checkout, library: library)
/// guard case .waiting(let first) = machine.start() else { return }
/// machine.moves(at: first)            // [answer "checkout", Back]
/// machine.step(from: first, taking: 0) // .waiting(the address sheet)
/// ```
public struct FlowSpecMachine: Sendable {
  /// One answer of a stage and where it leads.
  enum Target: Sendable {
    case stage(Int)
    case end(Int)
    case unknown(String)
  }

  /// What a stage does, with its sub-flow found in the machine.
  enum Kind: Sendable {
    case screen
    case subflow(name: String, flow: Int?)
  }

  /// A stage as the machine reads it. A class, as ``Flow`` is: every step reads its stage, and
  /// a copy of a structure would retain each of its fields, where this retains one object
  /// (`explorer.states@1000` and `@10000` took 0.78× and 0.81× the time of the structures in
  /// one local run).
  final class Stage: Sendable {
    let name: String
    let kind: Kind
    let answers: [(answer: String, target: Target)]
    /// The routes of the links that answer it, with their answers.
    let links: [FlowSpecLinkAnswer]
    let moves: [FlowSpecMove]
    /// What the stage asks before the person leaves it.
    let leaveGuard: FlowSpecLeaveGuard?

    init(
      name: String, kind: Kind, answers: [(answer: String, target: Target)],
      links: [FlowSpecLinkAnswer], moves: [FlowSpecMove], leaveGuard: FlowSpecLeaveGuard?
    ) {
      self.name = name
      self.kind = kind
      self.answers = answers
      self.links = links
      self.moves = moves
      self.leaveGuard = leaveGuard
    }

    /// Where `answer` leads: its first mention, as the runner takes it.
    func target(of answer: String) -> Target? {
      answers.first { $0.answer == answer }?.target
    }
  }

  /// A flow as the machine reads it: its stages and ends, with its start and `abandon` found.
  final class Flow: Sendable {
    let name: String
    let start: Target?
    let abandon: Target?
    let stages: [Stage]
    let ends: [FlowSpecEnd]

    init(name: String, start: Target?, abandon: Target?, stages: [Stage], ends: [FlowSpecEnd]) {
      self.name = name
      self.start = start
      self.abandon = abandon
      self.stages = stages
      self.ends = ends
    }
  }

  /// What the innermost flow does next while the machine settles.
  private enum Pending {
    case enter(Target)
    case leave
  }

  /// The spec explored.
  public let spec: FlowSpec
  /// The spec, then the library's specs, by index.
  private let flows: [Flow]
  /// The most steps a move may take before the flow waits again; more means it never will.
  private let settleLimit: Int
  /// Whether the person can relaunch the app in every state.
  public let relaunches: Bool

  /// Creates the machine of `spec`, whose sub-flow stages run specs of `library`.
  ///
  /// - Parameters:
  ///   - spec: The spec explored.
  ///   - library: The specs its sub-flow stages run.
  ///   - relaunches: Whether the person can close the app and open it again in every state,
  ///     ``FlowSpecMove/relaunch``; `true` by default. Pass `false` to explore only what the
  ///     screens offer, or to replay under the model of SwiftUI's rules, which is not
  ///     relaunched.
  public init(_ spec: FlowSpec, library: FlowSpecLibrary, relaunches: Bool = true) {
    self.spec = spec
    self.relaunches = relaunches
    var indexByName: [String: Int] = [:]
    for (index, subspec) in library.specs.enumerated() where indexByName[subspec.name] == nil {
      indexByName[subspec.name] = index + 1
    }
    flows = ([spec] + library.specs).map { Self.flow(of: $0, flowIndexByName: indexByName) }
    let stageCount = flows.reduce(0) { $0 + $1.stages.count }
    settleLimit = 16 + 2 * stageCount * (flows.count + 1)
  }

  private static func flow(of spec: FlowSpec, flowIndexByName: [String: Int]) -> Flow {
    var targets: [String: Target] = [:]
    for end in spec.ends.indices.reversed() { targets[spec.ends[end].name] = .end(end) }
    for stage in spec.stages.indices.reversed() { targets[spec.stages[stage].name] = .stage(stage) }
    func target(_ name: String) -> Target { targets[name] ?? .unknown(name) }
    let stages = spec.stages.map { stage in
      let kind: Kind
      let moves: [FlowSpecMove]
      switch stage.kind {
      case .screen(_, _, let style):
        kind = .screen
        moves =
          stage.answers.map { .answer($0.answer) } + stage.links.map { .link($0.route) }
          + (stage.isDismissible ? [.leave(style)] : [])
      case .subflow(let name):
        kind = .subflow(name: name, flow: flowIndexByName[name])
        moves = []
      }
      return Stage(
        name: stage.name, kind: kind,
        answers: stage.answers.map { ($0.answer, target($0.next)) }, links: stage.links,
        moves: moves,
        leaveGuard: stage.leaveGuard)
    }
    return Flow(
      name: spec.name, start: spec.start.map(target), abandon: spec.abandon.map(target),
      stages: stages, ends: spec.ends)
  }

  /// What the person can do on `screen`, in order: each answer, then leaving it when it is
  /// dismissible.
  public static func moves(on screen: FlowSpecScreen) -> [FlowSpecMove] {
    screen.answers.map { .answer($0) } + (screen.isDismissible ? [.leave(screen.style)] : [])
  }

  /// Where the flow first waits, or how it ends before it does.
  public func start() -> FlowSpecStep {
    guard let start = flows[0].start else { return .threw(.missingStart(flow: spec.name)) }
    var frames = [FlowSpecState.Frame(flow: 0, history: StageHistory())]
    return settle(&frames, .enter(start))
  }

  /// What the person can do in `state`: the answers of the screen it waits on, the links its
  /// stage lists and leaving, or, while its guard asks, the guard's buttons; then relaunching
  /// the app when the machine ``relaunches``, as ``FlowSpecMove`` orders them.
  public func moves(at state: FlowSpecState) -> [FlowSpecMove] {
    guard let stage = current(state) else { return [] }
    guard state.isConfirmingLeave, let leaveGuard = stage.leaveGuard else {
      // The stage's own list, shared, unless a relaunch follows: appending an empty list
      // made a new one for every state explored (`explorer.states@1000`).
      return relaunches ? stage.moves + [.relaunch] : stage.moves
    }
    let asked: [FlowSpecMove] = [.confirmLeave(leaveGuard.leave), .stay(leaveGuard.stay)]
    return relaunches ? asked + [.relaunch] : asked
  }

  /// The move at `index` of ``moves(at:)`` in `state`, whose stage is `stage`, without making
  /// the list: a state's every move is taken once in an exploration (`explorer.states@1000`).
  private func move(at index: Int, of stage: Stage, in state: FlowSpecState) -> FlowSpecMove? {
    let count: Int
    if state.isConfirmingLeave, let leaveGuard = stage.leaveGuard {
      switch index {
      case 0: return .confirmLeave(leaveGuard.leave)
      case 1: return .stay(leaveGuard.stay)
      default: count = 2
      }
    } else {
      if stage.moves.indices.contains(index) { return stage.moves[index] }
      count = stage.moves.count
    }
    return relaunches && index == count ? .relaunch : nil
  }

  /// Where taking the move at `index` of ``moves(at:)`` leads from `state`; `nil` when there
  /// is no such move.
  public func step(from state: FlowSpecState, taking index: Int) -> FlowSpecStep? {
    guard let stage = current(state), let move = move(at: index, of: stage, in: state) else {
      return nil
    }
    var frames = state.frames
    switch move {
    case .answer(let answer):
      guard let target = stage.target(of: answer) else { return nil }
      return settle(&frames, .enter(target))
    case .link(let route):
      guard let answer = stage.links.first(where: { $0.route == route })?.answer else {
        return nil
      }
      // A spec built in code may map a link to an answer the stage lacks: the runner throws.
      guard let target = stage.target(of: answer) else {
        let flow = flows[frames[frames.count - 1].flow].name
        return .threw(.unknownAnswer(answer, stage: stage.name, flow: flow))
      }
      return settle(&frames, .enter(target))
    case .leave where stage.leaveGuard != nil:
      return .waiting(FlowSpecState(frames: frames, isConfirmingLeave: true))
    case .leave, .confirmLeave:
      return settle(&frames, .leave)
    case .stay, .relaunch:
      // The stages shown are saved and restored; a guard's question is not.
      return .waiting(FlowSpecState(frames: frames))
    }
  }

  /// The name of the spec's own stage in `state`: the sub-flow stage while a sub-flow runs.
  public func stage(of state: FlowSpecState) -> String {
    guard let frame = state.frames.first, let stage = frame.history.last else { return "" }
    return flows[frame.flow].stages[stage].name
  }

  /// The state in words, each flow's stages oldest first and the sub-flows after `›`:
  /// `signIn, reset › password-reset: email, code`.
  public func describe(_ state: FlowSpecState) -> String {
    state.frames.enumerated().map { position, frame in
      let flow = flows[frame.flow]
      let stages = frame.history.stages.map { flow.stages[$0].name }.joined(separator: ", ")
      return position == 0 ? stages : "\(flow.name): \(stages)"
    }.joined(separator: " › ") + (state.isConfirmingLeave ? " (asked to leave)" : "")
  }

  /// The stage the innermost flow of `state` waits on.
  private func current(_ state: FlowSpecState) -> Stage? {
    guard let frame = state.frames.last, let stage = frame.history.last else { return nil }
    return flows[frame.flow].stages[stage]
  }

  /// Moves the flows of `frames` as the runner does from `pending` until the innermost waits
  /// on a screen, the spec ends or throws.
  private func settle(
    _ frames: inout [FlowSpecState.Frame], _ start: Pending
  ) -> FlowSpecStep {
    var pending = start
    for _ in 0..<settleLimit {
      let top = frames.count - 1
      let flow = flows[frames[top].flow]
      switch pending {
      case .enter(.stage(let stage)):
        frames[top].history.enter(stage)
        guard case .subflow(let name, let child) = flow.stages[stage].kind else {
          return .waiting(FlowSpecState(frames: frames))
        }
        guard let child else { return .threw(.unknownFlow(name)) }
        let chain = frames.map { flows[$0.flow].name }
        guard !chain.contains(flows[child].name) else {
          return .threw(.subflowCycle(chain + [flows[child].name]))
        }
        guard let start = flows[child].start else {
          return .threw(.missingStart(flow: flows[child].name))
        }
        frames.append(FlowSpecState.Frame(flow: child, history: StageHistory()))
        pending = .enter(start)
      case .enter(.end(let index)):
        let end = flow.ends[index]
        guard top > 0, let stage = frames[top - 1].history.last else {
          return .ended(FlowSpecOutcome(end: end.name, output: end.output))
        }
        frames.removeLast()
        let parent = flows[frames[top - 1].flow]
        guard let target = parent.stages[stage].target(of: end.name) else {
          return .threw(.unmappedEnd(end.name, stage: parent.stages[stage].name, flow: parent.name))
        }
        pending = .enter(target)
      case .enter(.unknown(let name)):
        return .threw(.unknownTarget(name, flow: flow.name))
      case .leave:
        // The stage left, and the sub-flow stages before it, whose flows ended and left no
        // screen: Back returns to the last stage on screen.
        frames[top].history.removeLast()
        while let last = frames[top].history.last, case .subflow = flow.stages[last].kind {
          frames[top].history.removeLast()
        }
        if let previous = frames[top].history.last {
          pending = .enter(.stage(previous))
        } else if let abandon = flow.abandon {
          pending = .enter(abandon)
        } else if top > 0 {
          frames.removeLast()
        } else {
          return .threw(.abandoned(flow: flow.name))
        }
      }
    }
    let frame = frames[frames.count - 1]
    let flow = flows[frame.flow]
    return .threw(
      .neverWaits(flow: flow.name, stage: frame.history.last.map { flow.stages[$0].name } ?? ""))
  }
}
