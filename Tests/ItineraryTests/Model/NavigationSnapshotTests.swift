import Foundation
import Testing

@testable import Itinerary

/// `NavigationSnapshot` as data: small, the same bytes every time, versioned with a migration
/// hook, and every unreadable input refused with a typed error naming what and where.
@MainActor
@Suite("Navigation snapshot")
struct NavigationSnapshotTests {
  typealias Snapshot = NavigationSnapshot<TestRoute>

  private func savedRouter() throws -> Router<TestRoute> {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(7))
    try router.presentSheet(.settings)
    return router
  }

  @Test func theDataIsTheSameEveryTimeWithSortedKeys() throws {
    let router = try savedRouter()
    let data = try Snapshot(router.store.tree).data()
    let again = try Snapshot(NavigationNode(of: router.store)).data()

    #expect(data == again)
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"{"tree":{"stack":{"hierarchy":[{"alerts":[],"id":{"rawValue":1},"modals":[],"path":[{"#))
    #expect(text.hasSuffix(#""version":1}"#))
    #expect(try Snapshot(data: data).tree == NavigationNode(router.hierarchy))
  }

  /// A lone router's tree as an earlier Itinerary saved it: its hierarchy, the levels in an
  /// array.
  private struct EarlierSnapshot: Encodable {
    let tree: NavigationHierarchy<TestRoute>
    let version = 1
  }

  /// The data an earlier Itinerary wrote for `hierarchy`: `{"tree":[levels…],"version":1}`.
  private func earlierData(_ hierarchy: NavigationHierarchy<TestRoute>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(EarlierSnapshot(tree: hierarchy))
  }

  @Test func aLoneRoutersHierarchySavedByAnEarlierItineraryReadsAsItsStack() throws {
    let saved = try savedRouter()
    let data = try earlierData(saved.hierarchy)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"tree":[{"alerts":[]"#))

    let snapshot = try Snapshot(data: data)
    #expect(snapshot.tree == NavigationNode(saved.hierarchy))
    let router = Router<TestRoute>(root: .home)
    try snapshot.restore(into: router.store)
    #expect(router.hierarchy == saved.hierarchy)

    let corrupt = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: #"{"rawValue":5}"#, with: #"{"rawValue":1}"#)
    #expect {
      _ = try Snapshot(data: Data(corrupt.utf8))
    } throws: { error in
      "\(error)".contains(
        "at tree: Invalid navigation hierarchy: level 1: router id r1 appears twice")
    }
  }

  /// One unreadable input and the refusal it must get.
  struct Unreadable: Sendable, CustomTestStringConvertible {
    let name: String
    let data: @Sendable (String) -> String
    var limits = RestorationLimits.standard
    let expected: @Sendable (RestorationError) -> Bool
    var testDescription: String { name }
  }

  nonisolated static let unreadable: [Unreadable] = [
    Unreadable(name: "empty", data: { _ in "" }, expected: { "\($0)".contains("corrupt") }),
    Unreadable(
      name: "truncated", data: { String($0.prefix($0.count / 2)) },
      expected: { "\($0)".contains("corrupt") }),
    Unreadable(
      name: "a newer version",
      data: { $0.replacingOccurrences(of: #""version":1"#, with: #""version":2"#) },
      expected: { $0 == .unsupportedVersion(2, supported: 1) }),
    Unreadable(
      name: "an older version without a migration",
      data: { $0.replacingOccurrences(of: #""version":1"#, with: #""version":0"#) },
      expected: { $0 == .unsupportedVersion(0, supported: 1) }),
    Unreadable(
      name: "no version", data: { $0.replacingOccurrences(of: #","version":1"#, with: "") },
      expected: { "\($0)".contains("missing key version") }),
    Unreadable(
      name: "too large", data: { $0 }, limits: RestorationLimits(maxBytes: 10),
      expected: { if case .tooLarge(_, 10) = $0 { true } else { false } }),
    Unreadable(
      name: "an id twice",
      data: { $0.replacingOccurrences(of: #"{"rawValue":5}"#, with: #"{"rawValue":1}"#) },
      expected: {
        "\($0)".contains(
          "at tree.stack.hierarchy: Invalid navigation hierarchy: level 1: router id r1 "
            + "appears twice")
      }),
    Unreadable(
      name: "a field of the wrong type",
      data: { $0.replacingOccurrences(of: #""animates":true"#, with: #""animates":3"#) },
      expected: { "\($0)".contains("at tree.stack.hierarchy[0].root.animates: expected Bool") }),
    Unreadable(
      name: "too many entries", data: { $0 }, limits: RestorationLimits(maxEntries: 2),
      expected: { $0 == .tooManyEntries(3, limit: 2) }),
  ]

  @Test(arguments: unreadable)
  func unreadableDataIsRefused(_ row: Unreadable) throws {
    let text = String(
      decoding: try Snapshot(NavigationNode(of: savedRouter().store)).data(), as: UTF8.self)
    do {
      _ = try Snapshot(data: Data(row.data(text).utf8), limits: row.limits)
      Issue.record("\(row.name): read")
    } catch {
      #expect(row.expected(error), "\(row.name): \(error)")
    }
  }

  @Test func theMigrationHookBringsAnOlderVersionUpToDate() throws {
    let router = try savedRouter()
    let current = try Snapshot(NavigationNode(of: router.store)).data()
    // A made-up version 0 that wrote the levels under "levels".
    let old = String(decoding: current, as: UTF8.self)
      .replacingOccurrences(of: #"{"tree":"#, with: #"{"levels":"#)
      .replacingOccurrences(of: #""version":1"#, with: #""version":0"#)
    var versionsSeen: [Int] = []

    let snapshot = try Snapshot(data: Data(old.utf8)) { version, data in
      versionsSeen.append(version)
      return Data(
        String(decoding: data, as: UTF8.self)
          .replacingOccurrences(of: #"{"levels":"#, with: #"{"tree":"#)
          .replacingOccurrences(of: #""version":0"#, with: #""version":1"#).utf8)
    }

    #expect(versionsSeen == [0])
    #expect(snapshot.tree == NavigationNode(router.hierarchy))
    #expect(snapshot.version == 1)
  }

  @Test func aFailingMigrationIsACorruptRefusal() throws {
    struct Unknown: Error {}
    let current = try Snapshot(NavigationNode(of: savedRouter().store)).data()
    let old = String(decoding: current, as: UTF8.self)
      .replacingOccurrences(of: #""version":1"#, with: #""version":0"#)

    #expect(throws: RestorationError.corrupt("migrating from version 0 failed: Unknown()")) {
      _ = try Snapshot(data: Data(old.utf8)) { _, _ in throw Unknown() }
    }
  }

  @Test func aNumberJSONCannotWriteIsAnUnencodableRefusal() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, options: SheetOptions(detents: [.fraction(.nan)]))
    #expect {
      _ = try Snapshot(NavigationNode(of: router.store)).data()
    } throws: { error in
      guard case .unencodable(let problem) = error as? RestorationError else { return false }
      return problem.contains("detents")
    }
  }
}
