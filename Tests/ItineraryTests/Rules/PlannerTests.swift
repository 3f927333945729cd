import Testing

@testable import Itinerary

/// `NavigationPlanner.steps(from:to:)`: the steps between a displayed tree and a wanted one,
/// read as displayed, wanted, expected steps, for both platform capabilities. Applying the
/// steps in order to the displayed tree must give the wanted tree.
@Suite("Planner")
struct PlannerTests {
  typealias Tree = NavigationNode<TestRoute>
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>
  typealias Step = NavigationStep<TestRoute>

  /// One row: what the screen shows, what the tree wants, and the steps between them with
  /// several levels dismissed at once (`.current`) and with one level per update.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let displayed: Tree
    let wanted: Tree
    let severalAtOnce: [Step]
    let oneLevel: [Step]

    /// A row whose steps are the same for both capabilities unless `oneLevel` says otherwise.
    init(
      _ description: String, _ displayed: Tree, _ wanted: Tree, _ steps: [Step],
      oneLevel: [Step]? = nil
    ) {
      self.description = description
      self.displayed = displayed
      self.wanted = wanted
      self.severalAtOnce = steps
      self.oneLevel = oneLevel ?? steps
    }
  }

  // MARK: Fixtures (beside the shared ids, entries and presentations of Support/Fixtures.swift)

  /// Root router r1 at `home`.
  static let rootAlone = State(id: r1, root: home)
  /// Root router r1 with `list` pushed.
  static let rootList = State(id: r1, root: home, path: [list])
  /// Root router r1 with `list` and `d3` pushed.
  static let rootListD3 = State(id: r1, root: home, path: [list, d3])
  /// Sheet router r2 at `settings`.
  static let sheet2 = State(id: r2, root: settings, presentation: sheet)
  /// Sheet router r2 at `settings` with `profile` pushed.
  static let sheet2Profile = State(id: r2, root: settings, path: [profile], presentation: sheet)
  /// Sheet router r3 at `d7`.
  static let sheet3 = State(id: r3, root: d7, presentation: sheet)
  /// Cover router r3 at `d7`.
  static let cover3 = State(id: r3, root: d7, presentation: cover)
  /// Cover router r4 at `d9`.
  static let cover4 = State(id: r4, root: d9, presentation: cover)
  /// Sheet router r5 at `profile`: another router than r2.
  static let sheet5 = State(id: r5, root: profile, presentation: sheet)
  /// Cover router r8 at `d6`.
  static let cover8 = State(id: r8, root: d6, presentation: cover)
  /// The second tab's root router r4 at `search`.
  static let tabRoot = State(id: r4, root: search)

  static func chain(_ levels: State...) -> Hierarchy {
    Hierarchy(checkedLevels: levels)
  }

  /// The id of the tabs node of a tree of several hierarchies.
  static let tabsID = RouterID(rawValue: 100)

  /// One hierarchy without a selection is a stack node; several are the tabs `0`, `1`, … of
  /// the tabs node ``tabsID``, the one at `selection` selected.
  static func tree(_ hierarchies: Hierarchy..., selection: Int? = nil) -> Tree {
    tree(hierarchies, selection: selection)
  }

  static func tree(_ hierarchies: [Hierarchy], selection: Int?) -> Tree {
    guard hierarchies.count > 1 || selection != nil else { return Tree(hierarchies[0]) }
    return .tabs(
      TabsNode(
        id: tabsID, selected: "\(selection ?? 0)",
        tabs: hierarchies.enumerated().map { TabsNode.Tab("\($0)", Tree($1)) }))
  }

  // MARK: One stack

  static let stackCases: [Case] = [
    Case(
      "nothing to do", tree(chain(rootListD3, sheet2Profile)),
      tree(chain(rootListD3, sheet2Profile)), []),
    Case("one push", tree(chain(rootAlone)), tree(chain(rootList)), [.setPath([list], router: r1)]),
    Case(
      "several pushes at once", tree(chain(rootAlone)), tree(chain(rootListD3)),
      [.setPath([list, d3], router: r1)]),
    Case(
      "pops at once", tree(chain(rootListD3)), tree(chain(rootAlone)), [.setPath([], router: r1)]),
    Case(
      "pops then pushes on one stack become one setPath", tree(chain(rootListD3)),
      tree(chain(State(id: r1, root: home, path: [list, d6, d7]))),
      [.setPath([list, d6, d7], router: r1)]),
    Case(
      "a root router's root swapped in place, then a push",
      tree(chain(rootAlone)),
      tree(chain(State(id: r1, root: Entry(id: "home", route: .list), path: [d3]))),
      [.setRoot(Entry(id: "home", route: .list), router: r1), .setPath([d3], router: r1)]),
  ]

  // MARK: Presentations

  static let presentationCases: [Case] = [
    Case(
      "dismiss two nested sheets then push", tree(chain(rootAlone, sheet2, sheet3)),
      tree(chain(State(id: r1, root: home, path: [d6]))),
      [.dismiss(router: r2), .setPath([d6], router: r1)],
      oneLevel: [.dismiss(router: r3), .dismiss(router: r2), .setPath([d6], router: r1)]),
    Case(
      "dismiss the levels above a sheet that stays", tree(chain(rootAlone, sheet2, sheet3, cover4)),
      tree(chain(rootAlone, sheet2)), [.dismiss(router: r3)],
      oneLevel: [.dismiss(router: r4), .dismiss(router: r3)]),
    Case(
      "replace a sheet with another sheet: dismiss, then present", tree(chain(rootAlone, sheet2)),
      tree(chain(rootAlone, sheet5)), [.dismiss(router: r2), .present(sheet5, presenter: r1)]),
    Case(
      "replace a sheet's content in place: the same router swaps its root",
      tree(chain(rootAlone, sheet2)),
      tree(
        chain(
          rootAlone,
          State(id: r2, root: Entry(id: "settings", route: .profile), presentation: sheet))),
      [.setRoot(Entry(id: "settings", route: .profile), router: r2)]),
    Case(
      "present a sheet with its pushes in one step", tree(chain(rootAlone)),
      tree(chain(rootAlone, sheet2Profile)), [.present(sheet2Profile, presenter: r1)]),
    Case(
      "present two levels one at a time", tree(chain(rootAlone)),
      tree(chain(rootAlone, sheet2, cover3)),
      [.present(sheet2, presenter: r1), .present(cover3, presenter: r2)]),
    Case(
      "replace a deeper level: dismiss it, present from the level that stays",
      tree(chain(rootAlone, sheet2, sheet3)),
      tree(chain(rootAlone, sheet2, cover8)),
      [.dismiss(router: r3), .present(cover8, presenter: r2)]),
    Case(
      "dismiss the top level, then pop the levels below it, deepest first",
      tree(chain(rootListD3, sheet2Profile, cover3)), tree(chain(rootList, sheet2)),
      [.dismiss(router: r3), .setPath([], router: r2), .setPath([list], router: r1)]),
    Case(
      "dismiss, pop and present in one change: dismissals, pops, then the presentation",
      tree(chain(rootListD3, sheet2)),
      tree(chain(rootList, State(id: r5, root: profile, presentation: cover))),
      [
        .dismiss(router: r2), .setPath([list], router: r1),
        .present(State(id: r5, root: profile, presentation: cover), presenter: r1),
      ]),
  ]

  // MARK: Tabs

  /// Three tabs changing at once: every hierarchy's dismissals come before any pop, the tab
  /// switch after the pops, then root swaps, pushes and presentations.
  static let severalTabs = Case(
    "several tabs changing at once keep the phase order across hierarchies",
    tree(
      chain(rootList, sheet2, sheet3),
      chain(State(id: r4, root: search, path: [d6])),
      chain(State(id: r6, root: account), State(id: r7, root: d9, presentation: cover)),
      selection: 0),
    tree(
      chain(rootAlone),
      chain(State(id: r4, root: search, path: [d6, d7]), sheet5),
      chain(State(id: r6, root: Entry(id: "account", route: .player))),
      selection: 2),
    [
      .dismiss(router: r2), .dismiss(router: r7), .setPath([], router: r1), .select(2),
      .setRoot(Entry(id: "account", route: .player), router: r6),
      .setPath([d6, d7], router: r4), .present(sheet5, presenter: r4),
    ],
    oneLevel: [
      .dismiss(router: r3), .dismiss(router: r2), .dismiss(router: r7),
      .setPath([], router: r1), .select(2),
      .setRoot(Entry(id: "account", route: .player), router: r6),
      .setPath([d6, d7], router: r4), .present(sheet5, presenter: r4),
    ])

  static let tabCases: [Case] = [
    Case(
      "nothing to do on tabs", tree(chain(rootList), chain(tabRoot), selection: 1),
      tree(chain(rootList), chain(tabRoot), selection: 1), []),
    Case(
      "switch tab", tree(chain(rootList), chain(tabRoot), selection: 0),
      tree(chain(rootList), chain(tabRoot), selection: 1), [.select(1)]),
    Case(
      "switch tab while a cover is up: the cover is dismissed first",
      tree(chain(rootAlone, cover3), chain(tabRoot), selection: 0),
      tree(chain(rootAlone), chain(tabRoot), selection: 1),
      [.dismiss(router: r3), .select(1)]),
    Case(
      "switch tab while a cover stays up in the tab left",
      tree(chain(rootAlone, cover3), chain(tabRoot), selection: 0),
      tree(chain(rootAlone, cover3), chain(tabRoot), selection: 1), [.select(1)]),
    Case(
      "switch tab, then push in the tab switched to",
      tree(chain(rootAlone), chain(tabRoot), selection: 0),
      tree(chain(rootAlone), chain(State(id: r4, root: search, path: [d6])), selection: 1),
      [.select(1), .setPath([d6], router: r4)]),
    severalTabs,
  ]

  static let cases = stackCases + presentationCases + tabCases

  // MARK: Tests

  @Test(arguments: cases)
  func plansTheSteps(_ row: Case) {
    let severalAtOnce = NavigationPlanner(capabilities: .current)
    let oneLevel = NavigationPlanner(capabilities: .oneLevelPerUpdate)

    #expect(severalAtOnce.steps(from: row.displayed, to: row.wanted) == row.severalAtOnce)
    #expect(oneLevel.steps(from: row.displayed, to: row.wanted) == row.oneLevel)
  }

  @Test(arguments: cases)
  func theStepsTakeTheDisplayedTreeToTheWantedOne(_ row: Case) {
    for steps in [row.severalAtOnce, row.oneLevel] {
      var tree = row.displayed
      for step in steps { tree.show(step) }
      #expect(tree == row.wanted)
    }
  }

  @Test func theDefaultPlannerDismissesSeveralLevelsAtOnce() {
    let row = Self.presentationCases[0]

    #expect(NavigationPlanner().capabilities == .current)
    #expect(NavigationPlanner().steps(from: row.displayed, to: row.wanted) == row.severalAtOnce)
  }

  @Test func aHierarchyIsPlannedAsATreeOfOneHierarchy() {
    let displayed = Self.chain(Self.rootListD3, Self.sheet2, Self.sheet3)
    let wanted = Self.chain(Self.rootList, Self.sheet5)
    let planner = NavigationPlanner(capabilities: .oneLevelPerUpdate)

    #expect(
      planner.steps(from: displayed, to: wanted)
        == planner.steps(from: Tree(displayed), to: Tree(wanted)))
    #expect(
      planner.steps(from: displayed, to: wanted) == [
        .dismiss(router: r3), .dismiss(router: r2),
        .setPath([list], router: r1),
        .present(Self.sheet5, presenter: r1),
      ])
  }

  @Test(arguments: [
    (Step.dismiss(router: r2), true), (.setPath([], router: r1), true),
    (.present(sheet2, presenter: r1), true), (.setRoot(home, router: r1), false),
    (.select(1), false),
  ])
  func onlyDismissalsPathsAndPresentationsAnimate(_ step: Step, _ animates: Bool) {
    #expect(step.animates == animates)
  }

  /// A command from outside may present a new router under the id of one dismissed since the
  /// screen last caught up. The wanted router is another presentation, so it is dismissed and
  /// presented again rather than patched in place.
  @Test(arguments: [PlatformCapabilities.current, .oneLevelPerUpdate])
  func aPresentationChangedUnderTheSameRouterIDIsDismissedAndPresentedAgain(
    _ capabilities: PlatformCapabilities
  ) {
    let displayed = Self.tree(Self.chain(Self.rootAlone, Self.sheet2Profile))
    let again = State(id: r2, root: d6, presentation: cover)
    let wanted = Self.tree(Self.chain(Self.rootAlone, again))

    let steps = NavigationPlanner(capabilities: capabilities).steps(from: displayed, to: wanted)

    #expect(steps == [.dismiss(router: r2), .present(again, presenter: r1)])
    var tree = displayed
    for step in steps { tree.show(step) }
    #expect(tree == wanted)
  }

  // MARK: Random trees

  /// For a few hundred seeded pairs of trees grown from one start tree by random commands, the
  /// planned steps take the displayed tree to the wanted one through valid trees, in phase
  /// order, with the fewest dismissals, setPaths and presentations.
  @Test(arguments: [PlatformCapabilities.current, .oneLevelPerUpdate])
  func randomPairsOfTreesArePlannedExactly(_ capabilities: PlatformCapabilities) {
    let planner = NavigationPlanner(capabilities: capabilities)
    var kinds = Set<String>()
    var changed = 0
    for seed in 0..<400 as Range<UInt64> {
      var trees = RandomTrees(seed: seed)
      let start = trees.start()
      var displayedParts = start
      let displayedCommands = trees.rng.int(0..<10)
      trees.mutate(&displayedParts, commands: displayedCommands)
      var wantedParts = start
      let wantedCommands = trees.rng.int(0..<10)
      trees.mutate(&wantedParts, commands: wantedCommands)
      let displayed = displayedParts.tree
      let wanted = wantedParts.tree

      let steps = planner.steps(from: displayed, to: wanted)
      if let failure = Self.check(steps, from: displayed, to: wanted, planner: planner) {
        Issue.record(
          "seed \(seed): \(failure)\nsteps: \(steps)\ndisplayed:\n\(displayed)\nwanted:\n\(wanted)")
        return
      }
      kinds.formUnion(steps.map(Self.kind))
      if !steps.isEmpty { changed += 1 }
    }
    #expect(kinds == ["dismiss", "setPath", "setRoot", "select", "present"])
    #expect(changed > 300)
  }

  static func kind(_ step: Step) -> String {
    switch step {
    case .dismiss: "dismiss"
    case .setPath: "setPath"
    case .setRoot: "setRoot"
    case .selectTab: "select"
    case .present: "present"
    case .presentNode: "presentNode"
    case .setOverlays: "setOverlays"
    case .replaceNode: "replaceNode"
    }
  }

  /// The number of levels from the root two states of a hierarchy share by router id and
  /// presentation.
  static func sharedLevels(_ displayed: Hierarchy, _ wanted: Hierarchy) -> Int {
    var shared = 1
    while shared < min(displayed.levels.count, wanted.levels.count),
      displayed.levels[shared].id == wanted.levels[shared].id,
      displayed.levels[shared].presentation == wanted.levels[shared].presentation
    {
      shared += 1
    }
    return shared
  }

  /// What is wrong with `steps` as the plan from `displayed` to `wanted`, or `nil`.
  static func check(
    _ steps: [Step], from displayed: Tree, to wanted: Tree, planner: NavigationPlanner
  ) -> String? {
    guard steps.isEmpty == (displayed == wanted) else { return "steps exist iff trees differ" }
    var tree = displayed
    var lastPhase = 0
    var dismissals = Array(repeating: 0, count: tree.hierarchies.count)
    func hierarchy(of router: RouterID) -> Int? {
      tree.hierarchies.firstIndex { $0.level(of: router) != nil }
    }
    var pathsSet = Set<RouterID>()
    var rootsSet = Set<RouterID>()
    var presentations = 0
    for step in steps {
      let phase: Int
      switch step {
      case .replaceNode:
        phase = 0
      case .dismiss(let router):
        guard let index = hierarchy(of: router) else { return "dismiss of absent \(router)" }
        dismissals[index] += 1
        phase = 1
      case .setPath(let path, let router):
        guard let (stack, level) = tree.stack(holding: router) else {
          return "setPath on absent \(router)"
        }
        guard pathsSet.insert(router).inserted else { return "two setPaths on \(router)" }
        phase = stack.hierarchy.levels[level].path.starts(with: path) ? 2 : 5
      case .selectTab:
        phase = 3
      case .setRoot(_, let router):
        guard rootsSet.insert(router).inserted else { return "two setRoots on \(router)" }
        phase = 4
      case .setOverlays:
        phase = 6
      case .present, .presentNode:
        presentations += 1
        phase = 7
      }
      guard phase >= lastPhase else { return "\(step) comes after a later phase" }
      lastPhase = phase
      tree.show(step)
      if let problem = treeProblem(tree) { return "after \(step): \(problem)" }
    }
    guard tree == wanted else { return "the steps lead to\n\(tree)" }
    guard planner.steps(from: tree, to: wanted).isEmpty else { return "a second plan is not empty" }

    var expectedPresentations = 0
    for (index, (before, after)) in zip(displayed.hierarchies, wanted.hierarchies).enumerated() {
      let shared = sharedLevels(before, after)
      let leaving = before.levels.count - shared
      let expected =
        planner.capabilities.dismissesSeveralLevelsAtOnce ? min(leaving, 1) : leaving
      guard dismissals[index] == expected else {
        return "\(dismissals[index]) dismissals in hierarchy \(index), expected \(expected)"
      }
      expectedPresentations += after.levels.count - shared
    }
    guard presentations == expectedPresentations else {
      return "\(presentations) presentations, expected \(expectedPresentations)"
    }
    return nil
  }
}

