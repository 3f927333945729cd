import Foundation
import Testing

@testable import Itinerary

/// Seeded random commands on a tree of nested nodes: after each one the tree is valid (see
/// `NavigationNode.validate(within:)`); what left the screen (a covered module's screens
/// too) or was dropped, and what joined the tree, is what its events say; a refused command or
/// batch changes nothing.
@Suite("Random commands keep a tree of nested nodes sound")
struct RandomNodeCommandTests {
  @Test(arguments: [1, 0xB0A7, 0x7AB5] as [UInt64])
  func randomCommands(seed: UInt64) {
    var run = RandomNodeRun(seed: seed)
    run.run(commands: 3_000)
    for failure in run.failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
    // Both outcomes happen often enough to mean something.
    #expect(run.applied > 1_000, "applied \(run.applied)")
    #expect(run.refused > 100, "refused \(run.refused)")
  }

  @Test(
    "Stress: 100,000 random commands on nested nodes, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil),
    arguments: [0x5_1, 0x5_2, 0x5_3, 0x5_4] as [UInt64])
  func stress(seed: UInt64) {
    var run = RandomNodeRun(seed: seed)
    run.run(commands: 25_000)
    for failure in run.failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
  }
}

/// One seeded run: a tree, the commands made for it, and what went wrong.
private struct RandomNodeRun {
  private var random: SeededGenerator
  private var tree = appTree
  /// The last number used for a new id; the fixture's ids are below it.
  private var lastID: UInt64 = 100
  private(set) var failures: [String] = []
  private(set) var applied = 0
  private(set) var refused = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func run(commands: Int) {
    for number in 0..<commands where failures.isEmpty {
      let batch =
        random.chance(15)
        ? (0..<Int.random(in: 2...3, using: &random)).map { _ in command() } : [command()]
      step(batch, number: number)
    }
  }

  /// Applies a batch of commands and checks what the tree became.
  private mutating func step(_ commands: [NodeCommand<TestRoute>], number: Int) {
    let before = tree
    do {
      let events = try tree.apply(commands)
      applied += 1
      check(events, after: commands, from: before, number: number)
    } catch {
      refused += 1
      if tree != before {
        failures.append(
          "command \(number) \(commands) was refused with \(error), and changed the tree")
      }
    }
  }

  private mutating func check(
    _ events: [NavigationEvent<TestRoute>], after commands: [NodeCommand<TestRoute>],
    from before: NavigationNode<TestRoute>, number: Int
  ) {
    let context = "command \(number) \(commands) on\n\(before)\nmade\n\(tree)"
    do {
      try tree.validate(within: .unlimited)
    } catch {
      failures.append("\(context)\nwhich is invalid: \(error)")
    }
    // What the events say left the screen or was dropped, and what they say arrived. A screen
    // that a module swap covers leaves the screen but stays in the tree, as its module does.
    let gone = Set(events.flatMap { $0.leavingIDs + $0.discardedIDs })
    let arrived = Set(events.flatMap(\.arrivingIDs))
    // The ids a node brought in a module covered inside it never showed: they leave unreported.
    let unseen = events.reduce(into: Set<EntryID>()) { ids, event in
      let node: NavigationNode<TestRoute>
      switch event {
      case .moduleSwapped(_, let shown): node = shown
      case .nodePresented(let presented, _): node = presented.node
      default: return
      }
      ids.formUnion(node.allIDs.subtracting(node.liveIDs))
    }
    let liveBefore = before.liveIDs
    let liveAfter = tree.liveIDs
    let problems = [
      ("left the screen unreported", liveBefore.subtracting(liveAfter).subtracting(gone)),
      ("reported gone, yet shown", gone.intersection(liveAfter).subtracting(arrived)),
      ("joined the tree unreported", tree.allIDs.subtracting(before.allIDs).subtracting(arrived)),
      (
        "reported arriving, yet nowhere",
        arrived.subtracting(gone).subtracting(unseen).subtracting(tree.allIDs)
      ),
    ]
    for (problem, ids) in problems where !ids.isEmpty {
      failures.append(
        "\(context)\nwhere \(ids.sorted { "\($0)" < "\($1)" }) \(problem): "
          + "\(events.map(\.description))")
    }
    if tree.shownRouter == nil { failures.append("\(context)\nwhich shows no router") }
  }

