import Itinerary

/// Structural checks of navigation trees: each returns readable failures, empty when the tree
/// is sound, so a random run can say exactly what went wrong and where.
///
/// Reading `Router.child` and `Router.state` goes through observation tracking, which is slow
/// in a debug build, so the checks read each router's child and state once per check.
@MainActor
enum InvariantChecker {
  /// What a check found wrong, the chain of routers it walked in each hierarchy (root first)
  /// and each hierarchy's printout, split in lines.
  struct Report<Route: NavigationRoute> {
    var failures: [String] = []
    var chains: [[Router<Route>]] = []
    var printouts: [[String]] = []
    /// Every id in use in the tree, of every kind.
    var census = IDCensus<Route>(merging: [])

    /// Every router walked, hierarchy after hierarchy.
    var routers: [Router<Route>] { chains.flatMap { $0 } }
  }

  /// A root router, its name in failures, and the hierarchy value the tree reports for it.
  struct Root<Route: NavigationRoute> {
    var name: String
    var router: Router<Route>
    var hierarchy: NavigationHierarchy<Route>
  }

  /// Checks a tab router: every tab's hierarchy, ids unique across all tabs, and the tabs
  /// node of its store's tree and its printout against its routers. Pass `tree`, the store's
  /// tree, when it was just read, and `names`, each tab's name as it prints, when they are
  /// known.
  static func check<Tab, Route>(
    _ tabs: TabRouter<Tab, Route>, tree: NavigationNode<Route>? = nil, names: [String]? = nil,
    cache: PrintoutCache<Route>? = nil
  ) -> Report<Route> {
    let tree = tree ?? tabs.store.tree
    let selectedTab = tabs.selectedTab
    let names = names ?? tabs.tabs.map { "\($0)" }
    guard case .tabs(let node) = tree else {
      return Report(failures: ["the tree of the tab router is \(tree)"])
    }
    var failures: [String] = []
    var roots: [Root<Route>] = []
    for (index, tab) in tabs.tabs.enumerated() {
      guard let router = tabs[tab] else {
        failures.append("tab \(tab) has no router")
        continue
      }
      guard index < node.tabs.count, node.tabs[index].name == "\(tab)",
        let hierarchy = shownHierarchy(of: node.tabs[index].node)
      else {
        failures.append("the tree does not list tab \(tab) at \(index)")
        continue
      }
      roots.append(Root(name: "tab " + names[index], router: router, hierarchy: hierarchy))
    }
    var report = checkTree(roots, cache: cache)
    report.failures = failures + report.failures
    if node.tabs.count != tabs.tabs.count {
      report.failures.append("the tree lists \(node.tabs.count) tabs for \(tabs.tabs.count)")
    }
    if node.selected != "\(selectedTab)" {
      report.failures.append("the tree selects tab \(node.selected), the tab router \(selectedTab)")
    }
    if !tabs.tabs.contains(selectedTab) {
      report.failures.append("the selected tab \(selectedTab) is not one of the tabs")
    } else if tabs.selectedRouter !== tabs[selectedTab] {
      report.failures.append("selectedRouter is not the router of tab \(selectedTab)")
    }
    guard report.failures.isEmpty, cache?.treeIsDue(AnyHashable(tree)) ?? true else {
      return report
    }
    let text = tree.description
    let head = text.prefix { $0 != "\n" }
    var expected = [String(head)]
    for (index, printout) in report.printouts.enumerated() {
      expected.append("  tab " + names[index] + (tabs.tabs[index] == selectedTab ? " *" : ""))
      expected += printout.map { "    " + $0 }
    }
    if head != "tabs \(node.id)" && !head.hasPrefix("tabs \(node.id) (") {
      report.failures.append("the tabs printout starts with \"\(head)\"")
    }
    report.failures += checkTreePrintout(
      text, expected: expected.joined(separator: "\n"),
      hierarchies: roots.map(\.hierarchy), name: "the tabs printout")
    if report.failures.isEmpty { cache?.tree = AnyHashable(tree) }
    return report
  }

