/// Why a flow step was refused, when the reason is not a ``NavigationError``.
public enum FlowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flow asked to swap modules, but was run without a ``ModuleRouter``; pass one to
  /// ``Router/run(_:modules:)`` or to the ``Coordinator``.
  case noModuleRouter(flow: String)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .noModuleRouter(let flow):
      "Flow \"\(flow)\" swaps modules but was run without a module router."
    }
  }
}
