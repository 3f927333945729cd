/// One way a flow spec ends: a name, the output the flow returns, and optionally the module
/// to swap to (the classic ending of an onboarding flow) with the tab it shows selected.
///
/// ```json
/// { "name": "done", "output": { "plan": "pro" }, "swapModule": "main", "tab": "home" }
/// ```
public struct FlowSpecEnd: Hashable, Sendable {
  /// The end's name, unique among the spec's stages and ends: `"done"`.
  public var name: String
  /// What the flow returns when it ends here, as compact JSON text (`{"plan":"pro"}`); `null`
  /// when the file gives none.
  public var output: String
  /// The id of the module to swap to when the flow ends here, if any.
  public var swapModule: String?
  /// The tab the module swapped to shows selected, for a module with tabs; `nil` for its
  /// first. Only with ``swapModule``.
  public var tab: String?
  /// Where the end is in its file; `nil` for a spec built in code.
  public var position: SourcePosition?

  /// Creates an end.
  public init(
    _ name: String, output: String = "null", swapModule: String? = nil, tab: String? = nil,
    position: SourcePosition? = nil
  ) {
    self.name = name
    self.output = output
    self.swapModule = swapModule
    self.tab = tab
    self.position = position
  }
}
