/// A flow that says what its state is: the states it waits for the person in, what the person
/// can do in each, and where each action leads. ``FlowExplorer/exploreStates(of:maxStates:replayingTransitions:)``
/// visits each state once, so that a flow with loops is explored completely.
///
/// Conform a flow written as a state type and a transition function; a flow spec's
/// `FlowSpecMachine` already conforms. Merging two runs that reach equal states is sound only
/// when the state holds everything that decides the flow's future: the navigation tree, the
/// screen awaited, and every value the flow's branches read later. The article "Testing flows
/// with the harness and the explorer" says when that holds.
///
/// ```swift
/// struct Counter: FlowStateMachine {
///   let name = "counter"
///   let stages = ["count"]
///   let ends = ["done"]
///   func firstStep() -> FlowStateStep<Int> { .waiting(0) }
///   func actions(at state: Int) -> [FlowAnswer] { [.respond("more"), .respond("done")] }
///   func transition(from state: Int, taking action: Int) -> FlowStateStep<Int> {
///     action == 1 ? .ended("done") : .waiting((state + 1) % 3)
///   }
///   func stage(of state: Int) -> String { "count" }
///   func describe(_ state: Int) -> String { "count \(state)" }
/// }
/// ```
public protocol FlowStateMachine {
  /// What decides the flow's future at a point where it waits for the person.
  associatedtype State: Hashable & Sendable

  /// The flow's name, for reports.
  var name: String { get }
  /// Every stage the flow has, each to be reached in some state.
  var stages: [String] { get }
  /// Every end the flow has, each to be reached.
  var ends: [String] { get }
  /// Where the flow first waits, or how it ends before it does.
  func firstStep() -> FlowStateStep<State>
  /// What the person can do in `state`, in order: the answers a `FlowHarness` gives to move
  /// the real flow the same way. ``FlowAnswer/relaunch`` among them is replayed as
  /// ``FlowHarness/relaunch()`` does, headless.
  func actions(at state: State) -> [FlowAnswer]
  /// Where the action at `index` of ``actions(at:)`` leads from `state`.
  func transition(from state: State, taking index: Int) -> FlowStateStep<State>
  /// The stage the flow is at in `state`, one of ``stages``.
  func stage(of state: State) -> String
  /// The state in words, for reports and pictures.
  func describe(_ state: State) -> String
}
