import Itinerary
import ItineraryTesting

extension Benchmark {
  /// Going back one stage in a flow of `stages` pushed stages, beside running the flow's stages
  /// the first time.
  ///
  /// The subject keeps one flow waiting at its last stage, drawn by a `HeadlessRenderer`. One
  /// operation: Back from the last stage, so that the flow replays its `stages - 1` answered
  /// stages from its journal and awaits the one before again; that stage answered again; the
  /// last stage pushed again. The baseline runs the same flow from its start to its end on a
  /// fresh router with a `HeadlessRenderer`, each stage pushed and answered at once: what
  /// resuming saves the person from redoing.
  static func flowResume(stages: Int, rounds: Int) -> Benchmark {
    var benchmark = Benchmark(
      name: "flow.resume@\(stages)", baseline: "flow.run@\(stages)"
    ) {
      let flow = Flow<BenchRoute, Int>("stages", ending: .keepScreens) { flow in
        var sum = 0
        for _ in 0..<stages { sum += try await flow.push(.detail, returning: Int.self) }
        return sum
      }
      let waiting = StagedFlow(flow)
      let subject: TimedLoop = { iterations in
        try await waiting.reachLastStage(of: stages)
        for _ in 0..<iterations {
          try waiting.router.pop()
          await waiting.stages.next()
          try waiting.router.finish(returning: 1)
          await waiting.stages.next()
        }
        return waiting.router.depth
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          let run = StagedFlow(flow)
          try await run.reachLastStage(of: stages)
          try run.router.finish(returning: 1)
          checksum &+= try await run.output()
        }
        return checksum
      }
      return (subject, baseline)
    }
    benchmark.rounds = rounds
    return benchmark
  }
}

/// A flow run on a fresh router drawn by a `HeadlessRenderer`, with a signal each time the flow
/// awaits a stage. The renderer's record of steps is cleared at each signal: each step of a
/// stack holds its whole path, and a record of them all would make every push copy the path.
@MainActor
private final class StagedFlow {
  let router = Router<BenchRoute>(root: .home)
  let stages = AwaitedStages()
  private let renderer = HeadlessRenderer<BenchRoute>()
  private let flow: Flow<BenchRoute, Int>
  private var task: Task<Int, any Error>?
  private var observation: EventObservation?

  init(_ flow: Flow<BenchRoute, Int>) {
    self.flow = flow
    renderer.attach(to: router.lane)
    let stages = stages
    let renderer = renderer
    observation = router.observeAwaitedResults { _ in
      renderer.clearRenderedSteps()
      stages.arrived()
    }
  }

  /// Starts the flow, once, and answers each stage but the last, which it leaves waiting.
  func reachLastStage(of count: Int) async throws {
    guard task == nil else { return }
    let router = router
    let flow = flow
    task = Task { try await router.run(flow) }
    await stages.next()
    for _ in 1..<count {
      try router.finish(returning: 1)
      await stages.next()
    }
  }

  /// The flow's output, once it ended.
  func output() async throws -> Int {
    try await task?.value ?? 0
  }
}

/// Counts the stages a flow started awaiting, and lets one caller wait for the next.
@MainActor
private final class AwaitedStages {
  private var arrivals = 0
  private var waiter: CheckedContinuation<Void, Never>?

  /// A stage started awaiting its answer.
  func arrived() {
    guard let waiter else {
      arrivals += 1
      return
    }
    self.waiter = nil
    waiter.resume()
  }

  /// Returns once a stage awaits that no earlier call returned for.
  func next() async {
    guard arrivals == 0 else {
      arrivals -= 1
      return
    }
    await withCheckedContinuation { waiter = $0 }
  }
}
