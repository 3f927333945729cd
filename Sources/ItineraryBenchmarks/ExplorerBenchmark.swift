import Itinerary
import ItineraryTesting

extension Benchmark {
  /// The screens each path of the explored flow answers, and the answers offered on each.
  private static let explorerDepth = 6
  private static let explorerAnswers: [FlowAnswer] = [.respond(0), .respond(1), .respond(2)]

  /// The paths of the explored flow: three answers on each of six screens.
  private static let explorerPathCount = 729

  /// A `FlowExplorer` taking every path of a flow of six pushed screens with three answers
  /// each, beside as many fresh routers drawn by a `HeadlessRenderer`, each taking six pushes
  /// and pops: the same tree work without the flow, its task and the explorer. One operation
  /// is the 729 paths, so paths per second are `729 × 1e9 / ns_per_op`; an operation takes
  /// long, so it is timed in fewer rounds.
  static var explorerPaths: Benchmark {
    var benchmark = Benchmark(
      name: "explorer.paths×\(explorerPathCount)",
      baseline: "router.new+push_pop×\(explorerDepth)×\(explorerPathCount)"
    ) {
      let flow = Flow<BenchRoute, Int>("six answers", ending: .unwindToStart) { flow in
        var sum = 0
        for _ in 0..<explorerDepth { sum += try await flow.push(.detail, returning: Int.self) }
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
        for _ in 0..<iterations * explorerPathCount {
          let router = Router<BenchRoute>(root: .home)
          HeadlessRenderer<BenchRoute>().attach(to: router.lane)
          for _ in 0..<explorerDepth {
            try router.push(.detail)
            try router.pop()
          }
          checksum &+= router.depth + 1
        }
        return checksum
      }
      return (subject, baseline)
    }
    benchmark.rounds = 15
    return benchmark
  }
}
