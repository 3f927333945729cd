/// A state of an exploration by states: its number in the ``FlowStateGraph`` (an index of
/// ``FlowStateGraph/states``), with the machine's words for it
/// (``FlowStateMachine/describe(_:)``).
///
/// ```swift
/// if case .trap(let state) = exploration.problems.first {
///   let trapped = exploration.graph.states[state.number]
/// }
/// ```
public struct FlowStateReference: Hashable, Sendable, CustomStringConvertible {
  /// The state's number in the graph explored.
  public let number: Int
  /// The state in the machine's words.
  public let description: String

  /// The state numbered `number`, described as `description`.
  public init(number: Int, description: String) {
    self.number = number
    self.description = description
  }
}
