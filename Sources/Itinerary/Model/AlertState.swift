/// How an alert is shown.
public enum AlertStyle: Hashable, Sendable, Codable {
  /// A centred alert.
  case alert
  /// A confirmation dialog, an action sheet on iPhone.
  case confirmationDialog
}

/// The role of an alert button, which decides how it looks and where it goes.
public enum AlertButtonRole: Hashable, Sendable, Codable {
  /// Cancels; the platform places it apart.
  case cancel
  /// Destroys something; drawn in red.
  case destructive
}

/// One button of an alert.
public struct AlertButton: Hashable, Sendable, Codable, Identifiable {
  /// The id the answer reports, unique in its alert.
  public var id: String
  /// The text on the button.
  public var title: String
  /// Its role, if any.
  public var role: AlertButtonRole?

  /// Creates a button; its id is its title unless you give one.
  public init(_ title: String, id: String? = nil, role: AlertButtonRole? = nil) {
    self.id = id ?? title
    self.title = title
    self.role = role
  }
}

/// An alert or confirmation dialog, as state on a router's screen.
///
/// A router shows one at a time; asking for another while one shows queues it behind.
public struct AlertState: Hashable, Sendable, Codable, Identifiable {
  /// The identity of the alert, unique in its tree.
  public let id: EntryID
  /// Alert or confirmation dialog.
  public var style: AlertStyle
  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String?
  /// The buttons; an alert without buttons gets an OK button from the platform.
  public var buttons: [AlertButton]

  /// The answers the person can give: the buttons, or the platform's OK button, id `OK`,
  /// when there are none.
  public var answers: [AlertButton] {
    buttons.isEmpty ? [AlertButton("OK")] : buttons
  }

  /// Creates an alert.
  public init(
    id: EntryID, style: AlertStyle = .alert, title: String, message: String? = nil,
    buttons: [AlertButton] = []
  ) {
    self.id = id
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
