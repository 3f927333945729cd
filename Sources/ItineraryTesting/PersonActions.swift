import Itinerary
import ItineraryRendering

/// What a person does on screen: answer the top screen, swipe the sheet away, tap Back.
///
/// `FlowHarness` and `FlowExplorer` both act through it, and it tells the changes a flow makes
/// apart from the changes made for the person, which are not the flow's.
// Usable from inlinable code, with its members, for `explorer.paths`: every path acts through
// it, and reads the flow's changes from every event.
@MainActor
@usableFromInline
final class PersonActions<Route: NavigationRoute> {
  /// Why an action was refused: the action in words and the reason.
  @usableFromInline
  struct Refusal: Error {
    @usableFromInline let action: String
    @usableFromInline let reason: String

    @inlinable
    init(action: String, reason: String) {
      self.action = action
      self.reason = reason
    }
  }

  // Not checked at run time, as each is read or written once per answer on the way of every
  // flow step (`explorer.paths`): main-actor isolated, and no access spans a call that could
  // reach it again.
  @exclusivity(unchecked) @usableFromInline var isActing = false
  /// How many of the person's requests to leave a guarded screen wait for their guard: what
  /// it shows to ask, and the leaving it allows, are the person's, not the flow's. A person
  /// kept on the screen may ask again before the first request has settled.
  @exclusivity(unchecked) @usableFromInline var guardedLeavesUnderWay = 0
  /// Whether the person asked to leave a guarded screen and its guard has not decided yet.
  @usableFromInline var isLeavingGuardedScreen: Bool { guardedLeavesUnderWay > 0 }
  /// Called once the guard of a screen the person asked to leave decided, and the screen left
  /// or stayed.
  @usableFromInline var guardedLeaveSettled: (@MainActor () -> Void)?
  /// The simulated SwiftUI the person swipes and taps on, when the run has one: their
  /// actions then go through its bindings' setters, on the screen it shows once settled,
  /// rather than straight to the lane.
  @usableFromInline var screen: SwiftUIModel<Route>?

  @inlinable
  init() {}

  /// Gives `answer` on the hierarchy of `root`.
  @inlinable
  func give(_ answer: FlowAnswer, on root: Router<Route>) throws(Refusal) {
    switch answer {
    case .respond(let value): try respond(with: value, on: root)
    case .tapBack: try tapBack(on: root)
    case .swipeAway: try swipeAway(on: root)
    case .tapAlertButton(let id): try tapAlertButton(id, on: root)
    case .selectTab(let name): try selectTab(name, on: root)
    case .sendLink(let link): try sendLink(link, on: root)
    case .relaunch:
      throw Refusal(
        action: "relaunch", reason: "a relaunch is asynchronous: await the harness's relaunch().")
    }
  }

  /// Opens `link`, a `LinkDestination` of this run's routes, on the tree of `root`, as the
  /// app's link handler does; refused for a link of other routes, and when the tree refuses
  /// the link.
  @inlinable
  func sendLink(_ link: any Sendable, on root: Router<Route>) throws(Refusal) {
    guard let destination = link as? LinkDestination<Route> else {
      throw Refusal(
        action: "send a link", reason: "\(type(of: link)) is not a link to \(Route.self)")
    }
    do {
      try acting { () throws(LinkError) in try root.open(destination) }
    } catch {
      throw Refusal(action: "send the link \(destination)", reason: error.description)
    }
  }

  /// Picks the tab named `name` in the innermost tab bar on screen, through the lane as the
  /// person's tap does; refused with no tab bar on screen, no such tab, or a model of SwiftUI
  /// drawing the screen, whose tab views it does not simulate.
  @inlinable
  func selectTab(_ name: String, on root: Router<Route>) throws(Refusal) {
    let action = "select tab \(String(reflecting: name))"
    guard screen == nil else {
      throw Refusal(action: action, reason: "the model of SwiftUI does not simulate tab bars.")
    }
    guard let tabs = Self.tabsOnScreen(in: root.store.tree) else {
      throw Refusal(action: action, reason: "no tab bar is on screen.")
    }
    guard tabs.tabs.contains(where: { $0.name == name }) else {
      let names = tabs.tabs.map(\.name).joined(separator: ", ")
      throw Refusal(action: action, reason: "the tab bar on screen has \(names).")
    }
    acting { root.lane.userSelected(name, in: tabs.id) }
  }