  /// Checks a split router: both columns' hierarchies, ids unique across both, and the split
  /// node of its store's tree and its printout against the routers. Pass `tree`, the store's
  /// tree, when it was just read.
  static func check<Route>(
    _ split: SplitRouter<Route>, tree: NavigationNode<Route>? = nil,
    cache: PrintoutCache<Route>? = nil
  ) -> Report<Route> {
    let tree = tree ?? split.store.tree
    guard case .split(let node) = tree, let sidebar = shownHierarchy(of: node.sidebar),
      let detail = shownHierarchy(of: node.detail)
    else {
      return Report(failures: ["the tree of the split router is \(tree)"])
    }
    let roots = [
      Root(name: "sidebar", router: split.sidebar, hierarchy: sidebar),
      Root(name: "detail", router: split.detail, hierarchy: detail),
    ]
    var report = checkTree(roots, cache: cache)
    if split.sidebar === split.detail { report.failures.append("one router is both columns") }
    let layout = SplitLayout(
      isCollapsed: split.isCollapsed, preferredCompactColumn: split.preferredCompactColumn,
      columnVisibility: split.columnVisibility)
    if node.layout != layout { report.failures.append("the split node's layout is stale") }
    guard report.failures.isEmpty, cache?.treeIsDue(AnyHashable(tree)) ?? true else {
      return report
    }
    // The first line prints the layout; the columns follow, each with its hierarchy.
    let text = tree.description
    let head = text.prefix { $0 != "\n" }
    var expected = [String(head)]
    for (column, printout) in zip(["sidebar", "detail"], report.printouts) {
      expected.append("  " + column)
      expected += printout.map { "    " + $0 }
    }
    if !head.hasPrefix("split \(node.id) (") {
      report.failures.append("the split printout starts with \"\(head)\"")
    }
    report.failures += checkTreePrintout(
      text, expected: expected.joined(separator: "\n"), hierarchies: roots.map(\.hierarchy),
      name: "the split printout")
    if report.failures.isEmpty { cache?.tree = AnyHashable(tree) }
    return report
  }

  /// The hierarchy of the stack a tab or a column shows: the stack itself, or for a tab that
  /// holds a split view, its detail column's; `nil` for any other node.
  nonisolated static func shownHierarchy<Route>(
    of node: NavigationNode<Route>
  ) -> NavigationHierarchy<Route>? {
    switch node {
    case .stack(let stack): stack.hierarchy
    case .split(let split): shownHierarchy(of: split.detail)
    case .tabs, .modules: nil
    }
  }

  /// Checks several hierarchies that share one tree: each on its own, then entry ids, router
  /// ids and router objects unique across all of them.
  static func checkTree<Route>(
    _ roots: [Root<Route>], cache: PrintoutCache<Route>? = nil
  ) -> Report<Route> {
    var report = Report<Route>()
    var routerIDs = Set<RouterID>()
    var objects = Set<ObjectIdentifier>()
    var censuses: [IDCensus<Route>] = []
    for root in roots {
      let part = checkHierarchy(
        root.router, name: root.name, hierarchy: root.hierarchy, cache: cache)
      report.failures += part.failures
      report.chains += part.chains
      report.printouts += part.printouts
      for router in part.routers {
        if !routerIDs.insert(router.id).inserted {
          report.failures.append(
            "router id \(router.id) is used at " + places(of: router.id, in: roots))
        }
        if !objects.insert(ObjectIdentifier(router)).inserted {
          report.failures.append("router object \(router.id) sits at two places of the tree")
        }
      }
      if let checked = cache?.censuses[root.name], checked.value == root.hierarchy {
        censuses.append(checked.census)
      } else {
        let census = IDCensus(root.hierarchy, name: root.name)
        censuses.append(census)
        let failures = checkIDs(root.hierarchy, census: census, name: root.name)
        report.failures += failures
        if failures.isEmpty { cache?.censuses[root.name] = (root.hierarchy, census) }
      }
    }
    // Ids are unique across every kind, in the whole tree.
    report.census = IDCensus(merging: censuses)
    report.failures += report.census.repeats
    return report
  }

  /// Checks `allIDs` and `contains(_:)` of a hierarchy against the ids in use; `contains` for
  /// a few ids of each kind, since checking every id is slow in a debug build.
  private static func checkIDs<Route>(
    _ hierarchy: NavigationHierarchy<Route>, census: IDCensus<Route>, name: String
  ) -> [String] {
    var failures: [String] = []
    if hierarchy.allIDs != census.ids {
      failures.append(
        "\(name): allIDs is \(sorted(hierarchy.allIDs)), the ids in use are "
          + "\(sorted(census.ids))")
    }
    // `contains` for the first and the last id of each kind: every way an id is used.
    var probes: [IDCensus<Route>.Use] = []
    for kind in IDCensus<Route>.Kind.allCases {
      let uses = census.uses.filter { $0.kind == kind }
      probes += [uses.first, uses.count > 1 ? uses.last : nil].compactMap { $0 }
    }
    if let missed = probes.first(where: { !hierarchy.contains($0.id) }) {
      failures.append("\(name): contains(\(missed.id)) is false at \(missed.place)")
    }
    if hierarchy.contains(EntryID("no such id")) {
      failures.append("\(name): contains an id no one uses")
    }
    return failures
  }

