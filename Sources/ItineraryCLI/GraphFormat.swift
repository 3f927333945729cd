/// The diagram languages `itinerary graph` writes.
enum GraphFormat: String, CaseIterable, Sendable {
  /// Mermaid's `flowchart`, which GitHub and DocC-adjacent tools draw.
  case mermaid
  /// Graphviz's DOT.
  case dot
}
