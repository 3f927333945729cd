/// A modal drawn above a router's screen, without a segue: a toast, a pop-up, a bottom card.
///
/// A router keeps a stack of them in ``RouterState/modals``, the last on top.
public struct OverlayModal<Route: NavigationRoute>: Hashable, Sendable, Identifiable {
  /// The identity of the modal, unique in its tree.
  public let id: EntryID
  /// What to show.
  public var route: Route
  /// How it looks and behaves.
  public var style: ModalStyle

  /// Creates a modal.
  public init(id: EntryID, route: Route, style: ModalStyle = ModalStyle()) {
    self.id = id
    self.route = route
    self.style = style
  }
}

extension OverlayModal: Codable where Route: Codable {}