  private static func sorted(_ ids: Set<EntryID>) -> [String] {
    ids.map(\.description).sorted()
  }

  /// Where the routers with this id sit in the tree.
  private static func places<Route>(of id: RouterID, in roots: [Root<Route>]) -> String {
    var places: [String] = []
    for root in roots {
      for (level, state) in root.hierarchy.levels.enumerated() where state.id == id {
        places.append("\(root.name) level \(level)")
      }
    }
    return places.joined(separator: " and at ")
  }

  /// Checks one hierarchy, walking from its root router through `child`: the links between
  /// routers, `hierarchy` (the value the tree reports) against the routers' states, the
  /// presentation rules and the printout.
  static func checkHierarchy<Route>(
    _ root: Router<Route>, name: String, hierarchy: NavigationHierarchy<Route>,
    cache: PrintoutCache<Route>? = nil
  ) -> Report<Route> {
    var report = Report<Route>()
    var routers: [Router<Route>] = []
    var states: [RouterState<Route>] = []
    var children: [Router<Route>?] = []
    var seen = Set<ObjectIdentifier>()
    var next: Router<Route>? = root
    while let router = next {
      guard seen.insert(ObjectIdentifier(router)).inserted else {
        report.failures.append("\(name): router \(router.id) appears twice on the chain")
        break
      }
      routers.append(router)
      states.append(router.state)
      next = router.child
      children.append(next)
    }
    report.chains = [routers]
    if root.parent != nil {
      report.failures.append("\(name): the root router \(root.id) has a parent")
    }
    if hierarchy.levels.count != routers.count {
      report.failures.append(
        "\(name): the hierarchy has \(hierarchy.levels.count) levels for \(routers.count) routers")
    }
    for (level, router) in routers.enumerated() {
      var problems = linkProblems(
        router, level: level, chain: routers, child: children[level], hierarchy: hierarchy)
      if level < hierarchy.levels.count, hierarchy.levels[level] != states[level] {
        problems.append("hierarchy.levels[\(level)] is not the router's state")
      }
      problems += stateProblems(states[level], level: level)
      report.failures += problems.map { "\(name) level \(level) (router \(router.id)): \($0)" }
    }
    if let checked = cache?.hierarchies[name], checked.value == hierarchy {
      report.printouts = [checked.lines]
      return report
    }
    let (failures, printout) = checkDescription(hierarchy, name: name)
    report.failures += failures
    report.printouts = [printout]
    if failures.isEmpty { cache?.hierarchies[name] = (hierarchy, printout) }
    return report
  }

  /// What is wrong with how the router at `level` of `chain` links to the others.
  private static func linkProblems<Route>(
    _ router: Router<Route>, level: Int, chain: [Router<Route>], child: Router<Route>?,
    hierarchy: NavigationHierarchy<Route>
  ) -> [String] {
    var problems: [String] = []
    if !router.isAttached { problems.append("reachable from its root but not attached") }
    if router.level != level { problems.append("its level is \(router.level)") }
    if level > 0, router.parent !== chain[level - 1] {
      problems.append(
        "its parent is \(describe(router.parent)), not its presenter \(chain[level - 1].id)")
    }
    if let child, child.level != router.level + 1 {
      problems.append("its child \(child.id) has level \(child.level)")
    }
    let next = level + 1 < hierarchy.levels.count ? hierarchy.levels[level + 1].id : nil
    if child?.id != next {
      problems.append(
        "its child is \(describe(child)), the next level is \(next.map { "\($0)" } ?? "none")")
    }
    if router.rootRouter !== chain[0] { problems.append("rootRouter is not the chain's root") }
    return problems
  }

  /// What is wrong with one level's slice on its own.
  static func stateProblems<Route>(_ state: RouterState<Route>, level: Int) -> [String] {
    var problems: [String] = []
    if level == 0, state.presentation != nil {
      problems.append("the root level has a presentation")
    }
    if level > 0, state.presentation == nil { problems.append("a presented level has none") }
    if state.isBare, !state.path.isEmpty {
      problems.append("it is bare but has \(state.path.count) pushed screens")
    }
    if level > 0, state.isBare != state.root.route.ownsNavigation {
      problems.append(
        "bare is \(state.isBare) but its root \(state.root.route) has ownsNavigation "
          + "\(state.root.route.ownsNavigation)")
    }
    return problems
  }

