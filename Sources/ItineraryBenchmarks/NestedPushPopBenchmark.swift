import Itinerary

extension Benchmark {
  /// `try router.push(.detail)` then `try router.pop()` on the router of the selected tab of
  /// the module on screen, a stack three nodes deep (modules ∋ tabs ∋ stack), beside the same
  /// push and pop on a lone router. The covered onboarding module and the two untouched tabs
  /// each hold `untouched` pushed screens: the cost of a push must not depend on them.
  static func nestedPushPop(untouched: Int) -> Benchmark {
    Benchmark(
      name: "router.push_pop@nested+3×\(untouched)", baseline: "router.push_pop"
    ) {
      let modules = try ModuleRouter<BenchRoute>(
        catalog: [
          Module(id: "onboarding", root: .home),
          Module(
            id: "main",
            tabs: [
              ModuleTab("home", root: .home), ModuleTab("search", root: .home),
              ModuleTab("profile", root: .home),
            ]),
        ],
        initial: "onboarding")
      for _ in 0..<untouched { try modules.current.push(.detail) }
      try modules.showModule(id: "main")
      let tabs = try modules.tabs(["home", "search", "profile"])
      for tab in ["search", "profile"] {
        for _ in 0..<untouched { try tabs.push(.detail, in: tab) }
      }
      return (pushPops(on: tabs.selectedRouter), pushPops(on: Router<BenchRoute>(root: .home)))
    }
  }
}
