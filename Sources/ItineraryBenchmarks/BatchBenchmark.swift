import Itinerary

extension Benchmark {
  /// Ten pushes in one `tabs.batch` on the selected tab, then a pop of ten, on a tab router of
  /// five tabs: the selected one holding 1,000 screens, the four others `untouched` each;
  /// beside the same ten pushes and pop issued one by one on a router of the same shape. The
  /// batch saves the whole tree, so its cost must not grow with the screens of the tabs it
  /// does not touch.
  static func batchPush(untouched: Int) -> Benchmark {
    Benchmark(
      name: "batch.push×10@1000+4×\(untouched)", baseline: "push×10@1000+4×\(untouched)"
    ) {
      let batched = try fiveTabs(untouched: untouched)
      let plain = try fiveTabs(untouched: untouched)
      let subject: TimedLoop = { iterations in
        for _ in 0..<iterations {
          try batched.batch { tabs throws(NavigationError) in
            for _ in 0..<10 { try tabs.push(.detail) }
          }
          try batched.selectedRouter.pop(last: 10)
        }
        return batched.selectedRouter.depth
      }
      let baseline: TimedLoop = { iterations in
        for _ in 0..<iterations {
          for _ in 0..<10 { try plain.push(.detail) }
          try plain.selectedRouter.pop(last: 10)
        }
        return plain.selectedRouter.depth
      }
      return (subject, baseline)
    }
  }

  /// A tab router of five tabs, the first selected with 1,000 screens pushed, the others with
  /// `untouched` screens each.
  @MainActor
  private static func fiveTabs(untouched: Int) throws -> TabRouter<Int, BenchRoute> {
    let tabs = try TabRouter<Int, BenchRoute>(tabs: Array(0..<5)) { _ in .home }
    for tab in tabs.tabs {
      for _ in 0..<(tab == 0 ? 1_000 : untouched) { try tabs.push(.detail, in: tab) }
    }
    return tabs
  }
}