  // MARK: Commands

  private mutating func command() -> NodeCommand<TestRoute> {
    var stacks: [RouterID] = []
    var containers: [(id: RouterID, node: NavigationNode<TestRoute>)] = []
    // The nodes a handle can reach; a covered module's now and then, which is refused.
    let reachesCovered = random.chance(3)
    func visit(_ node: NavigationNode<TestRoute>) {
      if let id = node.containerID { containers.append((id, node)) }
      if case .stack(let stack) = node { stacks += stack.hierarchy.levels.map(\.id) }
      for child in reachesCovered ? node.children[...] : node.liveChildren { visit(child.node) }
    }
    visit(tree)
    let router = random.pick(stacks)
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<55:
      return .navigate(NavigationCommand(action(), target: target()), from: router)
    case 55..<85:
      let (id, node) = random.pick(containers)
      return containerCommand(id: id, node: node)
    case 85..<95:
      return .present(PresentedNode(newNode(), presentation: sheet), from: router)
    default:
      return .dismissPresented(from: router)
    }
  }

  private mutating func containerCommand(
    id: RouterID, node: NavigationNode<TestRoute>
  ) -> NodeCommand<TestRoute> {
    switch node {
    case .tabs(let tabs):
      let names = tabs.tabs.map(\.name) + ["nowhere"]
      return .selectTab(random.pick(names), in: id)
    case .split:
      return .layOut(
        SplitLayout(
          isCollapsed: random.chance(50), preferredCompactColumn: random.pick([.sidebar, .detail]),
          columnVisibility: random.pick([.automatic, .all, .detailOnly])),
        in: id)
    case .modules:
      // Modules may repeat: dismissed more often than shown, they stay few.
      guard random.chance(35) else {
        return .dismissModules(count: random.pick([0, 1, 1, 2, 3]), in: id)
      }
      return .showModules([ModuleNode(id: random.pick(["a", "b", "c"]), node: newNode())], in: id)
    case .stack:
      return .selectTab("none", in: id)
    }
  }

  private mutating func target() -> NavigationTarget {
    random.chance(60) ? .current : random.pick([.parent, .child, .root, .deepest])
  }

  private mutating func action() -> NavigationAction<TestRoute> {
    switch Int.random(in: 0..<14, using: &random) {
    case 0, 1, 2: .stack(.push(newEntry()))
    case 3: .stack(.pop(count: Int.random(in: 1...2, using: &random)))
    case 4: .stack(.popToRoot)
    case 5: .present(newEntry(), sheet, router: newRouter())
    case 6: .dismiss
    case 7: .dismissChild
    case 8: .dismissAllFromRoot
    case 9: .dismissLastPresentation
    case 10: .dismissLastScreens(count: Int.random(in: 1...3, using: &random))
    case 11: .dismissScreen(existingID())
    case 12: .modal(.show([OverlayModal(id: newEntryID(), route: .profile)]))
    default: .alert(.show(AlertState(id: newEntryID(), title: "Sure?")))
    }
  }

  /// A screen id of the tree, so that a push of it is refused as a repeat.
  private mutating func existingID() -> EntryID {
    random.pick(Array(tree.allIDs))
  }

  private mutating func newEntry() -> Entry<TestRoute> {
    Entry(id: random.chance(3) ? existingID() : newEntryID(), route: .detail(Int(lastID)))
  }

  private mutating func newEntryID() -> EntryID {
    lastID += 1
    return EntryID(generated: lastID)
  }

  private mutating func newRouter() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }

  private mutating func newStack() -> NavigationNode<TestRoute> {
    NavigationNode(NavigationHierarchy(root: RouterState(id: newRouter(), root: newEntry())))
  }

  /// Tabs of two stacks, a split view, or modules of one stack; now and then a stack, which
  /// cannot be presented as a node.
  private mutating func newNode() -> NavigationNode<TestRoute> {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4:
      return .tabs(
        TabsNode(
          id: newRouter(), selected: "one",
          tabs: [.init("one", newStack()), .init("two", newStack())]))
    case 4..<7:
      return .split(SplitNode(id: newRouter(), sidebar: newStack(), detail: newStack()))
    case 7..<9:
      return .modules(
        ModulesNode(id: newRouter(), modules: [ModuleNode(id: "a", node: newStack())]))
    default:
      return newStack()
    }
  }
}
