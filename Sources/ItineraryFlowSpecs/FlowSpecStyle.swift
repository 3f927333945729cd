/// How a flow spec's stage shows its screen: `"push"`, `"sheet"` or `"cover"` in the file.
public enum FlowSpecStyle: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// Pushed on the stack on screen; the person leaves it with Back.
  case push
  /// Presented as a sheet; the person leaves it by swiping it away.
  case sheet
  /// Presented as a full-screen cover; no gesture leaves it.
  case cover

  /// The style as the file spells it: `sheet`.
  public var description: String { rawValue }
}
