extension NavigationEvent: CustomStringConvertible {
  /// One line a person can read: `pushed #7 article 7 on r1`, `dismissed r10 (#9 settings)`.
  public var description: String {
    switch self {
    case .pushed(let entries, let router):
      "pushed \(Self.list(entries)) on \(router)"
    case .popped(let entries, let router):
      "popped \(Self.list(entries)) from \(router)"
    case .replaced(let removed, let inserted, let router):
      "replaced \(Self.list(removed)) with \(Self.list(inserted)) on \(router)"
    case .presented(let entry, let presentation, let router, let presenter):
      "presented \(presentation) \(router) from \(presenter): \(entry)"
    case .dismissed(let router, let screens):
      "dismissed \(router) (\(Self.list(screens)))"
    case .selectedTab(let tab):
      "selected tab \(tab)"
    case .deadlineMissed(let step):
      "deadline missed: \(step)"
    }
  }

  private static func list(_ entries: [Entry<Route>]) -> String {
    entries.isEmpty ? "nothing" : entries.map(\.description).joined(separator: ", ")
  }
}
