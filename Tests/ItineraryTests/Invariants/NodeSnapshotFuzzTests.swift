import Foundation
import Testing

@testable import Itinerary

/// Seeded corrupt and hostile snapshots of whole nested trees (`NavigationNode`): trees of a
/// module router whose main module holds tabs, a split view in one tab, sheets, and tab bars
/// and split views presented as sheets, saved as snapshots, then mutated (bytes flipped,
/// numbers swapped, truncated, elements repeated or dropped, members dropped, ids copied, tab
/// and module names changed, nodes grafted over others, of another kind, or wrapped in more
/// nesting), under other versions, nested too deep, over small limits, and restored into a
/// live module router's store. Reading and restoring them never traps; every refusal is a
/// `RestorationError` that leaves the tree, the module router's handles, the id counter and
/// the events as they were; every restoration accepted leaves the saved tree, valid, with the
/// handles on it and the id counter past its ids, and the tree takes commands after it.
@MainActor
@Suite("Nested snapshot fuzz")
struct NodeSnapshotFuzzTests {
  @Test("Mutated nested snapshots restore into a live module router or are refused unchanged")
  func fuzz() async throws {
    try await expectSound(seed: 0x4E57_ED, inputs: 1_500)
  }

  @Test(
    "Stress: 10,000 mutated nested snapshots, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressNestedSnapshots() async throws {
    try await expectSound(seed: 0x5_4E57, inputs: 10_000)
  }

  private func expectSound(seed: UInt64, inputs: Int) async throws {
    var fuzzer = try NodeSnapshotFuzzer(seed: seed)
    var outcome = NodeSnapshotFuzzer.Outcome()
    for index in 0..<inputs {
      fuzzer.step(into: &outcome)
      // The tests running beside this one wait on the main actor too, some with deadlines.
      if index % 50 == 0 { await Task.yield() }
    }
    for failure in outcome.failures.prefix(5) { Issue.record("seed \(seed): \(failure)") }
    #expect(outcome.failures.isEmpty, "seed \(seed): \(outcome.failures.count) failures")
    // Both sides are reached: restorations that changed the tree, and every kind of refusal.
    #expect(outcome.restored > inputs / 10, "only \(outcome.restored) restored")
    #expect(outcome.changed > inputs / 20, "only \(outcome.changed) restorations changed the tree")
    #expect(outcome.mutatedRestored > 0, "no mutated snapshot restored")
    #expect(outcome.commandsAfter > inputs / 20, "only \(outcome.commandsAfter) commands after")
    for kind in NodeSnapshotFuzzer.Refusal.allCases {
      #expect(outcome.refusals[kind, default: 0] > 0, "no refusal as \(kind): \(outcome.refusals)")
    }
  }
}

/// Makes nested snapshots from a module router driven by `NestedTreeDriver`, mutates them
/// with `DecodingFuzzer`'s mutations and its own of nodes, and checks what reading and
/// restoring them into a live module router's store does.
@MainActor
struct NodeSnapshotFuzzer {
  typealias Snapshot = NavigationSnapshot<TestRoute>

  /// The kinds of refusal, counted to show the inputs reach each.
  enum Refusal: CaseIterable {
    case tooLarge, corrupt, unsupportedVersion, tooManyEntries, tooDeep, doesNotFit
  }

  struct Outcome {
    var restored = 0
    /// Restorations that changed the tree, and those of a mutated snapshot.
    var changed = 0
    var mutatedRestored = 0
    /// Commands that applied on a tree just restored.
    var commandsAfter = 0
    var refusals: [Refusal: Int] = [:]
    var failures: [String] = []
  }

