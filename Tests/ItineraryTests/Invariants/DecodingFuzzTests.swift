import Foundation
import Testing

@testable import Itinerary

/// Seeded random inputs for the decoders of the tree values: byte strings, token soups and
/// mutated encodings of valid trees. Nothing traps, every refusal is a `DecodingError`, and
/// every value that decodes is sound: its ids are unique across the whole tree, its generated
/// ids under the ceiling, its numbers in range, and it comes back equal through a round trip.
@Suite("Decoding fuzz")
struct DecodingFuzzTests {
  @Test("Random and mutated data: no traps, DecodingError refusals, sound values")
  func fuzz() {
    expectSound(seed: 0xDEC0DE, inputs: 10_000)
  }

  @Test(
    "Stress: many more random and mutated inputs, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressDecoding() {
    expectSound(seed: 0x5_DEC0, inputs: 30_000)
  }

  private func expectSound(seed: UInt64, inputs: Int) {
    var fuzzer = DecodingFuzzer(seed: seed)
    var outcome = DecodingFuzzer.Outcome()
    for _ in 0..<inputs { fuzzer.step(into: &outcome) }
    for failure in outcome.failures.prefix(5) { Issue.record("seed \(seed): \(failure)") }
    #expect(outcome.failures.isEmpty, "seed \(seed): \(outcome.failures.count) failures")
    // The mutations must reach both sides: refusals of every kind and accepted values.
    #expect(outcome.accepted > inputs / 50, "only \(outcome.accepted) inputs decoded")
    #expect(outcome.corrupted > inputs / 20, "only \(outcome.corrupted) refused as corrupt")
  }
}

/// Makes the inputs and checks what the decoders do with them.
struct DecodingFuzzer {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias Tree = NavigationNode<TestRoute>

  /// What a run saw.
  struct Outcome {
    var accepted = 0
    /// Refusals as `DecodingError.dataCorrupted`: bad JSON, or a check of the tree failing.
    var corrupted = 0
    var failures: [String] = []
  }

  /// The type an input is decoded as.
  enum Kind: CaseIterable {
    case hierarchy, tabs, split
  }

  private var random: SeededGenerator
  private var lastID: UInt64 = 0
  /// Valid encodings to mutate, made on first use: encoding is slow in a debug build.
  private var pool: [Kind: [Pooled]] = [:]
  private static let poolSize = 40

  /// A valid encoding, parsed once for the structural mutations.
  struct Pooled {
    var data: Data
    var json: FuzzJSON
    var places: [FuzzJSON.Place]
  }

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// One input: a tenth random bytes or token soup decoded as every kind, the rest a valid
  /// tree's encoding (from a pool of them), mutated one to three times (mostly once or twice), decoded as its own
  /// kind.
  mutating func step(into outcome: inout Outcome) {
    if random.chance(10) {
      let data = random.chance(50) ? randomBytes() : tokenSoup()
      for kind in Kind.allCases { check(data, as: kind, into: &outcome) }
      return
    }
    let kind = random.pick(Kind.allCases)
    var pooled: Pooled
    if pool[kind, default: []].count < Self.poolSize {
      let data = encodedTree(kind)
      // JSONEncoder writes JSON that FuzzJSON reads.
      let json = FuzzJSON([UInt8](data)) ?? .array([])
      pooled = Pooled(data: data, json: json, places: json.places)
      pool[kind, default: []].append(pooled)
    } else {
      pooled = random.pick(pool[kind, default: []])
    }
    var data = pooled.data
    var parsed: Pooled? = pooled
    for _ in 0..<(random.chance(20) ? 3 : Int.random(in: 1...2, using: &random)) {
      data = mutate(data, parsed: parsed)
      parsed = nil
    }
    check(data, as: kind, into: &outcome)
  }

  // MARK: Checking

  private func check(_ data: Data, as kind: Kind, into outcome: inout Outcome) {
    switch kind {
    case .hierarchy:
      check(data, as: Hierarchy.self, into: &outcome) { [("hierarchy", $0)] }
    case .tabs, .split:
      check(data, as: Tree.self, into: &outcome) { tree in
        tree.children.compactMap { name, node in
          guard case .stack(let stack) = node else { return nil }
          return (name, stack.hierarchy)
        }
      }
    }
  }

