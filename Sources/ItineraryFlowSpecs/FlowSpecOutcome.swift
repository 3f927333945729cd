/// How a flow spec ended: the end's name and its output, the value a flow built from a spec
/// returns.
///
/// ```swift
/// let outcome = try await router.run(checkout.flow(in: library))
/// if outcome.end == "paid" {
///   showReceipt(try JSONDecoder().decode(Receipt.self, from: Data(outcome.output.utf8)))
/// }
/// ```
public struct FlowSpecOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The name of the end the flow reached: `"paid"`.
  public var end: String
  /// The end's output, as compact JSON text: `{"status":"paid"}`, `null` when the end has none.
  public var output: String

  /// Creates an outcome.
  public init(end: String, output: String) {
    self.end = end
    self.output = output
  }

  /// `paid → {"status":"paid"}`.
  public var description: String { "\(end) → \(output)" }
}
