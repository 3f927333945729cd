/// The states of a ``FlowStateMachine`` reachable from its start and the transitions between
/// them, explored breadth first, each state once, with no bound on depth.
///
/// States are numbered in the order found, so a state's number never comes before that of a
/// state nearer the start, and the path that found each state first is a shortest one:
/// ``path(to:)`` gives it. A run stopped at the state limit leaves the states found but not
/// explored at the end of ``states``, from ``exploredCount`` on.
public struct FlowStateGraph<State: Hashable & Sendable>: Sendable {
  /// One action of the person in a state, and where it leads.
  public struct Transition: Sendable {
    /// The action, as a `FlowHarness` gives it.
    public let action: FlowAnswer
    /// Where it leads.
    public let target: FlowStateTarget

    @usableFromInline
    init(action: FlowAnswer, target: FlowStateTarget) {
      self.action = action
      self.target = target
    }
  }

  /// Where the flow first waits (state 0), or how it ends before it does.
  public let start: FlowStateTarget
  /// The states found, nearest the start first.
  public let states: [State]
  /// The transitions out of each state, in the order of its actions; none for a state not
  /// explored.
  public let transitions: [[Transition]]
  /// How many states were explored; the rest were found when the state limit stopped the run.
  public let exploredCount: Int
  /// For each state but the start, the state and the action that first led to it.
  @usableFromInline let parents: [(state: Int, action: Int)]

  /// Explores `machine` from its start, breadth first, exploring at most `maxStates` states.
  // Inlinable for `explorer.states@1000` and `explorer.states@10000`: specialised for the
  // machine where it is explored, a state's steps look up no metadata.
  @inlinable
  public init<Machine: FlowStateMachine>(
    exploring machine: Machine, maxStates: Int
  ) where Machine.State == State {
    var states: [State] = []
    var numbers = StateNumbers<State>()
    var parents: [(state: Int, action: Int)] = []
    var transitions: [[Transition]] = []
    func target(of step: FlowStateStep<State>, from parent: (state: Int, action: Int))
      -> FlowStateTarget
    {
      switch step {
      case .waiting(let state):
        let hash = state.hashValue
        if let number = numbers.number(of: state, hash: hash, in: states) { return .state(number) }
        numbers.insert(states.count, hash: hash)
        states.append(state)
        parents.append(parent)
        return .state(states.count - 1)
      case .ended(let end): return .end(end)
      case .failed(let reason): return .failure(reason)
      case .endless(let reason): return .endless(reason)
      }
    }
    start = target(of: machine.firstStep(), from: (-1, -1))
    while transitions.count < states.count && transitions.count < maxStates {
      let number = transitions.count
      let state = states[number]
      // A loop over the indices rather than a map of `enumerated()`, which grew the array
      // as it went and destroyed each pair through its tuple's metadata
      // (`explorer.states@1000`).
      let actions = machine.actions(at: state)
      var outgoing: [Transition] = []
      outgoing.reserveCapacity(actions.count)
      for index in actions.indices {
        let step = machine.transition(from: state, taking: index)
        outgoing.append(
          Transition(action: actions[index], target: target(of: step, from: (number, index))))
      }
      transitions.append(outgoing)
    }
    exploredCount = transitions.count
    transitions += Array(repeating: [], count: states.count - exploredCount)
    self.states = states
    self.transitions = transitions
    self.parents = parents
  }

  /// How many states were found but not explored.
  public var unexploredCount: Int { states.count - exploredCount }

  /// How many transitions were explored.
  public var transitionCount: Int { transitions.reduce(0) { $0 + $1.count } }

  /// The actions of a shortest path from the start to the state numbered `state`, as the
  /// indices of each state's actions.
  public func path(to state: Int) -> [Int] {
    var path: [Int] = []
    var number = state
    while number > 0 {
      path.append(parents[number].action)
      number = parents[number].state
    }
    return path.reversed()
  }

  /// Whether each state can still reach an end: a state found but not explored counts as
  /// able to, since nothing is known against it.
  public var canFinish: [Bool] {
    var incoming = [[Int]](repeating: [], count: states.count)
    var canFinish = [Bool](repeating: false, count: states.count)
    var pending: [Int] = []
    for (number, outgoing) in transitions.enumerated() {
      for transition in outgoing {
        switch transition.target {
        case .state(let next): incoming[next].append(number)
        case .end:
          if !canFinish[number] {
            canFinish[number] = true
            pending.append(number)
          }
        case .failure, .endless: break
        }
      }
    }
    for number in exploredCount..<states.count {
      canFinish[number] = true
      pending.append(number)
    }
    while let number = pending.popLast() {
      for previous in incoming[number] where !canFinish[previous] {
        canFinish[previous] = true
        pending.append(previous)
      }
    }
    return canFinish
  }
}