  private var trees: DecodingFuzzer
  private var random: SeededGenerator
  /// Valid snapshots of nested trees, parsed once for the structural mutations.
  private let pool: [DecodingFuzzer.Pooled]
  /// Snapshots nested deeper than the limits allow, and data over the byte limit.
  private let hostile: [Data]
  /// The module router restored into, made as at launch; now and then made again.
  private var modules: ModuleRouter<TestRoute>
  /// A tab router and a lone router, whose stores take no module router's tree.
  private let others: [(owner: AnyObject, store: NavigationStore<TestRoute>)]

  init(seed: UInt64) throws {
    trees = DecodingFuzzer(seed: seed)
    random = SeededGenerator(seed: seed ^ 0x4E57)
    modules = try NestedTreeDriver.makeModules()
    pool = try Self.makePool(using: &random)
    hostile = Self.hostileSnapshots()
    let tabs = try TabRouter<String, TestRoute>(tabs: ["feed", "search"]) { _ in .home }
    let router = Router<TestRoute>(root: .home)
    others = [(tabs, tabs.store), (router, router.store)]
  }

  /// Snapshots of the fixture and of trees a few random steps further each.
  private static func makePool(using random: inout SeededGenerator) throws -> [DecodingFuzzer
    .Pooled]
  {
    var pool: [DecodingFuzzer.Pooled] = []
    var source = try NestedTreeDriver.fixture()
    for index in 0..<36 {
      if index % 12 == 11 { source = try NestedTreeDriver.fixture() }
      for _ in 0..<(index == 0 ? 0 : Int.random(in: 1...4, using: &random)) {
        NestedTreeDriver.wander(source, using: &random)
      }
      let data = try Snapshot(NavigationNode(of: source.store)).data()
      // JSONEncoder writes JSON that FuzzJSON reads.
      let json = FuzzJSON([UInt8](data)) ?? .array([])
      pool.append(DecodingFuzzer.Pooled(data: data, json: json, places: json.places))
    }
    return pool
  }

  /// Tabs nested in tabs around one stack, `depth` deep.
  static func nestedTabs(depth: Int) -> Data {
    let stack =
      #"{"stack":{"hierarchy":[{"alerts":[],"id":{"rawValue":1},"modals":[],"path":[],"#
      + #""root":{"animates":true,"id":2,"route":{"list":{}},"#
      + #""transitionBehavior":{"keepPrevious":{}},"transitions":[]},"#
      + #""screenQueue":[],"transitionQueue":[]}]}}"#
    var node = stack
    for level in 0..<depth {
      node =
        #"{"tabs":{"id":{"rawValue":\#(10 + level)},"selected":"t","tabs":[{"name":"t","node":"#
        + node + "}]}}"
    }
    return SnapshotFuzzer.wrap(Data(node.utf8), version: "1")
  }

  private static func hostileSnapshots() -> [Data] {
    [
      nestedTabs(depth: 70), nestedTabs(depth: 300),
      Data(repeating: 0x20, count: RestorationLimits.standard.maxBytes + 1),
    ]
  }