/// Grows random trees the way routers do: random commands from random routers of random
/// hierarchies, refused ones changing nothing, every new screen and router with a fresh id.
struct RandomTrees {
  var rng: SeededGenerator
  private var lastID: UInt64 = 0

  init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
  }

  /// The hierarchies of a random tree and the selected one, until ``tree`` makes them a node.
  struct Parts {
    var hierarchies: [NavigationHierarchy<TestRoute>]
    var selection: Int?

    /// A stack node for one hierarchy, else tabs (``PlannerTests/tree(_:selection:)``).
    var tree: NavigationNode<TestRoute> { PlannerTests.tree(hierarchies, selection: selection) }
  }

  /// A tree of one to three hierarchies after a few random commands.
  mutating func start() -> Parts {
    let count = rng.int(1..<4)
    var hierarchies: [NavigationHierarchy<TestRoute>] = []
    for _ in 0..<count {
      let root = RouterState(id: routerID(), root: entry(route: .home))
      hierarchies.append(NavigationHierarchy(root: root))
    }
    var tree = Parts(hierarchies: hierarchies, selection: count > 1 ? 0 : nil)
    mutate(&tree, commands: rng.int(0..<8))
    return tree
  }

  /// Applies `commands` random commands to `tree`, and now and then selects another
  /// hierarchy.
  mutating func mutate(_ tree: inout Parts, commands: Int) {
    for _ in 0..<commands {
      let count = tree.hierarchies.count
      if count > 1, rng.chance(0.15) {
        tree.selection = rng.int(0..<count)
        continue
      }
      let index = rng.int(0..<count)
      let hierarchy = tree.hierarchies[index]
      let origin = hierarchy.levels[rng.int(0..<hierarchy.levels.count)].id
      let command = NavigationCommand(action(in: hierarchy), target: target())
      _ = try? tree.hierarchies[index].apply(command, from: origin)
    }
  }

  private mutating func action(
    in hierarchy: NavigationHierarchy<TestRoute>
  ) -> NavigationAction<TestRoute> {
    let screens = hierarchy.screens
    let someScreen = screens[rng.int(0..<screens.count)].id
    switch rng.int(0..<20) {
    case 0..<4: return .stack(.push(entry()))
    case 4: return .stack(.pop(count: rng.int(0..<4)))
    case 5: return .stack(.popToRoot)
    case 6: return .stack(.replaceStack((0..<rng.int(0..<4)).map { _ in entry() }))
    case 7, 8: return .stack(.replaceCurrent(route()))
    case 9: return .stack(.replaceLast(count: rng.int(0..<3), with: entry()))
    case 10..<13:
      let entry = entry()
      let style: PresentationStyle = rng.chance(0.5) ? .sheet : .fullScreenCover
      let presentation = Presentation(style: style, isBare: entry.route.ownsNavigation)
      return .present(entry, presentation, router: routerID())
    case 13: return .dismissChild
    case 14: return .dismiss
    case 15: return .dismissScreen(someScreen)
    case 16: return .dismissScreensAbove(someScreen)
    case 17: return .dismissLastScreens(count: rng.int(0..<4))
    default:
      let actions: [NavigationAction<TestRoute>] = [
        .dismissOrPopToRoot, .dismissSelfAndParent, .dismissAllFromRoot, .dismissLastPushStack,
        .dismissLastPresentation, .dismissAllScreens,
      ]
      return actions[rng.int(0..<actions.count)]
    }
  }

  private mutating func target() -> NavigationTarget {
    let targets: [NavigationTarget] = [.current, .parent, .child, .root, .deepest]
    return targets[rng.int(0..<targets.count)]
  }

  private mutating func route() -> TestRoute {
    let routes: [TestRoute] = [
      .home, .list, .detail(rng.int(0..<5)), .settings, .profile, .workspace, .player,
    ]
    return routes[rng.int(0..<routes.count)]
  }

  private mutating func entry(route: TestRoute? = nil) -> Entry<TestRoute> {
    lastID += 1
    return Entry(id: EntryID(generated: lastID), route: route ?? self.route())
  }

  private mutating func routerID() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }
}

extension NavigationStep where Route == TestRoute {
  /// The switch to the tab at `index` of the tabs node of ``PlannerTests/tree(_:selection:)``.
  static func select(_ index: Int) -> Self {
    .selectTab("\(index)", in: PlannerTests.tabsID)
  }
}
