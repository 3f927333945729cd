import Itinerary

/// The flow specs a flow can run as sub-flows, by name.
///
/// ```swift
/// let library = FlowSpecLibrary([checkout, addressForm, verifyEmail])
/// let flow = try library.flow(named: "checkout")
/// ```
public struct FlowSpecLibrary: Hashable, Sendable {
  /// The specs, in the order given.
  public let specs: [FlowSpec]
  private let indexByName: [String: Int]

  /// Creates a library. When two specs share a name, the first wins; the validator reports
  /// the second.
  public init(_ specs: [FlowSpec]) {
    self.specs = specs
    var indexByName: [String: Int] = [:]
    for (index, spec) in specs.enumerated() where indexByName[spec.name] == nil {
      indexByName[spec.name] = index
    }
    self.indexByName = indexByName
  }

  /// The spec with this name, if any.
  public subscript(name: String) -> FlowSpec? {
    indexByName[name].map { specs[$0] }
  }

  /// The spec with this name, run headless on ``FlowSpecRoute``s.
  ///
  /// - Throws: ``FlowSpecError/unknownFlow(_:)`` when the library has no spec by this name.
  public func flow(named name: String) throws(FlowSpecError) -> Flow<FlowSpecRoute, FlowSpecOutcome>
  {
    guard let spec = self[name] else { throw .unknownFlow(name) }
    return spec.flow(in: self)
  }

  /// The screen of the stage named `stage` in the spec named `flow`: what a script of the
  /// `FlowExplorer` looks up to spell a spec's route.
  ///
  /// ```swift
  /// try await harness.expect(.present(.screen(library.screen("address", of: "checkout")), as: .sheet))
  /// ```
  ///
  /// - Throws: ``FlowSpecError/unknownFlow(_:)`` when no spec has that name,
  ///   ``FlowSpecError/unknownTarget(_:flow:)`` when it has no screen stage of that name.
  public func screen(_ stage: String, of flow: String) throws(FlowSpecError) -> FlowSpecScreen {
    guard let spec = self[flow] else { throw .unknownFlow(flow) }
    guard let screen = spec.stage(named: stage)?.screen(inFlow: flow) else {
      throw .unknownTarget(stage, flow: flow)
    }
    return screen
  }
}
