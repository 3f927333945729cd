import Itinerary
import ItineraryTesting

extension Benchmark {
  /// Push then pop on the main actor through a lane with a renderer attached that shows each
  /// step at once, beside the raw `Array` baseline: the idle lane's cost.
  static var lanePushPop: Benchmark {
    Benchmark(name: "lane.push_pop", baseline: "array.push_pop") {
      let router = Router<BenchRoute>(root: .home)
      let renderer = HeadlessRenderer<BenchRoute>()
      renderer.attach(to: router.lane)
      let subject: TimedLoop = { iterations in
        for _ in 0..<iterations {
          try router.push(.detail)
          try router.pop()
        }
        renderer.clearRenderedSteps()
        return router.depth
      }
      return (subject, arrayPushPop(depth: 0))
    }
  }

  /// A push and a pop awaited through a `Navigator` from a task off the main actor, beside
  /// the same task hopping to the main actor twice with nothing to do there.
  static var navigatorPushPop: Benchmark {
    Benchmark(name: "navigator.push_pop", baseline: "main_actor.hop×2") {
      let navigator = Navigator(Router<BenchRoute>(root: .home))
      let subject: TimedLoop = { iterations in
        try await Task.detached {
          for _ in 0..<iterations {
            try await navigator.run { router throws(NavigationError) in try router.push(.detail) }
            try await navigator.run { router throws(NavigationError) in try router.pop() }
          }
        }.value
        return iterations
      }
      let baseline: TimedLoop = { iterations in
        await Task.detached {
          for _ in 0..<iterations {
            await MainActor.run { Blackhole.consume(1) }
            await MainActor.run { Blackhole.consume(1) }
          }
        }.value
        return iterations
      }
      return (subject, baseline)
    }
  }

  /// Rounds of `tasks` tasks at once, each pushing and popping once through one navigator,
  /// beside rounds of as many tasks each hopping to the main actor twice. One operation is one
  /// round: `2 × tasks` commands, so commands per second are `2 × tasks × 1e9 / ns_per_op`.
  static func navigatorThroughput(tasks: Int) -> Benchmark {
    Benchmark(
      name: "navigator.push_pop×\(tasks)tasks", baseline: "main_actor.hop×2×\(tasks)tasks"
    ) {
      let navigator = Navigator(Router<BenchRoute>(root: .home))
      let subject: TimedLoop = { iterations in
        try await withThrowingTaskGroup(of: Void.self) { group in
          for _ in 0..<tasks {
            group.addTask {
              for _ in 0..<iterations {
                try await navigator.run { router throws(NavigationError) in
                  try router.push(.detail)
                }
                try await navigator.run { router throws(NavigationError) in try router.pop() }
              }
            }
          }
          try await group.waitForAll()
        }
        return iterations
      }
      let baseline: TimedLoop = { iterations in
        await withTaskGroup(of: Void.self) { group in
          for _ in 0..<tasks {
            group.addTask {
              for _ in 0..<iterations {
                await MainActor.run { Blackhole.consume(1) }
                await MainActor.run { Blackhole.consume(1) }
              }
            }
          }
        }
        return iterations
      }
      return (subject, baseline)
    }
  }
}
