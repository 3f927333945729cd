import Itinerary
import ItineraryTesting

extension Benchmark {
  /// The answers offered on each screen of an explored flow.
  private static let explorerAnswers: [FlowAnswer] = [.respond(0), .respond(1), .respond(2)]

  /// A `FlowExplorer` taking every path of a flow of `depth` pushed screens with three answers
  /// each (3^depth paths), beside as many fresh routers drawn by a `HeadlessRenderer`, each
  /// taking `depth` pushes and pops: the same pushes and pops without the flow, its task and
  /// the explorer. Not the same work otherwise: the explorer reuses a router its last path
  /// left unchanged and draws with a renderer that records nothing. One operation is all the
  /// paths, so paths per second are `3^depth × 1e9 / ns_per_op`; an operation takes long, so
  /// it is timed in fewer rounds.
  static func explorerPaths(depth: Int, rounds: Int) -> Benchmark {
    let pathCount = (0..<depth).reduce(1) { count, _ in count * explorerAnswers.count }
    var benchmark = Benchmark(
      name: "explorer.paths×\(pathCount)@depth\(depth)",
      baseline: "router.new+push_pop×\(depth)×\(pathCount)"
    ) {
      let flow = Flow<BenchRoute, Int>("answers", ending: .unwindToStart) { flow in
        var sum = 0
        for _ in 0..<depth { sum += try await flow.push(.detail, returning: Int.self) }
        return sum
      }
      let explorer = FlowExplorer(flow, root: .home) { _ in explorerAnswers }
      let subject: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          checksum &+= try await explorer.explore().completedCount
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations * pathCount {
          let router = Router<BenchRoute>(root: .home)
          HeadlessRenderer<BenchRoute>().attach(to: router.lane)
          for _ in 0..<depth {
            try router.push(.detail)
            try router.pop()
          }
          checksum &+= router.depth + 1
        }
        return checksum
      }
      return (subject, baseline)
    }
    benchmark.rounds = rounds
    return benchmark
  }
}
