/// How a flow spec ended: the end's name and its output, the value a flow built from a spec
/// returns.
///
/// ```swift
/// let outcome = try await router.run(checkout.flow(in: library))
/// if outcome.end == "paid" { showReceipt(outcome.output["order"]) }
/// ```
public struct FlowSpecOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The name of the end the flow reached: `"paid"`.
  public var end: String
  /// The end's output, as the file gives it.
  public var output: JSONValue

  /// Creates an outcome.
  public init(end: String, output: JSONValue) {
    self.end = end
    self.output = output
  }

  /// `paid → {"status":"paid"}`.
  public var description: String { "\(end) → \(output)" }
}
