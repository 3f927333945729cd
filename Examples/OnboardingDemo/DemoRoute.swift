import Itinerary

/// The screens of the demo app.
enum DemoRoute: NavigationRoute, Codable, CustomStringConvertible {
  case welcome
  case createAccount
  case checkInbox
  case verifyEmail(token: String)
  case login(reason: String)
  case pickInterests
  case chooseName
  case notificationsPermission
  case toast(String)
  case feed
  case article(id: Int)
  case comments(articleID: Int)
  case search
  case profile
  case mailboxes
  case message(id: Int)
  case settings
  case editProfile
  case photoPicker

  /// The photo picker brings its own navigation, so it is presented bare.
  var ownsNavigation: Bool { self == .photoPicker }
  /// Comments take the whole screen, so the tab bar hides while they are on top.
  var hidesTabBar: Bool {
    if case .comments = self { return true }
    return false
  }

  var description: String {
    switch self {
    case .welcome: "welcome"
    case .createAccount: "create account"
    case .checkInbox: "check your inbox"
    case .verifyEmail(let token): "verify email \(token)"
    case .login(let reason): "log in (\(reason))"
    case .pickInterests: "pick interests"
    case .chooseName: "choose a name"
    case .notificationsPermission: "notifications permission"
    case .toast(let text): "toast \"\(text)\""
    case .feed: "feed"
    case .article(let id): "article \(id)"
    case .comments(let id): "comments on \(id)"
    case .search: "search"
    case .profile: "profile"
    case .mailboxes: "mailboxes"
    case .message(let id): "message \(id)"
    case .settings: "settings"
    case .editProfile: "edit profile"
    case .photoPicker: "photo picker"
    }
  }
}

/// The demo app's tabs.
enum DemoTab: String, CaseIterable, Sendable {
  case feed, search, inbox, profile
}
