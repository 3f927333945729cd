/// A loop that runs one operation `iterations` times and returns a checksum of what the
/// operations produced. It may suspend, to time work that crosses actors.
typealias TimedLoop = @MainActor (_ iterations: Int) async throws -> Int

/// An operation to time beside the baseline it is judged against.
///
/// The state both loops run on is built by ``prepare`` only when the benchmark is selected, so
/// `--filter` skips the setup of the others.
struct Benchmark {
  /// The benchmark's name, which `--filter` matches.
  let name: String
  /// The baseline's name.
  let baseline: String
  /// Builds the state the loops run on and returns the benchmark's loop and the baseline's.
  let prepare: @MainActor () throws -> (subject: TimedLoop, baseline: TimedLoop)
  /// How many rounds to time each loop in: fewer for an operation that takes long.
  var rounds = Measure.defaultRounds

  /// Every benchmark, in the order they run.
  @MainActor static var all: [Benchmark] {
    [
      pushPop(name: "router.push_pop", baseline: "array.push_pop", depth: 0),
      pushPopBesideObservableArray,
      resolve(.deepest, name: "target.deepest@50", issuedAtLevel: 0),
      resolve(.root, name: "target.root@50", issuedAtLevel: 25),
      treeRead,
      pushPop(name: "router.push@10", baseline: "array.push_pop@10", depth: 10),
      pushPop(name: "router.push@10000", baseline: "array.push_pop@10000", depth: 10_000),
      nestedPushPop(untouched: 0),
      nestedPushPop(untouched: 10_000),
      batchPush(untouched: 1_000),
      batchPush(untouched: 10_000),
      lanePushPop,
      navigatorPushPop,
      navigatorThroughput(tasks: 100),
      explorerPaths(depth: 3, rounds: 51),
      explorerPaths(depth: 6, rounds: 15),
      explorerStates(stages: 1000, rounds: 21),
      explorerStates(stages: 10_000, rounds: 21),
      explorerOnboarding,
      flowResume(stages: 100, rounds: 51),
      flowResume(stages: 1000, rounds: 15),
      linksResolve(count: 10),
      linksResolve(count: 100),
      linksResolve(count: 1000),
      linksResolveAgainstRegex(count: 1000),
      restore,
    ]
  }
}
