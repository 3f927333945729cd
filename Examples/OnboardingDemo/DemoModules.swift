import Itinerary

/// The demo app's modules, as each launch makes them: onboarding from the welcome screen, then
/// the main module's tab bar, whose inbox tab is a split view of mailboxes and a message.
@MainActor
func demoModules(store: (any ModuleStore)? = nil) throws -> ModuleRouter<DemoRoute> {
  try ModuleRouter<DemoRoute>(
    catalog: [
      Module(id: "onboarding", root: .welcome),
      try Module(
        id: "main",
        tabs: DemoTab.allCases.map { tab in
          switch tab {
          case .feed: ModuleTab("feed", root: .feed)
          case .search: ModuleTab("search", root: .search)
          case .inbox: ModuleTab("inbox", sidebar: .mailboxes, detail: .message(id: 1))
          case .profile: ModuleTab("profile", root: .profile)
          }
        }, transition: .trailing),
    ],
    initial: "onboarding", store: store)
}

/// The demo app's links: settings in the profile tab's sheet, and a draft pinned in the inbox
/// tab's sidebar (a tab after a tab names a column of the split view the first holds).
func demoLinks() throws -> LinkTable<DemoRoute> {
  var links = LinkTable<DemoRoute>(schemes: ["demo"])
  try links.add("/settings", .module("main"), .tab(DemoTab.profile), .sheet(.settings))
  try links.add(
    "/drafts", .module("main"), .tab(DemoTab.inbox), .hierarchy("sidebar"), .push(.message(id: 7)))
  return links
}
