/// How a screen is shown: pushed on the stack, or presented on a new router.
public enum ScreenStyle: Hashable, Sendable, Codable {
  /// Pushed on the router's stack.
  case push
  /// Presented as a sheet.
  case sheet(SheetOptions)
  /// Presented as a full-screen cover.
  case fullScreenCover

  /// A sheet with the default options.
  public static var sheet: ScreenStyle { .sheet(SheetOptions()) }
}

/// Where a pushed screen goes on its stack.
public enum ScreenLocation: Hashable, Sendable, Codable {
  /// On top of the stack.
  case append
  /// At the bottom of the push stack, just above the root.
  case insertAtStart
  /// Just above the screen with this id, on the same stack.
  case insert(after: EntryID)
}
