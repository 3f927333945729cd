import Itinerary

/// A headless tour of a small app's navigation, one tree from launch to the last sheet: an
/// onboarding module with in-place steps and a queued permission sheet, a swap to the main
/// module and its tab bar, then pushes, sheets, a bare presentation, an overlay modal, an
/// alert, back, and a link into a tab's sheet. Every step prints the navigation tree exactly as
/// a test would see it, and every event is logged as it happens.
@MainActor
func runDemo() throws {
  let tour = Tour()
  let logger = StandardOutputLogger()

  let modules = try demoModules(store: InMemoryModuleStore())
  let onboarding = modules.current
  let log = NavigationEventLog(modules, to: logger)
  defer { log.cancel() }
  let moduleTree = { modules.current.hierarchy.description }

  tour.step("Onboarding: queue a permission sheet for later", tree: moduleTree) {
    () throws(NavigationError) in
    try onboarding.enqueue([Screen(.notificationsPermission, style: .sheet)])
  }
  tour.step("Step two of the welcome screen, in place", tree: moduleTree) {
    () throws(NavigationError) in
    try onboarding.showTransition(.pickInterests, edge: .trailing)
  }
  tour.step("Step three, in place on top", tree: moduleTree) { () throws(NavigationError) in
    try onboarding.showTransition(.chooseName, edge: .trailing, allowsSwipeBack: true)
  }
  tour.step("Show the queued permission sheet", tree: moduleTree) {
    () throws(NavigationError) in
    try onboarding.showNextScreen()
  }
  tour.step("Onboarding done: swap to the main module", tree: moduleTree) {
    () throws(NavigationError) in
    try modules.showModule(id: "main")
  }

  // The main module's tab bar: a handle onto the tabs in the module router's one tree.
  let app = try modules.tabs(DemoTab.allCases)
  let tabsTree = { "\(modules.store.tree)\ntab bar hidden: \(app.isTabBarHidden)" }
  let feed = app.selectedRouter

  tour.step("Open an article from the feed", tree: tabsTree) { () throws(NavigationError) in
    try feed.push(.article(id: 7))
  }
  tour.step("Read its comments (the tab bar hides)", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.push(.comments(articleID: 7))
  }
  tour.step("Open settings in a sheet with two detents", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
  }
  tour.step("Inside the sheet, edit the profile", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.push(.editProfile, target: .deepest)
  }
  tour.step("Pick a photo: a bare presentation on top of the sheet", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.presentCover(.photoPicker, target: .deepest)
  }
  tour.step("Push from the picker presents a sheet, since it hosts no stack", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.push(.profile, target: .deepest)
  }
  tour.step("Close every presentation at once", tree: tabsTree) { () throws(NavigationError) in
    try feed.dismissAllFromRoot()
  }
  tour.step("A toast slides up from the bottom", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.showModal(.toast("Saved"), style: .bottom)
  }
  tour.step("Two alerts: the second waits behind the first", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.dismissAllModals()
    try feed.showAlert(
      title: "Delete draft?",
      buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel)])
    try feed.showAlert(title: "Draft deleted")
  }
  tour.step("The person taps Delete: the next alert shows", tree: tabsTree) {
    () throws(NavigationError) in
    try feed.answerAlert(with: "Delete")
  }
  tour.step("Back", tree: tabsTree) { () throws(NavigationError) in
    try feed.dismissAlert(id: feed.alerts[0].id)
    try feed.pop()
  }
  tour.step("Switch to the search tab and open an article there", tree: tabsTree) {
    () throws(NavigationError) in
    try app.select(.search)
    try app.push(.article(id: 42))
  }
  tour.step("Reselect the search tab: it pops to its root", tree: tabsTree) {
    () throws(NavigationError) in
    try app.select(.search)
  }
  tour.step("The inbox tab is a split view: open a message in its detail", tree: tabsTree) {
    () throws(NavigationError) in
    try app.select(.inbox)
    try modules.split(inTab: "inbox").detail.push(.message(id: 2))
  }
  tour.step("The profile tab presents an editor: a tab bar in a sheet", tree: tabsTree) {
    () throws(NavigationError) in
    try app.select(.profile)
    let editor = try app.selectedRouter.presentTabs(["details", "account"]) { tab in
      tab == "details" ? .editProfile : .settings
    }
    try editor.select("account")
  }
  tour.step("Done on an editor tab's root closes the whole sheet", tree: tabsTree) {
    () throws(NavigationError) in
    try app.selectedRouter.presentedTabs(["details", "account"]).selectedRouter.dismiss()
  }
  tour.step("A bad command changes nothing", tree: tabsTree) { () throws(NavigationError) in
    try app.selectedRouter.dismissScreen(id: "missing")
  }

  let links = try demoLinks()
  tour.step("A link opens settings in the profile tab's sheet, as one change", tree: tabsTree) {
    () throws(LinkError) in
    try modules.open("demo://settings", in: links)
  }
  // A tab after a tab names a column of the split view the inbox tab holds.
  tour.step(
    "A link pins a draft in the inbox tab's sidebar: tab, column and push, as one change",
    tree: tabsTree
  ) { () throws(LinkError) in
    try modules.open("demo://drafts", in: links)
  }
}

/// Prints the event log's lines beside the tour.
@MainActor
final class StandardOutputLogger: NavigationLogger {
  func log(_ level: LogLevel, _ message: String) {
    print("  [\(level)] \(message)")
  }
}

/// Part two: the app's coordinator runs the onboarding flow written in code, answered by a
/// scripted person, into the main module's tab bar; a notification's link opens a sheet in the
/// profile tab through the coordinator's navigator; then an auth service on its own actor
/// whose token expires awaits a login cover over the main module, and two requests that need
/// a token share that one login.
@MainActor
func runFlowDemo() async throws {
  print("\n== The onboarding flow, in code, answered by a scripted person")
  let modules = try demoModules()
  let log = NavigationEventLog(modules, to: StandardOutputLogger())
  defer { log.cancel() }
  let app = AppCoordinator(modules: modules)
  let auth = app.auth
  let person = ScriptedPerson(modules: modules) { route in
    switch route {
    case .createAccount: "Ada"
    // "Check your inbox" waits for the email's link, not for a tap.
    case .notificationsPermission: true
    case .pickInterests: ["travel", "music"]
    case .login: "fresh-token"
    default: nil
    }
  }
  person.watch(modules.current)

  let onboarding = Task { try await app.onboard() }
  try await deliverEmailLink(to: modules, token: "ada-123")
  let profile = try await onboarding.value
  print("\nOnboarding returned: \(profile); the main module's tab bar, one tree with it:")
  print(modules.store.tree)

  print("\n== A notification's link, through the coordinator's navigator: the profile tab's sheet")
  try await app.navigator.open("demo://settings", in: try demoLinks())
  print(modules.store.tree)
  try await app.navigator.run { router throws(NavigationError) in
    try router.dismissAllFromRoot()
  }

  print("\n== The token expires; two requests need one, from the auth service's actor")
  await auth.expire()
  async let first = auth.validToken()
  async let second = auth.validToken()
  let tokens = try await [first, second]
  print("\nBoth requests got \(tokens[0]) (the same login served both: \(tokens[0] == tokens[1]))")
  print(modules.current.hierarchy)
  print("callers still waiting: \(modules.current.awaitingCallers)")
}

do {
  try runDemo()
  try await runFlowDemo()
  try await runRelaunchDemo()
} catch {
  print("demo failed: \(error)")
}