  /// Whether a printout line has the prefix and suffix; a router line's prefix ends with its
  /// id, so only its end or its traits may follow.
  static func matches(_ line: String, prefix: String, suffix: String) -> Bool {
    guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return false }
    guard suffix.isEmpty, !prefix.hasSuffix(" ") else { return true }
    let rest = line.dropFirst(prefix.count)
    return rest.isEmpty || rest.hasPrefix(" [")
  }

  /// Checks the printout line by line: one `router`, `sheet` or `cover` line per router, at
  /// its depth, naming its id and then its traits in brackets, if any; then one `root` and one
  /// `push` line per screen, each naming the screen's id, with one `in place` line below it
  /// per content shown on it; then one line per modal, alert, queued screen and queued
  /// content, each naming its id. Returns the failures and the printout's lines.
  static func checkDescription<Route>(
    _ hierarchy: NavigationHierarchy<Route>, name: String
  ) -> (failures: [String], lines: [String]) {
    var expected: [(prefix: String, suffix: String)] = []
    for (level, state) in hierarchy.levels.enumerated() {
      let indent = String(repeating: "  ", count: level)
      let kind =
        level == 0 ? "router" : state.presentation?.style.isSheet == true ? "sheet" : "cover"
      expected.append(("\(indent)\(kind) \(state.id)", ""))
      for (index, entry) in state.entries.enumerated() {
        expected.append(("\(indent)  \(index == 0 ? "root" : "push") \(entry.id) ", ""))
        expected += entry.inPlaceTransitions.map { ("\(indent)    in place \($0.id) ", "") }
      }
      expected += state.modals.map { ("\(indent)  modal \($0.id) ", "") }
      for (index, alert) in state.alerts.enumerated() {
        expected.append(("\(indent)  \(index == 0 ? "alert" : "queued alert") \(alert.id) ", ""))
      }
      for request in state.screenQueue {
        let style =
          switch request.style {
          case .push: "push"
          case .sheet: "sheet"
          case .fullScreenCover: "cover"
          }
        expected.append(("\(indent)  queued \(style) \(request.entry.id) ", ""))
      }
      expected += state.transitionQueue.map { ("\(indent)  queued in place \($0.id) ", "") }
    }
    let text = hierarchy.description
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count == expected.count else {
      let failures =
        checkLineCounts(text, hierarchies: [hierarchy], name: "\(name) printout") + [
          "\(name): the printout has \(lines.count) lines, expected \(expected.count):\n\(text)"
        ]
      return (failures, lines)
    }
    for (number, (line, want)) in zip(lines, expected).enumerated()
    where !matches(line, prefix: want.prefix, suffix: want.suffix) {
      let failure =
        "\(name): printout line \(number + 1) is \"\(line)\", expected \"\(want.prefix)…"
        + "\(want.suffix)\":\n\(text)"
      return ([failure], lines)
    }
    return ([], lines)
  }

  /// Checks a whole tree's printout against the one its checked hierarchy printouts make.
  static func checkTreePrintout<Route>(
    _ text: String, expected: String, hierarchies: [NavigationHierarchy<Route>], name: String
  ) -> [String] {
    guard text != expected else { return [] }
    return checkLineCounts(text, hierarchies: hierarchies, name: name) + [
      "\(name) is\n\(text)\nexpected\n\(expected)"
    ]
  }

  /// Checks that a printout has one `root` or `push` line per screen and one `router`, `sheet`
  /// or `cover` line per router of `hierarchies`.
  static func checkLineCounts<Route>(
    _ text: String, hierarchies: [NavigationHierarchy<Route>], name: String
  ) -> [String] {
    var screenLines = 0
    var routerLines = 0
    for line in text.split(separator: "\n") {
      switch line.split(separator: " ").first {
      case "root", "push": screenLines += 1
      case "router", "sheet", "cover": routerLines += 1
      default: break
      }
    }
    let screens = hierarchies.flatMap(\.levels).reduce(0) { $0 + 1 + $1.path.count }
    let routers = hierarchies.reduce(0) { $0 + $1.levels.count }
    var failures: [String] = []
    if screenLines != screens {
      failures.append("\(name) has \(screenLines) root/push lines for \(screens) screens")
    }
    if routerLines != routers {
      failures.append("\(name) has \(routerLines) router/sheet/cover lines for \(routers) routers")
    }
    return failures
  }

  /// Checks a router that left its tree: detached, with no parent and no child.
  static func checkDetached<Route>(_ router: Router<Route>) -> [String] {
    var problems: [String] = []
    if router.isAttached { problems.append("is still attached") }
    if router.parent != nil { problems.append("still has parent \(describe(router.parent))") }
    if router.child != nil { problems.append("still has child \(describe(router.child))") }
    return problems.map { "router \(router.id) left the tree but \($0)" }
  }

  private static func describe<Route>(_ router: Router<Route>?) -> String {
    router.map { "\($0.id)" } ?? "nil"
  }
}

