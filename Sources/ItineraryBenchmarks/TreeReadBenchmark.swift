import Itinerary

extension Benchmark {
  /// Reading `router.hierarchy` from a hierarchy of 10 levels of 100 screens each (its root and
  /// 99 pushed), beside copying a plain `[[Entry]]` of the same shape level by level, the inner
  /// arrays shared as Swift copies share them.
  static var treeRead: Benchmark {
    Benchmark(name: "tree.read@1000", baseline: "nested_array.copy@1000") {
      let router = Router<BenchRoute>(root: .home)
      for level in 0..<10 {
        if level > 0 { try router.presentSheet(.sheet, target: .deepest) }
        for _ in 1..<100 { try router.push(.detail, target: .deepest) }
      }
      let levels = router.hierarchy.levels.map(\.entries)
      let subject: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          let hierarchy = router.hierarchy
          checksum &+= hierarchy.levels.count &+ hierarchy.deepest.path.count
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          let copy = levels.map { $0 }
          checksum &+= copy.count &+ copy[copy.count - 1].count
        }
        return checksum
      }
      return (subject, baseline)
    }
  }
}
