import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Seeded random and mutated links opened on a nested tree: a module router whose main module
/// holds tabs, a split view in one tab, sheets, and tab bars and split views presented as
/// sheets, moved by random steps between the links (`NestedTreeDriver`). A link is a
/// `LinkDestination` made at random (a module of the catalog or not, tab and column names
/// nested via `hierarchies`, a stack, sheets and covers with their stacks), the place on screen
/// mutated, parts joined in any order, or a string of a link table mutated with odd fragments.
///
/// Each either applies or throws a typed `LinkError` with the tree, the module router's
/// handles and the events as they were. One that applies leaves a valid tree, drawn by the
/// lane once its held steps are acknowledged, in the destination's shape: its module on
/// screen, each tab it names selected, the stack the names lead to holding its screens and its
/// presentations, and nothing else on screen presenting; opened again, it changes nothing.
@MainActor
@Suite("Nested link fuzz")
struct NestedLinkFuzzTests {
  @Test("Random and mutated links on a nested tree apply in shape or are refused unchanged")
  func fuzz() throws {
    try expectSound(seed: 0x11_4E57, links: 1_500)
  }

  @Test(
    "Stress: 20,000 links on nested trees, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressNestedLinks() throws {
    try expectSound(seed: 0x5_11_4E57, links: 20_000)
  }

  private func expectSound(seed: UInt64, links: Int) throws {
    var fuzzer = try NestedLinkFuzzer(seed: seed)
    for _ in 0..<links { fuzzer.step() }
    let outcome = fuzzer.outcome
    for failure in outcome.failures.prefix(5) { Issue.record("seed \(seed): \(failure)") }
    #expect(outcome.failures.isEmpty, "seed \(seed): \(outcome.failures.count) failures")
    // Both sides are reached, and the links cross the nesting.
    #expect(outcome.applied > links / 5, "only \(outcome.applied) applied")
    #expect(outcome.changed > links / 10, "only \(outcome.changed) changed the tree")
    #expect(outcome.swappedModule > links / 50, "only \(outcome.swappedModule) swapped modules")
    #expect(outcome.intoColumns > links / 50, "only \(outcome.intoColumns) opened in a column")
    #expect(outcome.refusals.count >= 5, "too few kinds of refusal: \(outcome.refusals)")
    for kind in ["unknownHierarchy", "unknownModule", "unknownLink", "partOutOfOrder"] {
      #expect(outcome.refusals[kind, default: 0] > 0, "no \(kind): \(outcome.refusals)")
    }
  }
}

/// Makes the links and checks what opening them on the nested tree does.
@MainActor
struct NestedLinkFuzzer {
  typealias Destination = LinkDestination<TestRoute>

  struct Outcome {
    var applied = 0
    var changed = 0
    var swappedModule = 0
    var intoColumns = 0
    /// Refusals by kind: the `LinkError` case, or the `NavigationError` one it carries.
    var refusals: [String: Int] = [:]
    var failures: [String] = []
  }

  private(set) var outcome = Outcome()
  private var random: SeededGenerator
  private var modules: ModuleRouter<TestRoute>
  private var renderer: HeadlessRenderer<TestRoute>
  private let table: LinkTable<TestRoute>
  private var observation: EventObservation?

  static let names = [
    "feed", "search", "inbox", "sidebar", "detail", "content", "one", "two", "mail", "files",
    "nowhere", "",
  ]
  static let modulesNamed = ["onboarding", "main", "settings", "admin"]
  static let links = [
    "app://feed", "app://search/settings", "app://inbox", "app://inbox/folders",
    "app://inbox/folders/3", "app://message", "app://sidebar", "app://settings",
    "app://onboarding", "app://main/files", "app://nowhere", "https://example.com/inbox",
    "ftp://inbox",
  ]

  init(seed: UInt64) throws {
    random = SeededGenerator(seed: seed)
    modules = try NestedTreeDriver.fixture()
    renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    table = try NestedTreeDriver.links()
    attach()
  }

