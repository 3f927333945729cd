extension Presentation: CustomStringConvertible {
  /// The style and its traits: `sheet [medium, large, dismiss: leading]`, `cover [bare]`.
  public var description: String {
    styleName + traitsSuffix
  }

  /// `sheet` or `cover`.
  var styleName: String {
    style.isSheet ? "sheet" : "cover"
  }

  /// The traits in brackets after a space, or nothing when there are none.
  var traitsSuffix: String {
    var traits: [String] = []
    if case .sheet(let options) = style {
      traits += options.detents.map { "\($0)" }
      if options.dragIndicator != .automatic {
        traits.append("indicator: \(options.dragIndicator)")
      }
      if options.interactiveDismissDisabled { traits.append("no swipe") }
    }
    if isBare { traits.append("bare") }
    if let dismissButton {
      let pushed = dismissButton.showsOnPushedScreens ? "+pushed" : ""
      traits.append("dismiss: \(dismissButton.placement)\(pushed)")
    }
    if let transition { traits.append("\(transition)") }
    return traits.isEmpty ? "" : " [\(traits.joined(separator: ", "))]"
  }
}
