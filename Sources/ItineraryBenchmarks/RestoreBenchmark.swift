import Foundation
import Itinerary

extension Benchmark {
  /// Restoring a lone router's tree of 1,000 screens from its saved data (reading the
  /// snapshot, validating it, and applying it as one change), beside decoding the same JSON
  /// into plain arrays of plain structs with the same decoder.
  ///
  /// The loops alternate between two trees, 10 levels of 100 screens and 4 levels of 250, so
  /// that every restoration changes the tree and creates and detaches routers.
  static var restore: Benchmark {
    Benchmark(name: "restore@1000", baseline: "json.decode_plain@1000") {
      let saved = [try savedTree(levels: 10), try savedTree(levels: 4)]
      let router = Router<BenchRoute>(root: .home)
      let subject: TimedLoop = { iterations in
        var checksum = 0
        for iteration in 0..<iterations {
          let data = saved[iteration & 1]
          try NavigationSnapshot<BenchRoute>(data: data).restore(into: router.store)
          checksum &+= router.hierarchy.levels.count
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        let decoder = JSONDecoder()
        for iteration in 0..<iterations {
          let plain = try decoder.decode(PlainSnapshot.self, from: saved[iteration & 1])
          checksum &+= plain.tree.stack.hierarchy.count
        }
        return checksum
      }
      return (subject, baseline)
    }
  }

  /// The data of a lone router's tree of 1,000 screens in `levels` levels of sheets.
  @MainActor
  private static func savedTree(levels: Int) throws -> Data {
    let router = Router<BenchRoute>(root: .home)
    for level in 0..<levels {
      if level > 0 { try router.presentSheet(.sheet, target: .deepest) }
      for _ in 1..<(1_000 / levels) { try router.push(.detail, target: .deepest) }
    }
    return try NavigationSnapshot(NavigationNode(of: router.store)).data()
  }
}

/// A saved tree as plain values: the same JSON, decoded without any of the checks.
private struct PlainSnapshot: Decodable {
  struct Level: Decodable {
    let id: RouterNumber
    let root: Screen
    let path: [Screen]
    let presentation: PlainPresentation?
    let screenQueue: [Screen]
    let transitionQueue: [Screen]
    let modals: [Screen]
    let alerts: [Screen]
  }

  struct RouterNumber: Decodable {
    let rawValue: UInt64
  }

  struct Screen: Decodable {
    let id: UInt64
    let route: BenchRoute
    let animates: Bool
    let transitionBehavior: TransitionBehavior
    let transitions: [UInt64]?
  }

  struct PlainPresentation: Decodable {
    let style: PresentationStyle
    let isBare: Bool
  }

  /// The tree, one stack: `{"stack": {"hierarchy": [levels…]}}`.
  struct Tree: Decodable {
    struct Stack: Decodable {
      let hierarchy: [Level]
    }

    let stack: Stack
  }

  let version: Int
  let tree: Tree
}