/// The printouts a run has checked, by value. A printout is a function of its value, so a
/// hierarchy or a tree whose value did not change since its printout was checked need not be
/// printed and parsed again; reading `description` is slow in a debug build. The same holds
/// for a hierarchy's ids.
@MainActor
final class PrintoutCache<Route: NavigationRoute> {
  /// Each named hierarchy's last checked value and printout lines.
  var hierarchies: [String: (value: NavigationHierarchy<Route>, lines: [String])] = [:]
  /// The whole tree's last value whose printout was checked.
  var tree: AnyHashable?
  /// The whole tree's printout is checked at one change of the tree in this many; the
  /// printouts of its hierarchies at every change.
  var treeEvery = 1
  private var treeChanges = 0
  /// Whether the whole tree's printout must be checked now that the tree is `value`.
  func treeIsDue(_ value: AnyHashable) -> Bool {
    guard tree != value else { return false }
    treeChanges += 1
    return treeChanges % treeEvery == 0
  }

  /// Each named hierarchy's last value whose `allIDs` and `contains(_:)` were checked, and
  /// its ids.
  var censuses: [String: (value: NavigationHierarchy<Route>, census: IDCensus<Route>)] = [:]
}

/// Remembers, weakly, every router a run has seen in its tree, to check that the routers that
/// leave the tree are detached and then released, and that no router outside the tree still
/// claims to be attached.
@MainActor
final class RouterRegistry<Route: NavigationRoute> {
  private struct Record {
    weak var router: Router<Route>?
    let id: RouterID
    var hasLeft = false
  }

  /// The routers seen, by identity; a released router's identity may be reused.
  private var records: [ObjectIdentifier: Record] = [:]
  /// The routers that left the tree and were alive at the last update.
  private var leavers: [Record] = []
  /// The routers of the tree at the last update, held so the ones that leave can be checked.
  private var current: [Router<Route>] = []
  /// How many routers left the tree.
  private(set) var leftCount = 0

  /// Records the routers reachable now and checks the ones that are not.
  func update(reachable: [Router<Route>]) -> [String] {
    var failures: [String] = []
    let unchanged =
      reachable.count == current.count && zip(reachable, current).allSatisfy { $0 === $1 }
    if !unchanged {
      let reachableKeys = Set(reachable.map(ObjectIdentifier.init))
      for router in current where !reachableKeys.contains(ObjectIdentifier(router)) {
        records[ObjectIdentifier(router)]?.hasLeft = true
        leavers.append(Record(router: router, id: router.id, hasLeft: true))
        leftCount += 1
      }
      for router in reachable {
        let key = ObjectIdentifier(router)
        if let record = records[key], record.router === router {
          if record.hasLeft { failures.append("router \(record.id) left the tree and came back") }
        } else {
          records[key] = Record(router: router, id: router.id)
        }
      }
      current = reachable
    }
    leavers.removeAll { leaver in
      guard let router = leaver.router else { return true }
      failures += InvariantChecker.checkDetached(router)
      return false
    }
    if records.count > 4 * current.count + 64 {
      records = records.filter { $0.value.router != nil }
    }
    return failures
  }

  /// Forgets the routers of the tree; after this, only the tree and the caller hold routers.
  func releaseCurrent() {
    current = []
  }

  /// The routers that left the tree and are still alive.
  func unreleasedLeavers() -> [String] {
    records.values.filter { $0.hasLeft && $0.router != nil }.map {
      "router \($0.id) left the tree but was not released"
    }
  }

  /// Every router seen that is still alive.
  func survivors() -> [String] {
    records.values.filter { $0.router != nil }.map {
      "router \($0.id) outlived its tree"
    }
  }
}
