import Foundation
import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

extension Benchmark {
  /// Exploring by states a generated spec of `stages` stages (pushes and sheets, a loop back
  /// two stages from every stage, a three-stage sub-flow every tenth stage), the machine alone,
  /// beside as many push and pop pairs through a lane with a renderer as the exploration finds
  /// states: one operation is the whole exploration, so the ratio is what a state costs
  /// against one push and pop, and the two sizes' times show how the cost grows.
  static func explorerStates(stages: Int, rounds: Int) -> Benchmark {
    var benchmark = Benchmark(
      name: "explorer.states@\(stages)", baseline: "lane.push_pop×states"
    ) {
      let (spec, library) = generatedSpec(stages: stages)
      let machine = FlowSpecMachine(spec, library: library)
      let states = FlowStateGraph(exploring: machine, maxStates: .max).states.count
      let subject: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          checksum &+= FlowStateGraph(exploring: machine, maxStates: .max).transitionCount
        }
        return checksum
      }
      return (subject, lanePushPops(count: states))
    }
    benchmark.rounds = rounds
    return benchmark
  }

  /// The bundled onboarding flow proven by its states (every transition replayed on the real
  /// flow), beside the path explorer as `itinerary check` ran it before (depth 8, at most
  /// 100,000 paths), which takes its 1,617 paths and proves nothing of those it cuts: one
  /// operation is one whole exploration of each.
  static var explorerOnboarding: Benchmark {
    var benchmark = Benchmark(
      name: "explorer.states.onboarding", baseline: "explorer.paths.onboarding"
    ) {
      let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Flows")
      let specs = try ["onboarding", "password-reset"].map {
        try FlowSpecLoader.load(contentsOf: flows.appending(path: "\($0).json").path)
      }
      let library = FlowSpecLibrary(specs)
      let machine = FlowSpecMachine(specs[0], library: library)
      let explorer = FlowExplorer(
        specs[0].flow(in: library),
        modules: {
          try ModuleRouter<FlowSpecRoute>(
            catalog: [Module(id: "flow", root: .start), Module(id: "main", root: .module("main"))],
            initial: "flow")
        },
        maxDepth: 8, maxPaths: 100_000,
        answers: { route in
          guard case .screen(let screen) = route else { return [] }
          return FlowSpecMachine.moves(on: screen).map(FlowAnswer.init)
        })
      let subject: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          let proof = try await explorer.exploreStates(of: machine)
          guard proof.isProven else { throw BenchmarkFailure("onboarding is not proven: \(proof)") }
          checksum &+= proof.graph.transitionCount
        }
        return checksum
      }
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          let paths = try await explorer.explore().paths.count
          guard paths == 1_617 else { throw BenchmarkFailure("\(paths) paths, not 1,617") }
          checksum &+= paths
        }
        return checksum
      }
      return (subject, baseline)
    }
    benchmark.rounds = 5
    return benchmark
  }

  /// `count` push and pop pairs through a lane with a renderer attached.
  @MainActor
  private static func lanePushPops(count: Int) -> TimedLoop {
    let router = Router<BenchRoute>(root: .home)
    let renderer = HeadlessRenderer<BenchRoute>()
    renderer.attach(to: router.lane)
    return { iterations in
      for _ in 0..<iterations * count {
        try router.push(.detail)
        try router.pop()
      }
      renderer.clearRenderedSteps()
      return router.depth
    }
  }

  /// A flow of `stages` stages with loops, sheets and sub-flows, and its library.
  private static func generatedSpec(stages: Int) -> (FlowSpec, FlowSpecLibrary) {
    func name(_ index: Int) -> String { index < stages ? "s\(index)" : "done" }
    let main = FlowSpec(
      name: "generated", start: "s0", abandon: "left",
      stages: (0..<stages).map { index in
        var answers = [FlowSpecAnswer("next", next: name(index + 1))]
        if index >= 2 { answers.append(FlowSpecAnswer("again", next: name(index - 2))) }
        if index % 10 == 9 {
          return FlowSpecStage(
            name(index), kind: .subflow("sub"),
            answers: [
              FlowSpecAnswer("ok", next: name(index + 1)),
              FlowSpecAnswer("failed", next: name(index - 1)),
            ])
        }
        let style: FlowSpecStyle = index % 3 == 2 ? .sheet : .push
        return FlowSpecStage(
          name(index), kind: .screen(route: "screen", parameters: "{}", style: style),
          answers: answers)
      },
      ends: [FlowSpecEnd("done"), FlowSpecEnd("left")])
    let sub = FlowSpec(
      name: "sub", start: "a", abandon: "failed",
      stages: ["a", "b", "c"].enumerated().map { index, stage in
        FlowSpecStage(
          stage, kind: .screen(route: "step", parameters: "{}", style: .push),
          answers: [
            FlowSpecAnswer("next", next: index == 2 ? "ok" : ["b", "c"][index]),
            FlowSpecAnswer("restart", next: "a"),
          ])
      },
      ends: [FlowSpecEnd("ok"), FlowSpecEnd("failed")])
    return (main, FlowSpecLibrary([main, sub]))
  }
}