  /// The innermost tabs node the person sees in `node`: none when a sheet, a cover or an
  /// alert that a tab presents covers its tab bar, as it does in SwiftUI.
  @inlinable
  static func tabsOnScreen(in node: NavigationNode<Route>) -> TabsNode<Route>? {
    switch node {
    case .stack(let stack):
      return stack.presented.flatMap { tabsOnScreen(in: $0.node) }
    case .tabs(let tabs):
      guard let index = tabs.selectedIndex else { return tabs }
      let selected = tabs.tabs[index].node
      return tabsOnScreen(in: selected) ?? (presentsAbove(selected) ? nil : tabs)
    case .split(let split):
      return tabsOnScreen(in: split.detail)
    case .modules(let modules):
      return modules.modules.last.flatMap { tabsOnScreen(in: $0.node) }
    }
  }

  /// Whether `id` is in a tab of the tab bar on screen that the person left, which they can
  /// go back to by picking it.
  @inlinable
  static func isInTabLeft(_ id: EntryID, in tree: NavigationNode<Route>) -> Bool {
    guard let tabs = tabsOnScreen(in: tree) else { return false }
    return tabs.tabs.contains { $0.name != tabs.selected && $0.node.allIDs.contains(id) }
  }

  /// Whether a stack the person sees in `node` presents a sheet, a cover, a node or an alert,
  /// which covers what holds `node`.
  @inlinable
  static func presentsAbove(_ node: NavigationNode<Route>) -> Bool {
    switch node {
    case .stack(let stack):
      return stack.hierarchy.levels.count > 1 || stack.presented != nil
        || !stack.hierarchy.root.alerts.isEmpty
    case .tabs(let tabs):
      return tabs.selectedIndex.map { presentsAbove(tabs.tabs[$0].node) } ?? false
    case .split(let split):
      return [split.sidebar, split.content, split.detail].contains {
        $0.map(presentsAbove) ?? false
      }
    case .modules(let modules):
      return modules.modules.last.map { presentsAbove($0.node) } ?? false
    }
  }

  /// Finishes the screen on top with `value`; refused when an alert covers it, no step awaits
  /// it or it awaits another type.
  @inlinable
  func respond(with value: any Sendable, on root: Router<Route>) throws(Refusal) {
    let top = root.routerOnScreen
    if let reason = coveringAlert(on: top) {
      throw Refusal(action: "respond with \(value)", reason: reason)
    }
    do {
      try acting { () throws(NavigationError) in try top.finish(returning: value) }
    } catch {
      throw Refusal(action: "respond with \(value)", reason: error.description)
    }
  }

  /// Taps the button with this id on the alert showing on the screen on top; refused when no
  /// alert shows there or it has no such button.
  @inlinable
  func tapAlertButton(_ id: String, on root: Router<Route>) throws(Refusal) {
    let top = root.routerOnScreen
    do {
      try acting { () throws(NavigationError) in try top.answerAlert(with: id) }
    } catch {
      throw Refusal(
        action: "tap alert button \(String(reflecting: id))", reason: error.description)
    }
  }

  /// Dismisses the sheet or cover on screen as the person can: a sheet by a swipe, unless its
  /// interactive dismissal is disabled, and either by its dismiss button. Refused when nothing
  /// is presented, an alert covers it, or the presentation offers neither.
  @inlinable
  func swipeAway(on root: Router<Route>) throws(Refusal) {
    let top = root.routerOnScreen
    if let reason = coveringAlert(on: top) { throw Refusal(action: "swipe away", reason: reason) }
    guard let presentation = top.state.presentation else {
      try swipeAwayPresentedNode(on: root, top: top)
      return
    }
    if top.guardedScreen != nil {
      // The adapter disables the swipe of a presentation that holds the person; its dismiss
      // button, which a sheet shows then even when it asked for none, asks the guard.
      let shown = DisplayedRouter(state: top.state, presented: nil)
      guard shown.dismissButton(on: shown.root.id, holdsPerson: true) != nil else {
        throw Refusal(
          action: "swipe away",
          reason: "a screen of router \(top.id) holds the person: its swipe is disabled, and "
            + "it has no dismiss button.")
      }
      asking { try? await top.requestDismiss() }
      return
    }
    if let reason = Self.whyNotDismissible(presentation, of: top.id) {
      throw Refusal(action: "swipe away", reason: reason)
    }
    guard let screen else {
      acting { _ = top.lane.userDismissed(top.id) }
      return
    }
    try onScreen(screen, action: "swipe away") { () throws(SwiftUIModelError) in
      try screen.personSwipes(top.id)
    }
  }