  private mutating func attach() {
    renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: modules.lane)
    observation = nil
    let counter = EventCounter()
    observation = modules.current.observeEvents { _ in counter.count += 1 }
    eventCounter = counter
  }

  private var eventCounter = EventCounter()

  /// Counts the events of the tree.
  @MainActor
  final class EventCounter {
    var count = 0
  }

  /// One link, after up to two random steps on the tree; now and then the tree starts over.
  mutating func step() {
    if random.chance(1) {
      modules = (try? NestedTreeDriver.fixture()) ?? modules
      attach()
    }
    for _ in 0..<random.pick([0, 0, 1, 1, 2]) {
      NestedTreeDriver.wander(modules, using: &random)
    }
    while renderer.acknowledgeHeldStep() {}
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<35: open(randomDestination())
    case 35..<65: open(mutated(placeOnScreen()))
    case 65..<80: openParts()
    default: openString()
    }
  }

  // MARK: Making links

  private mutating func randomRoute() -> TestRoute {
    random.pick(NestedTreeDriver.routes)
  }

  private mutating func randomPresented() -> Destination.Presented {
    Destination.Presented(
      route: randomRoute(), style: random.chance(70) ? .sheet : .fullScreenCover,
      stack: (0..<random.pick([0, 0, 1, 2])).map { _ in randomRoute() })
  }

  private mutating func randomDestination() -> Destination {
    Destination(
      module: random.chance(50) ? random.pick(Self.modulesNamed) : nil,
      hierarchies: (0..<random.pick([0, 1, 1, 2, 2, 3])).map { _ in random.pick(Self.names) },
      stack: (0..<random.pick([0, 0, 1, 2, 3])).map { _ in randomRoute() },
      presented: (0..<random.pick([0, 0, 1, 1, 2])).map { _ in randomPresented() })
  }

  /// The place on screen as a link describes it.
  private func placeOnScreen() -> Destination {
    modules.linkDestination()
  }

  /// `destination` changed in one or two ways.
  private mutating func mutated(_ destination: Destination) -> Destination {
    var destination = destination
    for _ in 0..<random.pick([1, 1, 2]) {
      switch Int.random(in: 0..<9, using: &random) {
      case 0: destination.module = random.chance(80) ? random.pick(Self.modulesNamed) : nil
      case 1: destination.hierarchies.append(random.pick(Self.names))
      case 2:
        if !destination.hierarchies.isEmpty {
          destination.hierarchies.remove(
            at: Int.random(in: destination.hierarchies.indices, using: &random))
        }
      case 3: destination.hierarchy = random.pick(Self.names)
      case 4: destination.stack.append(randomRoute())
      case 5: destination.stack = Array(destination.stack.dropLast())
      case 6: destination.presented.append(randomPresented())
      case 7: destination.presented = Array(destination.presented.dropFirst())
      default:
        if !destination.presented.isEmpty {
          destination.presented[0].style =
            destination.presented[0].style.isSheet ? .fullScreenCover : .sheet
          destination.presented[0].stack.append(randomRoute())
        }
      }
    }
    return destination
  }

  /// Parts in random order: joined into a destination to open, or refused as out of order.
  private mutating func openParts() {
    let parts = (0..<Int.random(in: 1...5, using: &random)).map { _ -> LinkPart<TestRoute> in
      switch Int.random(in: 0..<4, using: &random) {
      case 0: .module(random.pick(Self.modulesNamed))
      case 1: .hierarchy(random.pick(Self.names))
      case 2: .push(randomRoute())
      default: .present(randomRoute(), random.chance(50) ? .sheet : .fullScreenCover)
      }
    }
    do throws(LinkError) {
      let destination = try Destination(parts: parts, link: "parts")
      if destination.parts != parts {
        outcome.failures.append("\(parts) joined into \(destination), whose parts differ")
      }
      open(destination)
    } catch {
      count(error)
    }
  }

  /// A link of the table, sometimes with odd fragments added.
  private mutating func openString() {
    var link = random.pick(Self.links)
    if random.chance(30) {
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        link += random.pick(LinkFuzzTests.fragments)
      }
    }
    let (modules, table) = (modules, table)
    attempt(link) { () throws(LinkError) in try modules.open(link, in: table) }
  }

  private mutating func open(_ destination: Destination) {
    let router = modules.current
    attempt("\(destination)", destination: destination) { () throws(LinkError) -> Destination? in
      try router.open(destination)
      return nil
    }
  }

  // MARK: Checking

  /// Opens a link with `open`, and checks what it did.
  private mutating func attempt(
    _ label: String, destination given: Destination? = nil,
    _ open: () throws(LinkError) -> Destination?
  ) {
    let before = modules.store.tree
    let stack = modules.modules
    let current = modules.current
    eventCounter.count = 0
    let opened: Destination
    do throws(LinkError) {
      opened = try open() ?? given!
    } catch {
      count(error)
      var changes: [String] = []
      if modules.store.tree != before { changes.append("the tree") }
      if eventCounter.count != 0 { changes.append("\(eventCounter.count) events") }
      if modules.modules != stack { changes.append("the modules") }
      if modules.current !== current || !current.isAttached { changes.append("the router") }
      if !changes.isEmpty {
        outcome.failures.append(
          "\(label) refused with \(error), yet changed \(changes.joined(separator: ", ")) of\n"
            + "\(before)")
      }
      return
    }
    outcome.applied += 1
    let tree = modules.store.tree
    let context = "\(label) (\(opened)) on\n\(before)\nmade\n\(tree)"
    var problems = shapeProblems(of: opened, in: tree, before: before)
    if tree != before {
      outcome.changed += 1
      if eventCounter.count == 0 { problems.append("it changed the tree without an event") }
    } else if eventCounter.count != 0 {
      problems.append("it changed nothing, yet emitted \(eventCounter.count) events")
    }
    if modules.modules.last?.id != stack.last?.id { outcome.swappedModule += 1 }
    if opened.hierarchies.contains(where: { ["sidebar", "detail"].contains($0) }) {
      outcome.intoColumns += 1
    }
    do {
      try tree.validate()
    } catch {
      problems.append("the tree is invalid: \(error)")
    }
    if !modules.current.isAttached || modules.current.id != tree.focusedRootID {
      problems.append("the module router's current router is stale")
    }
    while renderer.acknowledgeHeldStep() {}
    if modules.lane.displayed != tree { problems.append("the lane did not catch up") }
    // Opened again, the same destination changes nothing.
    if random.chance(30) {
      eventCounter.count = 0
      do throws(LinkError) {
        try modules.current.open(opened)
        if modules.store.tree != tree || eventCounter.count != 0 {
          problems.append("opened again, it changed the tree to\n\(modules.store.tree)")
        }
      } catch {
        problems.append("opened again, it was refused with \(error)")
      }
    }
    if !problems.isEmpty {
      outcome.failures.append(context + "\n" + problems.joined(separator: "\n"))
    }
  }

  private mutating func count(_ error: LinkError) {
    let kind: String =
      switch error {
      case .refused(let refusal):
        switch refusal {
        case .unknownModule: "unknownModule"
        case .unknownTab: "unknownTab"
        default: "refused"
        }
      case .unknownHierarchy: "unknownHierarchy"
      case .unknownLink: "unknownLink"
      case .partOutOfOrder: "partOutOfOrder"
      case .malformed, .unsupportedScheme, .foreignHost: "notTheApp's"
      case .noModules, .noLink, .emptySegment: "other"
      }
    outcome.refusals[kind, default: 0] += 1
    if case .noModules = error {
      outcome.failures.append("a module router has no modules: \(error)")
    }
  }

  /// What differs between the tree and the shape `destination` describes, read as the
  /// documentation of `LinkDestination` and `Router.open(_:in:)` say.
  private func shapeProblems(
    of destination: Destination, in tree: NavigationNode<TestRoute>,
    before: NavigationNode<TestRoute>
  ) -> [String] {
    var problems: [String] = []
    guard case .modules(let modulesNode) = tree, let shown = modulesNode.modules.last,
      case .modules(let modulesBefore) = before
    else { return ["the tree is not a module router's"] }
    if let module = destination.module, shown.id != module {
      problems.append("module \(shown.id) is on screen, not \(module)")
    }
    if destination.module == nil, modulesNode.modules.map(\.id) != modulesBefore.modules.map(\.id) {
      problems.append("the modules changed, and the link names none")
    }
    // Each name looked for from where the one before led, down what is on screen.
    var node = shown.node
    for name in destination.hierarchies {
      guard let (child, selected) = Self.child(named: name, of: node) else {
        problems.append("no tab or column \(name) on the way")
        return problems
      }
      if !selected { problems.append("tab \(name) is not selected") }
      node = child
    }
    guard let stack = node.focusedStack else { return problems + ["no stack at the place"] }
    let levels = stack.hierarchy.levels
    if levels[0].path.map(\.route) != destination.stack {
      problems.append("the stack holds \(levels[0].path.map(\.route)), not \(destination.stack)")
    }
    let presented = levels.dropFirst().map { level in
      Destination.Presented(
        route: level.root.route, style: level.presentation?.style ?? .sheet,
        stack: level.path.map(\.route))
    }
    if presented != destination.presented {
      problems.append("the place presents \(presented), not \(destination.presented)")
    }
    if let node = stack.presented {
      problems.append("the place presents \(node.node.kindName) \(node.node.nodeID)")
    }
    // What the other stacks on screen present covers the place: it is dismissed.
    for other in Self.stacksOnScreen(shown.node) where other.hierarchy.root.id != levels[0].id {
      if other.hierarchy.levels.count > 1 || other.presented != nil {
        problems.append("router \(other.hierarchy.root.id), on screen, still presents")
      }
    }
    return problems
  }

  /// The child a link's name picks from `node`, and whether it is selected: a tab of that
  /// name, a column; past a node without one, the selected tab's or the detail column's.
  private static func child(
    named name: String, of node: NavigationNode<TestRoute>
  ) -> (NavigationNode<TestRoute>, selected: Bool)? {
    switch node {
    case .stack: return nil
    case .tabs(let tabs):
      if let tab = tabs.tabs.first(where: { $0.name == name }) {
        return (tab.node, tabs.selected == name)
      }
      guard let selected = tabs.tabs.first(where: { $0.name == tabs.selected }) else { return nil }
      return child(named: name, of: selected.node)
    case .split(let split):
      switch name {
      case "sidebar": return (split.sidebar, true)
      case "detail": return (split.detail, true)
      case "content": if let content = split.content { return (content, true) }
      default: break
      }
      return child(named: name, of: split.detail)
    case .modules(let modules):
      return modules.modules.last.flatMap { child(named: name, of: $0.node) }
    }
  }

  /// The stacks on screen: the module on screen's, the selected tabs', every column's.
  private static func stacksOnScreen(_ node: NavigationNode<TestRoute>) -> [StackNode<TestRoute>] {
    switch node {
    case .stack(let stack): return [stack]
    case .tabs(let tabs):
      return tabs.tabs.first { $0.name == tabs.selected }.map { stacksOnScreen($0.node) } ?? []
    case .split(let split): return split.columns.flatMap(stacksOnScreen)
    case .modules(let modules): return modules.modules.last.map { stacksOnScreen($0.node) } ?? []
    }
  }
}
