import Itinerary

/// A flow written as data: named stages, the answers that lead from one to the next, and the
/// ends with their outputs. Load one from JSON with ``FlowSpecLoader``, check it with
/// ``FlowSpecValidator``, and run it through the same core as a flow written in code with
/// ``flow(in:route:routeName:)``.
///
/// The article <doc:TheFlowFormat> describes the file format.
public struct FlowSpec: Hashable, Sendable {
  /// The flow's name, unique in its library: `"checkout"`.
  public var name: String
  /// What the flow is for, in a sentence.
  public var summary: String?
  /// The name of the first stage; `nil` when the file gives none, which the validator reports.
  public var start: String?
  /// What the flow leaves on screen when it ends.
  public var ending: FlowEnding
  /// What a link that arrives while the flow runs does, when no stage on screen takes it as
  /// its answer: kept and opened when the flow ends (the default), kept until the module it
  /// names shows, or ending the flow and opening at once. A spec has no step that awaits a
  /// link, so it never uses `FlowLinkPolicy.handToFlow`: its stages take links through their
  /// `links`.
  public var links: FlowLinkPolicy
  /// The end the flow reaches when the person leaves its first stage without answering;
  /// without one, leaving the first stage makes the flow throw.
  public var abandon: String?
  /// The stages, in file order.
  public var stages: [FlowSpecStage]
  /// The ends, in file order.
  public var ends: [FlowSpecEnd]
  /// Where the `start` member is in its file, or the spec itself when it has none; `nil`
  /// for a spec built in code.
  public var position: SourcePosition?
  /// Where the `abandon` member is in its file; `nil` without one, or for a spec built in
  /// code.
  public var abandonPosition: SourcePosition?

  /// Creates a spec.
  public init(
    name: String, summary: String? = nil, start: String?, ending: FlowEnding = .unwindToStart,
    links: FlowLinkPolicy = .keepUntilFlowEnds, abandon: String? = nil, stages: [FlowSpecStage],
    ends: [FlowSpecEnd],
    position: SourcePosition? = nil, abandonPosition: SourcePosition? = nil
  ) {
    self.name = name
    self.summary = summary
    self.start = start
    self.ending = ending
    self.links = links
    self.abandon = abandon
    self.stages = stages
    self.ends = ends
    self.position = position
    self.abandonPosition = abandonPosition
  }

  /// The stage with this name, if any.
  public func stage(named name: String) -> FlowSpecStage? {
    stages.first { $0.name == name }
  }

  /// The end with this name, if any.
  public func end(named name: String) -> FlowSpecEnd? {
    ends.first { $0.name == name }
  }
}