  /// Dismisses the tab bar or split view presented as a sheet or cover whose tab or column
  /// `top` is the root of, as the person's swipe or its dismiss button does; refused when
  /// nothing is presented, a screen in it holds the person, it offers neither, or a model of
  /// SwiftUI draws the screen, whose presented tab views it does not simulate.
  @usableFromInline
  func swipeAwayPresentedNode(on root: Router<Route>, top: Router<Route>) throws(Refusal) {
    let tree = root.store.tree
    var presenter = root.deepestRouter.id
    var innermost: PresentedNode<Route>?
    while let presented = tree.stack(holding: presenter)?.stack.presented,
      let stack = presented.node.focusedStack
    {
      innermost = presented
      presenter = stack.hierarchy.deepest.id
    }
    guard let innermost else {
      throw Refusal(action: "swipe away", reason: "nothing is presented.")
    }
    let node = innermost.node.nodeID
    if let reason = Self.whyNotDismissible(innermost.presentation, of: node) {
      throw Refusal(action: "swipe away", reason: reason)
    }
    guard screen == nil else {
      throw Refusal(
        action: "swipe away",
        reason: "the model of SwiftUI does not draw the tab bar or split view \(node) presented.")
    }
    if innermost.node.allIDs.contains(where: top.isLeaveGuarded) {
      throw Refusal(
        action: "swipe away", reason: "a screen of \(node) holds the person: its swipe is disabled."
      )
    }
    acting { _ = top.lane.userDismissed(node) }
  }

  /// Why the person cannot dismiss `presentation` themselves; `nil` when they can.
  @usableFromInline
  static func whyNotDismissible(_ presentation: Presentation, of router: RouterID) -> String? {
    guard presentation.dismissButton == nil else { return nil }
    switch presentation.style {
    case .sheet(let options) where options.interactiveDismissDisabled:
      return "the sheet of router \(router) has interactive dismissal disabled and no dismiss "
        + "button."
    case .sheet: return nil
    case .fullScreenCover:
      return "the cover of router \(router) has no dismiss button, and a cover cannot be "
        + "swiped away."
    }
  }

  /// Pops the top screen of the stack on screen; refused when an alert covers it or nothing
  /// is pushed on it.
  @inlinable
  func tapBack(on root: Router<Route>) throws(Refusal) {
    let top = root.routerOnScreen
    if let reason = coveringAlert(on: top) { throw Refusal(action: "tap Back", reason: reason) }
    guard !top.path.isEmpty else {
      throw Refusal(action: "tap Back", reason: "nothing is pushed on router \(top.id).")
    }
    if top.isLeaveGuarded(top.state.current.id) {
      asking { try? await top.requestLeave() }
      return
    }
    guard let screen else {
      acting { top.lane.userSetPath(Array(top.path.dropLast()), router: top.id) }
      return
    }
    try onScreen(screen, action: "tap Back") { () throws(SwiftUIModelError) in
      try screen.personTapsBack(top.id)
    }
  }

  /// Asks to leave a guarded screen with `request`, as the Back button or dismiss button the
  /// SwiftUI adapter shows in place of the system's gestures does: its guard asks, and the
  /// screen leaves only if it allows.
  @usableFromInline
  func asking(_ request: @escaping @MainActor () async -> Void) {
    guardedLeavesUnderWay += 1
    Task { @MainActor in
      await request()
      self.guardedLeavesUnderWay -= 1
      self.guardedLeaveSettled?()
    }
  }

  /// Lets the animations on `screen` end, as a person waits for the screen to settle before
  /// acting on it, then acts through its bindings' setters.
  @usableFromInline
  func onScreen(
    _ screen: SwiftUIModel<Route>, action: String,
    _ body: () throws(SwiftUIModelError) -> SetterOutcome
  ) throws(Refusal) {
    screen.clock.runUntilIdle()
    let outcome: SetterOutcome
    do {
      outcome = try acting(body)
    } catch {
      throw Refusal(action: action, reason: error.description)
    }
    if case .ignored(let reason) = outcome { throw Refusal(action: action, reason: reason) }
  }

  /// Why the person cannot act on the screen of `top`: the alert that covers it, which they
  /// must answer first; `nil` when no alert shows.
  @inlinable
  func coveringAlert(on top: Router<Route>) -> String? {
    // Unwrapped, not mapped: a closure of the main actor's handed to the standard library
    // checks its actor on every call (`explorer.paths`).
    guard let alert = top.state.alerts.first else { return nil }
    return "the alert \(String(reflecting: alert.title)) covers the screen; tap one of its "
      + "buttons first."
  }

  /// The changes of the flow an event reports: none while acting for the person.
  @inlinable
  func flowChanges(
    for event: NavigationEvent<Route>, modules: ModuleRouter<Route>?
  ) -> [FlowExpectation<Route>] {
    guard !isActing, !isLeavingGuardedScreen else { return [] }
    return FlowExpectation.changes(for: event, moduleID: modules?.modules.last?.id)
  }

  @inlinable
  func acting<Result, Failure>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    isActing = true
    defer { isActing = false }
    return try body()
  }
}
