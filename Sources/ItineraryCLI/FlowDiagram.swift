import Foundation
import Itinerary
import ItineraryFlowSpecs

/// A diagram of a flow spec, in Mermaid or DOT: of its stages (a node per stage and end, an
/// edge per answer), or of its states (see `init(states:graph:exercised:)`).
///
/// In the stage diagram the start points at the first stage; a dashed edge leads from the
/// start to the abandon end. A name no stage or end has gets a node of its own marked `?`, so a
/// broken spec still draws.
struct FlowDiagram {
  struct Node {
    let id: String
    let label: String
    let shape: Shape
  }

  enum Shape { case start, stage, subflow, end, unknown, state, trap, failure, unreachable }

  struct Edge {
    let from: String
    let to: String
    let label: String?
    let isDashed: Bool
  }

  var nodes: [Node] = []
  var edges: [Edge] = []
  private var idsByName: [String: String] = [:]
  let name: String

  /// Lays out `spec`.
  init(_ spec: FlowSpec) {
    name = spec.name
    nodes.append(Node(id: "start", label: "start", shape: .start))
    for (index, stage) in spec.stages.enumerated() where idsByName[stage.name] == nil {
      idsByName[stage.name] = "s\(index)"
      let detail =
        switch stage.kind {
        case .screen(let route, _, let style): "\(style) \(route)"
        case .subflow(let flow): "flow \(flow)"
        }
      let shape: Shape = if case .subflow = stage.kind { .subflow } else { .stage }
      nodes.append(Node(id: "s\(index)", label: "\(stage.name)\n\(detail)", shape: shape))
    }
    for (index, end) in spec.ends.enumerated() where idsByName[end.name] == nil {
      idsByName[end.name] = "e\(index)"
      let swap = end.swapModule.map { "\n→ module \($0)" } ?? ""
      nodes.append(Node(id: "e\(index)", label: "\(end.name)\(swap)", shape: .end))
    }
    if let start = spec.start {
      edges.append(Edge(from: "start", to: node(named: start), label: nil, isDashed: false))
    }
    if let abandon = spec.abandon {
      edges.append(Edge(from: "start", to: node(named: abandon), label: "leave", isDashed: true))
    }
    for stage in spec.stages {
      guard let from = idsByName[stage.name] else { continue }
      for answer in stage.answers {
        edges.append(
          Edge(from: from, to: node(named: answer.next), label: answer.answer, isDashed: false))
      }
    }
  }

  /// The id of the node named `name`, adding a `?` node for a name nothing has.
  private mutating func node(named name: String) -> String {
    if let id = idsByName[name] { return id }
    let id = "u\(idsByName.count)"
    idsByName[name] = id
    nodes.append(Node(id: id, label: "? \(name)", shape: .unknown))
    return id
  }

  /// The diagram in `format`.
  func rendered(as format: GraphFormat) -> String {
    switch format {
    case .mermaid: mermaid
    case .dot: dot
    }
  }

  private var mermaid: String {
    var lines = ["---", "title: \(name)", "---", "flowchart TD"]
    for node in nodes {
      let label = "\"" + mermaidEscaped(node.label) + "\""
      let shaped =
        switch node.shape {
        case .start: "((\(label)))"
        case .stage: "[\(label)]"
        case .subflow: "[[\(label)]]"
        case .end: "([\(label)])"
        case .unknown: "{{\(label)}}"
        case .state: "(\(label))"
        case .trap: "(\(label)):::trap"
        case .failure: "{{\(label)}}:::trap"
        case .unreachable: "[\(label)]:::unreachable"
        }
      lines.append("  \(node.id)\(shaped)")
    }
    if nodes.contains(where: { [.trap, .failure].contains($0.shape) }) {
      lines.append("  classDef trap stroke:#c00,stroke-width:3px")
    }
    if nodes.contains(where: { $0.shape == .unreachable }) {
      lines.append("  classDef unreachable stroke-dasharray:4 4")
    }
    for edge in edges {
      let arrow = edge.isDashed ? "-.->" : "-->"
      let label = edge.label.map { "|\"\(mermaidEscaped($0))\"|" } ?? ""
      lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
    }
    return lines.joined(separator: "\n")
  }

  private var dot: String {
    var lines = ["digraph \(dotQuoted(name)) {", "  node [fontname=\"Helvetica\"];"]
    for node in nodes {
      let shape =
        switch node.shape {
        case .start: "circle"
        case .stage: "box"
        case .subflow: "box3d"
        case .end: "doublecircle"
        case .unknown: "octagon"
        case .state: "ellipse"
        case .trap: "ellipse, color=red, penwidth=3"
        case .failure: "octagon, color=red, penwidth=3"
        case .unreachable: "box, style=dashed"
        }
      lines.append("  \(node.id) [shape=\(shape), label=\(dotQuoted(node.label))];")
    }
    for edge in edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=\(dotQuoted(label))") }
      if edge.isDashed { attributes.append("style=dashed") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(edge.from) -> \(edge.to)\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "\n", with: "<br/>")
  }

  private func dotQuoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }
}
