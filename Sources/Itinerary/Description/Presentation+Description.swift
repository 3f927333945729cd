extension Presentation: CustomStringConvertible {
  /// The style and its traits: `sheet [medium, large, dismiss: leading]`, `cover [bare]`.
  public var description: String {
    var text: String
    var traits: [String] = []
    switch style {
    case .sheet(let options):
      text = "sheet"
      traits += options.detents.map { "\($0)" }
      if options.dragIndicator != .automatic { traits.append("indicator: \(options.dragIndicator)") }
      if options.interactiveDismissDisabled { traits.append("no swipe") }
    case .fullScreenCover:
      text = "cover"
    }
    if isBare { traits.append("bare") }
    if let dismissButton {
      let pushed = dismissButton.showsOnPushedScreens ? "+pushed" : ""
      traits.append("dismiss: \(dismissButton.placement)\(pushed)")
    }
    if let transition { traits.append("\(transition)") }
    if !traits.isEmpty { text += " [\(traits.joined(separator: ", "))]" }
    return text
  }
}