  private func check<Value: Codable & Equatable>(
    _ data: Data, as type: Value.Type, into outcome: inout Outcome,
    hierarchies: (Value) -> [(String, Hierarchy)]
  ) {
    let value: Value
    do {
      value = try JSONDecoder().decode(type, from: data)
    } catch DecodingError.dataCorrupted {
      outcome.corrupted += 1
      return
    } catch is DecodingError {
      return
    } catch {
      outcome.failures.append("\(type) threw \(error), not a DecodingError, for \(text(data))")
      return
    }
    outcome.accepted += 1
    let problems = Self.problems(in: hierarchies(value))
    if !problems.isEmpty {
      outcome.failures.append("\(type) decoded with \(problems) from \(text(data))")
    }
    do {
      let again = try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
      if again != value {
        outcome.failures.append("\(type) changed in a round trip: \(text(data))")
      }
    } catch {
      outcome.failures.append("\(type) failed a round trip with \(error): \(text(data))")
    }
  }

  private func text(_ data: Data) -> String {
    String(decoding: data.prefix(600), as: UTF8.self)
  }

  /// What is wrong with a decoded tree, found independently of the decoder's own check:
  /// entry ids by ``IDCensus``, router ids, the ceiling and the ranges.
  static func problems(in hierarchies: [(String, Hierarchy)]) -> [String] {
    var problems = IDCensus(hierarchies.map { (name: $0.0, hierarchy: $0.1) }).repeats
    var routers = Set<RouterID>()
    var entryIDs: [EntryID] = []
    var doubles: [Double] = []
    for (name, hierarchy) in hierarchies {
      for level in hierarchy.levels {
        if !routers.insert(level.id).inserted {
          problems.append("\(name): router \(level.id) twice")
        }
        for request in level.screenQueue where !routers.insert(request.router).inserted {
          problems.append("\(name): queued router \(request.router) twice")
        }
        entryIDs += level.entries.flatMap(\.leavingIDs) + level.modals.map(\.id)
        entryIDs += level.alerts.map(\.id) + level.transitionQueue.map(\.id)
        entryIDs += level.screenQueue.flatMap(\.entry.leavingIDs)
        doubles += level.presentation.map { Self.doubles(in: $0) } ?? []
        doubles += level.screenQueue.flatMap { Self.doubles(in: $0.style) }
        doubles += level.modals.flatMap { Self.doubles(in: $0.style) }
      }
    }
    let ceiling = EntryID.largestGenerated
    for router in routers where router.rawValue > ceiling { problems.append("router \(router)") }
    for id in entryIDs {
      if case .generated(let value) = id.storage, value > ceiling { problems.append("id \(id)") }
    }
    for value in doubles where !value.isFinite || value < 0 { problems.append("number \(value)") }
    if Set(entryIDs).count != entryIDs.count { problems.append("an entry id twice") }
    return problems
  }

  private static func doubles(in presentation: Presentation) -> [Double] {
    guard case .sheet(let options) = presentation.style else { return [] }
    return doubles(in: options)
  }

  private static func doubles(in style: ScreenStyle) -> [Double] {
    guard case .sheet(let options) = style else { return [] }
    return doubles(in: options)
  }

  /// Each number of the detents, with a fraction above 1 made negative to count as bad.
  private static func doubles(in options: SheetOptions) -> [Double] {
    options.detents.compactMap { detent in
      switch detent {
      case .medium, .large: nil
      case .fraction(let fraction): fraction > 1 ? -fraction : fraction
      case .height(let height): height > 0 ? height : -1
      }
    }
  }

  /// Each number of a modal style, with one outside `0...1` where that is the range made
  /// negative to count as bad.
  private static func doubles(in style: ModalStyle) -> [Double] {
    let unit: (Double) -> Double = { $0 > 1 ? -$0 : $0 }
    var values: [Double] = style.transition.parts.compactMap {
      if case .scale(let scale) = $0 { unit(scale) } else { nil }
    }
    switch style.animation {
    case .smooth: break
    case .spring(let seconds), .easeInOut(let seconds), .linear(let seconds): values.append(seconds)
    }
    if case .color(let red, let green, let blue, let opacity) = style.background {
      values += [red, green, blue, opacity].map(unit)
    }
    return values
  }

