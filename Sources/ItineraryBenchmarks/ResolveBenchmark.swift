import Itinerary

extension Benchmark {
  /// The number of sheets stacked on the root router of the hierarchy the targets resolve in.
  private static let presentations = 50

  /// `router.resolve(target)` issued from the router at `issuedAtLevel` of a hierarchy of 50
  /// nested sheets, beside a walk of 50 steps through a bare `[Int: Int]` of parent to child.
  static func resolve(
    _ target: NavigationTarget, name: String, issuedAtLevel level: Int
  ) -> Benchmark {
    Benchmark(name: name, baseline: "dictionary.walk@\(presentations)") {
      let root = Router<BenchRoute>(root: .home)
      for _ in 0..<presentations { try root.presentSheet(.sheet, target: .deepest) }
      var issuer = root
      while issuer.level < level, let child = issuer.child { issuer = child }
      let children = Dictionary(uniqueKeysWithValues: (0..<presentations).map { ($0, $0 + 1) })
      // The root router held, as an app holds it: a router nobody holds is released, and a
      // target naming it makes a new handle.
      let subject: TimedLoop = { [root, issuer] iterations in
        withExtendedLifetime(root) {}
        var checksum = 0
        for _ in 0..<iterations {
          checksum &+= try issuer.resolve(target).level
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          var node = 0
          while let child = children[node] { node = child }
          checksum &+= node
        }
        return checksum
      }
      return (subject, baseline)
    }
  }
}
