extension Entry: CustomStringConvertible {
  /// The id, the route and the transition: `#7 detail(id: 42) (zoom(sourceID: "card"))`.
  public var description: String {
    var text = "\(id) \(route)"
    if let transition { text += " (\(transition))" }
    return text
  }
}
