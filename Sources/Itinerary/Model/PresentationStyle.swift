/// How a router presents a modal.
public enum PresentationStyle: Hashable, Sendable, Codable {
  /// A sheet, with its detents, drag indicator and interactive dismissal.
  case sheet(SheetOptions)
  /// A full-screen cover. macOS has none; a renderer there shows a sheet instead.
  case fullScreenCover

  /// A sheet with the default options.
  public static var sheet: PresentationStyle { .sheet(SheetOptions()) }

  /// Whether this style is a sheet.
  public var isSheet: Bool {
    if case .sheet = self { return true }
    return false
  }
}