  // MARK: Valid trees

  private mutating func nextID() -> EntryID {
    lastID += 1
    return random.chance(30) ? EntryID("n\(lastID)") : EntryID(generated: lastID)
  }

  private mutating func nextRouter() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }

  mutating func encodedTree(_ kind: Kind) -> Data {
    // A tenth of the trees have ids just under the ceiling.
    lastID = random.chance(10) ? EntryID.largestGenerated - 1_000 : 0
    let encoder = JSONEncoder()
    let data: Data?
    switch kind {
    case .hierarchy: data = try? encoder.encode(hierarchy())
    case .tabs:
      let tabs = (0..<Int.random(in: 1...2, using: &random)).map { index in
        TabsNode.Tab("t\(index)", Tree(hierarchy()))
      }
      let id = nextRouter()
      data = try? encoder.encode(
        Tree.tabs(TabsNode(id: id, selected: random.pick(tabs).name, tabs: tabs)))
    case .split:
      let (sidebar, detail) = (hierarchy(), hierarchy())
      data = try? encoder.encode(
        Tree.split(SplitNode(id: nextRouter(), sidebar: Tree(sidebar), detail: Tree(detail))))
    }
    // The values hold finite numbers only, which always encode.
    return data ?? Data()
  }

  private mutating func hierarchy() -> Hierarchy {
    var levels = [level(presentation: nil)]
    for _ in 0..<(random.chance(20) ? 2 : Int.random(in: 0...1, using: &random)) {
      let bare = random.chance(20)
      let style: PresentationStyle = random.chance(50) ? .sheet(sheetOptions()) : .fullScreenCover
      levels.append(
        level(presentation: Presentation(style: style, dismissButton: .leading, isBare: bare)))
    }
    return Hierarchy(checkedLevels: levels)
  }

  private mutating func level(presentation: Presentation?) -> RouterState<TestRoute> {
    let bare = presentation?.isBare ?? false
    let router = nextRouter()
    let root = entry()
    let path = bare ? [] : (0..<Int.random(in: 0...2, using: &random)).map { _ in entry() }
    let modals = (0..<Int.random(in: 0...1, using: &random)).map { _ in
      OverlayModal(id: nextID(), route: route(), style: modalStyle())
    }
    let alerts = (0..<Int.random(in: 0...1, using: &random)).map { _ in
      AlertState(id: nextID(), title: "Alert", buttons: [AlertButton("OK")])
    }
    let screenQueue = (0..<Int.random(in: 0...2, using: &random)).map { _ in
      let style: ScreenStyle = random.chance(50) ? .push : .sheet(sheetOptions())
      return ScreenRequest(entry: entry(), style: style, router: nextRouter())
    }
    let transitionQueue = (0..<Int.random(in: 0...1, using: &random)).map { _ in
      TransitionEntry(id: nextID(), route: route())
    }
    return RouterState(
      id: router, root: root, path: path, presentation: presentation, screenQueue: screenQueue,
      transitionQueue: transitionQueue, modals: modals, alerts: alerts)
  }

  private mutating func entry() -> Entry<TestRoute> {
    let id = nextID()
    let transitions = (0..<Int.random(in: 0...1, using: &random)).map { _ in
      TransitionEntry(id: nextID(), route: route(), edge: .bottom)
    }
    return Entry(id: id, route: route(), inPlaceTransitions: transitions)
  }

  private mutating func route() -> TestRoute {
    random.pick([
      .home, .list, .detail(Int.random(in: -5...5, using: &random)), .settings, .profile,
    ])
  }

  private mutating func sheetOptions() -> SheetOptions {
    let detents: [SheetDetent] = [
      .medium, .large, .fraction(Double.random(in: 0...1, using: &random)),
      .height(Double.random(in: 1...800, using: &random)),
    ]
    return SheetOptions(detents: detents.filter { _ in random.chance(50) })
  }

  private mutating func modalStyle() -> ModalStyle {
    ModalStyle(
      transition: .opacity.combined(with: .scale(Double.random(in: 0...1, using: &random))),
      animation: random.chance(50) ? .smooth : .spring(duration: 0.4),
      background: random.chance(50) ? .dim(Double.random(in: 0...1, using: &random)) : nil)
  }

  // MARK: Mutations

  mutating func randomBytes() -> Data {
    Data(
      (0..<Int.random(in: 0...64, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      })
  }

  private static let tokens = [
    "[", "]", "{", "}", ",", ":", "\"id\"", "\"rawValue\"", "\"root\"", "\"route\"",
    "\"home\"", "\"path\"", "\"modals\"", "\"levels\"", "1", "-1", "0.5", "1e400", "null",
    "true", "\"\"", "{}", "[]", "\"_0\"", "\"sheet\"", "\"tabs\"", "\"selectedTab\"",
  ]

  mutating func tokenSoup() -> Data {
    let count = Int.random(in: 1...40, using: &random)
    return Data((0..<count).map { _ in random.pick(Self.tokens) }.joined().utf8)
  }

  private static let numbers = [
    "18446744073709551615", "18446744073709551616", "9223372036854775807",
    "9223372036854775808", "-1", "-0", "0", "1", "2", "1.5", "-0.5", "1e308", "1e400", "-1e400",
    "0.0000001", "99999999999999999999999999", "3", "4",
  ]

  /// One mutation of `data`, which `parsed` holds already parsed when it is at hand.
  mutating func mutate(_ data: Data, parsed: Pooled?) -> Data {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return flipBytes(data)
    case 1: return swapNumber(data)
    case 2: return truncate(data)
    default:
      if let parsed { return mutateStructure(parsed.json, places: parsed.places) ?? data }
      guard let json = FuzzJSON([UInt8](data)) else { return data }
      return mutateStructure(json, places: json.places) ?? data
    }
  }

  private mutating func flipBytes(_ data: Data) -> Data {
    guard !data.isEmpty else { return data }
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
        in: 0...255, using: &random)
    }
    return Data(bytes)
  }

  private mutating func truncate(_ data: Data) -> Data {
    data.prefix(Int.random(in: 0...data.count, using: &random))
  }

  /// Replaces one number of the text with a huge, negative or fractional one.
  private mutating func swapNumber(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var ranges: [Range<Int>] = []
    var start = -1
    var index = 0
    while index <= bytes.count {
      let byte = index < bytes.count ? bytes[index] : 0
      let isNumber = (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E  // 0-9 - .
      if isNumber, start < 0 { start = index }
      if !isNumber, start >= 0 {
        ranges.append(start..<index)
        start = -1
      }
      index += 1
    }
    guard !ranges.isEmpty else { return data }
    bytes.replaceSubrange(random.pick(ranges), with: Array(random.pick(Self.numbers).utf8))
    return Data(bytes)
  }

  /// Parses the JSON and changes it as a tree: an array element duplicated, a member deleted,
  /// or one id copied over another of the same key, across kinds, levels, tabs and columns.
  private mutating func mutateStructure(_ json: FuzzJSON, places: [FuzzJSON.Place]) -> Data? {
    guard !places.isEmpty else { return nil }
    var mutated = json
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let elements = places.filter { $0.key == nil }
      guard !elements.isEmpty else { return nil }
      let element = random.pick(elements).path
      let index = element[element.count - 1]
      mutated = json.changing(Array(element.dropLast())) { array in
        guard case .array(var values) = array else { return array }
        values.insert(values[index], at: index)
        return .array(values)
      }
    case 1:
      let members = places.filter { $0.key != nil }
      guard !members.isEmpty else { return nil }
      let member = random.pick(members).path
      let index = member[member.count - 1]
      mutated = json.changing(Array(member.dropLast())) { object in
        guard case .object(var members) = object else { return object }
        members.remove(at: index)
        return .object(members)
      }
    default:
      let key = Array(("\"" + random.pick(["id", "router", "rawValue"]) + "\"").utf8)
      let ids = places.filter { $0.key == key }.map(\.path)
      guard ids.count >= 2, let source = json[random.pick(ids)] else { return nil }
      mutated = json.changing(random.pick(ids)) { _ in source }
    }
    return Data(mutated.bytes)
  }
}
