/// What a flow leaves on screen when it ends with its output.
///
/// Each flow chooses its ending when it is declared, so a reader knows where the person lands
/// once it returns. A flow that throws, or whose task is cancelled, always unwinds to where it
/// started, whatever its ending.
///
/// ```swift
/// let pickAvatar = Flow<AppRoute, Avatar>("pick avatar", ending: .dismissPresented) { flow in
///   try await flow.present(.avatarGallery)
///   return try await flow.push(.avatarEditor, returning: Avatar.self)
/// }
/// ```
public enum FlowEnding: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Leaves every screen the flow showed where it is: the next step of the caller continues
  /// on top of them.
  case keepScreens
  /// Dismisses every screen the flow showed, pushed or presented: the screen that was on top
  /// when the flow started is on top again.
  case unwindToStart
  /// Dismisses the sheet or cover the flow presented, with everything above it; screens the
  /// flow pushed below it, on the router that was on screen when it started, stay.
  case dismissPresented

  /// The ending's name: `unwindToStart`.
  public var description: String {
    switch self {
    case .keepScreens: "keepScreens"
    case .unwindToStart: "unwindToStart"
    case .dismissPresented: "dismissPresented"
    }
  }
}
