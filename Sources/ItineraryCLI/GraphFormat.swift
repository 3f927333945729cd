/// The diagram languages `itinerary graph` writes.
enum GraphFormat: String, Sendable {
  /// Mermaid's `flowchart`, which GitHub and DocC-adjacent tools draw.
  case mermaid
  /// Graphviz's DOT.
  case dot
}