  /// One input: a twentieth random bytes or token soup, one in a hundred a hostile snapshot,
  /// one in thirty a pooled snapshot of another version, the rest a pooled snapshot mutated
  /// up to twice, or not at all; now and then within small limits, or restored into the store
  /// of a tab router or a lone router.
  mutating func step(into outcome: inout Outcome) {
    if random.chance(1) { modules = (try? NestedTreeDriver.makeModules()) ?? modules }
    if random.chance(5) {
      check(random.chance(50) ? trees.randomBytes() : trees.tokenSoup(), into: &outcome)
      return
    }
    if random.chance(1) {
      check(random.pick(hostile), into: &outcome)
      return
    }
    let pooled = random.pick(pool)
    if random.chance(3) {
      let version = random.pick(["0", "2", "-1", "1.5", "\"1\"", "null"])
      let text = String(decoding: pooled.data, as: UTF8.self)
      let other = text.replacingOccurrences(of: #""version":1}"#, with: #""version":\#(version)}"#)
      check(Data(other.utf8), into: &outcome)
      return
    }
    var data = pooled.data
    var parsed: DecodingFuzzer.Pooled? = pooled
    let mutations = random.pick([0, 1, 1, 1, 2])
    for _ in 0..<mutations {
      data =
        random.chance(50) ? mutateNode(data, parsed: parsed) : trees.mutate(data, parsed: parsed)
      parsed = nil
    }
    let limits: RestorationLimits =
      switch Int.random(in: 0..<40, using: &random) {
      case 0: RestorationLimits(maxEntries: Int.random(in: 3...20, using: &random))
      case 1: RestorationLimits(maxDepth: Int.random(in: 1...4, using: &random))
      default: .standard
      }
    if random.chance(3) {
      checkForeign(data, limits: limits, into: &outcome)
    } else {
      check(data, limits: limits, mutated: mutations > 0, into: &outcome)
    }
  }

  // MARK: Checking

  /// Reads `data` and restores it into the module router's store.
  private mutating func check(
    _ data: Data, limits: RestorationLimits = .standard, mutated: Bool = true,
    into outcome: inout Outcome
  ) {
    let store = modules.store
    let before = store.tree
    let lastID = store.lastID
    let current = modules.current
    let stack = modules.modules
    var events = 0
    let observation = current.observeEvents { _ in events += 1 }
    defer { observation.cancel() }
    do throws(RestorationError) {
      let snapshot = try Snapshot(data: data, limits: limits)
      if mutated {
        outcome.failures += Self.decodedProblems(snapshot.tree).map { "read \(text(data)): \($0)" }
      }
      try snapshot.restore(into: store, limits: limits)
      outcome.restored += 1
      if snapshot.tree != before { outcome.changed += 1 }
      if mutated { outcome.mutatedRestored += 1 }
      let problems = restoredProblems(snapshot.tree, before: before, events: events)
      if !problems.isEmpty {
        outcome.failures.append("restored \(text(data)):\n" + problems.joined(separator: "\n"))
        return
      }
      commandAfter(into: &outcome)
    } catch {
      outcome.refusals[Self.kind(of: error), default: 0] += 1
      if error.description.isEmpty { outcome.failures.append("a refusal without a message") }
      var changes: [String] = []
      if store.tree != before { changes.append("the tree") }
      if store.lastID != lastID { changes.append("the id counter") }
      if events != 0 { changes.append("\(events) events") }
      if modules.current !== current || !current.isAttached { changes.append("the router") }
      if modules.modules != stack { changes.append("the modules") }
      if !changes.isEmpty {
        outcome.failures.append(
          "refused with \(error), yet changed \(changes.joined(separator: ", ")): \(text(data))")
      }
    }
  }

  /// What is wrong with a tree read from mutated data, found independently of the decoder's own check
  /// (see `DecodingFuzzer.problems(in:)`), and whether it comes back equal through saved data.
  private static func decodedProblems(_ tree: NavigationNode<TestRoute>) -> [String] {
    var problems = DecodingFuzzer.problems(
      in: tree.hierarchies.enumerated().map { ("stack \($0)", $1) })
    var routers = Set<RouterID>()
    tree.forEachNode { node in
      if let id = node.containerID, !routers.insert(id).inserted {
        problems.append("node \(id) twice")
      }
    }
    if !routers.isDisjoint(with: tree.hierarchies.flatMap { $0.levels.map(\.id) }) {
      problems.append("a node's id is a router's")
    }
    do {
      let again = try Snapshot(data: try Snapshot(tree).data()).tree
      if again != tree { problems.append("it changed through saved data") }
    } catch {
      problems.append("it failed a round trip with \(error)")
    }
    return problems
  }

  /// What is wrong with the module router after it restored `tree`.
  private func restoredProblems(
    _ tree: NavigationNode<TestRoute>, before: NavigationNode<TestRoute>, events: Int
  ) -> [String] {
    let store = modules.store
    var problems: [String] = []
    if store.tree != tree { problems.append("the store holds\n\(store.tree)\nnot\n\(tree)") }
    do {
      try store.tree.validate()
    } catch {
      problems.append("the tree is invalid: \(error)")
    }
    if events != (tree == before ? 0 : 1) { problems.append("\(events) events") }
    if case .modules(let node) = tree, modules.modules.map(\.id) != node.modules.map(\.id) {
      problems.append("the module router shows \(modules.modules.map(\.id))")
    }
    if !modules.current.isAttached || modules.current.id != tree.focusedRootID {
      problems.append("the router on screen is \(modules.current.id), detached or not the tree's")
    }
    var highest: UInt64 = 0
    for id in tree.allIDs {
      if case .generated(let value) = id.storage { highest = max(highest, value) }
    }
    for router in tree.allRouterIDs { highest = max(highest, router.rawValue) }
    if store.lastID < highest {
      problems.append("the id counter \(store.lastID) is below the restored id \(highest)")
    }
    return problems
  }

  /// A push and a sheet from the router on screen, then a dismissal, on the tree just restored:
  /// each leaves a valid tree whose new ids are fresh.
  private mutating func commandAfter(into outcome: inout Outcome) {
    let store = modules.store
    let router = NestedTreeDriver.randomRouter(of: modules, using: &random)
    let before = store.tree
    do throws(NavigationError) {
      if random.chance(50) {
        try router.push(.detail(7))
      } else {
        try router.presentSheet(.settings)
      }
      outcome.commandsAfter += 1
    } catch {
      if store.tree != before {
        outcome.failures.append("a command refused after a restoration changed the tree")
      }
      return
    }
    let arrived = store.tree.allIDs.subtracting(before.allIDs)
    if arrived.count != 1 || before.allIDs.contains(where: arrived.contains) {
      outcome.failures.append("a command after a restoration brought \(arrived)")
    }
    do {
      try store.tree.validate()
    } catch {
      outcome.failures.append("a command after a restoration left an invalid tree: \(error)")
    }
  }

  /// Reads `data` and restores it into the store of a tab router or a lone router: a tree of
  /// another kind than the store's (a module router's) never fits; one a mutation made of the
  /// store's kind may; the refusal changes nothing.
  private mutating func checkForeign(
    _ data: Data, limits: RestorationLimits, into outcome: inout Outcome
  ) {
    let (owner, store) = random.pick(others)
    let before = store.tree
    let lastID = store.lastID
    do throws(RestorationError) {
      let snapshot = try Snapshot(data: data, limits: limits)
      try snapshot.restore(into: store, limits: limits)
      if Self.kind(of: snapshot.tree) != Self.kind(of: before) {
        outcome.failures.append("restored into \(type(of: owner)): \(text(data))")
      } else if store.tree != snapshot.tree {
        outcome.failures.append("\(type(of: owner)) holds\n\(store.tree)\nnot\n\(snapshot.tree)")
      }
    } catch {
      outcome.refusals[Self.kind(of: error), default: 0] += 1
      if store.tree != before || store.lastID != lastID {
        outcome.failures.append("refused with \(error), yet changed \(type(of: owner))")
      }
    }
  }

  /// The kind of node at the top of `tree`.
  private static func kind(of tree: NavigationNode<TestRoute>) -> String {
    switch tree {
    case .stack: "stack"
    case .tabs: "tabs"
    case .split: "split"
    case .modules: "modules"
    }
  }

  private static func kind(of error: RestorationError) -> Refusal {
    switch error {
    case .tooLarge: .tooLarge
    case .corrupt, .unencodable, .invalidTree, .idOutOfRange: .corrupt
    case .unsupportedVersion: .unsupportedVersion
    case .tooManyEntries: .tooManyEntries
    case .tooDeep: .tooDeep
    case .doesNotFit: .doesNotFit
    }
  }

  private func text(_ data: Data) -> String {
    String(decoding: data.prefix(400), as: UTF8.self)
  }

  // MARK: Mutations of nodes

  private static let names = [
    "feed", "search", "inbox", "one", "two", "main", "settings", "onboarding", "sidebar",
    "detail", "mail", "nowhere", "", "Feed",
  ]
  private static let kinds = ["stack", "tabs", "split", "modules"].map { Array("\"\($0)\"".utf8) }
  private static let nameKeys = ["name", "selected", "id"].map { Array("\"\($0)\"".utf8) }

  /// One mutation of a nested tree: a name changed, a node grafted over another, a node of
  /// another kind, a node wrapped in tabs, an element dropped or moved.
  private mutating func mutateNode(_ data: Data, parsed: DecodingFuzzer.Pooled?) -> Data {
    guard let json = parsed?.json ?? FuzzJSON([UInt8](data)) else { return data }
    let places = parsed?.places ?? json.places
    var mutated: FuzzJSON?
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      // A tab, selection or module renamed.
      let named = places.filter { place in
        guard let key = place.key, Self.nameKeys.contains(key),
          case .scalar(let text) = json[place.path]
        else { return false }
        return text.first == UInt8(ascii: "\"")
      }
      guard !named.isEmpty else { return data }
      let name = FuzzJSON.scalar(Array("\"\(random.pick(Self.names))\"".utf8))
      mutated = json.changing(random.pick(named).path) { _ in name }
    case 1:
      // A node grafted over another: its ids twice, or another shape.
      let nodes = nodePlaces(json, places)
      guard nodes.count >= 2, let source = json[random.pick(nodes)] else { return data }
      mutated = json.changing(random.pick(nodes)) { _ in source }
    case 2:
      // A node of another kind, its contents kept.
      let nodes = nodePlaces(json, places)
      guard !nodes.isEmpty else { return data }
      let kind = random.pick(Self.kinds)
      mutated = json.changing(random.pick(nodes)) { node in
        guard case .object(var members) = node, !members.isEmpty else { return node }
        members[0].key = kind
        return .object(members)
      }
    case 3:
      // A node wrapped in tabs of one tab.
      let nodes = nodePlaces(json, places)
      guard !nodes.isEmpty else { return data }
      let id = Int.random(in: 500...600, using: &random)
      mutated = json.changing(random.pick(nodes)) { node in
        let tab = FuzzJSON.object([
          (Array(#""name""#.utf8), .scalar(Array(#""w""#.utf8))), (Array(#""node""#.utf8), node),
        ])
        return .object([
          (
            Array(#""tabs""#.utf8),
            .object([
              (
                Array(#""id""#.utf8),
                .object([(Array(#""rawValue""#.utf8), .scalar(Array("\(id)".utf8)))])
              ),
              (Array(#""selected""#.utf8), .scalar(Array(#""w""#.utf8))),
              (Array(#""tabs""#.utf8), .array([tab])),
            ])
          )
        ])
      }
    default:
      // An element dropped, or moved to the end: a tab, a module, a level, a screen.
      let elements = places.filter { $0.key == nil }
      guard !elements.isEmpty else { return data }
      let element = random.pick(elements).path
      let index = element[element.count - 1]
      let drop = random.chance(50)
      mutated = json.changing(Array(element.dropLast())) { array in
        guard case .array(var values) = array else { return array }
        let value = values.remove(at: index)
        if !drop { values.append(value) }
        return .array(values)
      }
    }
    return mutated.map { Data($0.bytes) } ?? data
  }

  /// The places of the nodes: objects with one member, keyed by a kind of node.
  private func nodePlaces(_ json: FuzzJSON, _ places: [FuzzJSON.Place]) -> [[Int]] {
    places.compactMap { place in
      guard case .object(let members)? = json[place.path], members.count == 1,
        Self.kinds.contains(members[0].key)
      else { return nil }
      return place.path
    }
  }
}
