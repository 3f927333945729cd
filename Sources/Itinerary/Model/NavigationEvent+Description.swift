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
    case .selectedTab(_, let tab):
      "selected tab \(tab)"
    case .deadlineMissed(let step):
      "deadline missed: \(step)"
    case .queued(let requests, let router):
      "queued \(Self.list(requests.map { $0.entry })) on \(router)"
    case .unqueued(let requests, let router):
      "unqueued \(Self.list(requests.map { $0.entry })) from \(router)"
    case .modalsShown(let modals, let router):
      "showed modals \(Self.names(modals.map { ($0.id, "\($0.route)") })) on \(router)"
    case .modalsDismissed(let modals, let router):
      "dismissed modals \(Self.names(modals.map { ($0.id, "\($0.route)") })) from \(router)"
    case .transitionsShown(let entries, let screen, let router):
      "showed \(Self.names(entries.map { ($0.id, "\($0.route)") })) in place on \(screen) of \(router)"
    case .transitionsDismissed(let entries, let screen, let router):
      "dismissed \(Self.names(entries.map { ($0.id, "\($0.route)") })) in place on \(screen) of \(router)"
    case .transitionsQueued(let entries, let router):
      "queued \(Self.names(entries.map { ($0.id, "\($0.route)") })) in place on \(router)"
    case .transitionsUnqueued(let entries, let router):
      "unqueued \(Self.names(entries.map { ($0.id, "\($0.route)") })) in place from \(router)"
    case .moduleSwapped(let left, let shown):
      "swapped module \(Self.firstScreen(of: left)) for \(Self.firstScreen(of: shown))"
    case .restored(let left, let shown):
      "restored the tree: \(left.screenCount) screens before, \(shown.screenCount) now"
    case .alertAdded(let alert, let shown, let router):
      "\(shown ? "showed" : "queued") alert \(alert.id) \"\(alert.title)\" on \(router)"
    case .alertDismissed(let alert, let answer, let router):
      "dismissed alert \(alert.id) \"\(alert.title)\" from \(router)"
        + (answer.map { " with \($0.id)" } ?? "")
    case .splitLayoutChanged(let layout, let split):
      "laid out split \(split) (\(layout))"
    case .reselectionChanged(let pops, let tabs):
      "reselecting a tab of \(tabs) \(pops ? "pops it to its root" : "keeps its stack")"
    case .nodePresented(let presented, let presenter):
      "presented \(presented.presentation) \(presented.node.kindName) from \(presenter)"
    case .nodeDismissed(let presenter):
      "dismissed the node presented from \(presenter)"
    case .linkKept(let destination, let flow):
      "kept a link to \(destination) until flow \"\(flow)\" ends"
    case .keptLinkRefused(let destination, let error):
      "could not open the kept link to \(destination): \(error)"
    case .linkAnsweredStage(let destination, let screen, let flow):
      "answered \(screen) of flow \"\(flow)\" with the link to \(destination)"
    }
  }

  /// The first screen of the stack a module's node shows: `#2 welcome`.
  private static func firstScreen(of node: NavigationNode<Route>) -> String {
    node.focusedStack.map { "\($0.hierarchy.root.root)" } ?? "\(node.kindName) \(node.nodeID)"
  }

  private static func names(_ items: [(EntryID, String)]) -> String {
    items.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  private static func list(_ entries: [Entry<Route>]) -> String {
    entries.isEmpty ? "nothing" : entries.map { $0.description }.joined(separator: ", ")
  }
}
