import Itinerary

extension Benchmark {
  /// `try router.push(.detail)` then `try router.pop()` on a router with `depth` screens
  /// pushed, beside an `Array` of entries with as many elements taking one `append` and one
  /// `removeLast`.
  static func pushPop(name: String, baseline: String, depth: Int) -> Benchmark {
    Benchmark(name: name, baseline: baseline) {
      let router = Router<BenchRoute>(root: .home)
      for _ in 0..<depth { try router.push(.detail) }
      return (pushPops(on: router), arrayPushPop(depth: depth))
    }
  }

  /// `router.push_pop` beside `observable_array.push_pop`: the same push and pop on a lone
  /// router, against the hand-written `@Observable` router of ``ObservableArrayRouter``.
  @MainActor static var pushPopBesideObservableArray: Benchmark {
    Benchmark(name: "router.push_pop.vs_observable", baseline: "observable_array.push_pop") {
      let subject = pushPops(on: Router<BenchRoute>(root: .home))
      let plain = ObservableArrayRouter()
      let baseline: TimedLoop = { iterations in
        var checksum = 0
        for _ in 0..<iterations {
          plain.push(.detail)
          checksum &+= plain.path.count
          plain.pop()
        }
        return checksum
      }
      return (subject, baseline)
    }
  }

  /// A push of `.detail` and a pop on `router` per iteration; returns its depth.
  @MainActor
  static func pushPops(on router: Router<BenchRoute>) -> TimedLoop {
    { iterations in
      for _ in 0..<iterations {
        try router.push(.detail)
        try router.pop()
      }
      return router.depth
    }
  }

  /// An `Array` of `depth` entries taking one `append` and one `removeLast` per iteration: the
  /// raw cost of a push and a pop on a stack an app keeps itself.
  static func arrayPushPop(depth: Int) -> TimedLoop {
    var entries = (0..<depth).map { Entry(id: EntryID("e\($0)"), route: BenchRoute.detail) }
    let pushed = Entry(id: "pushed", route: BenchRoute.detail)
    return { iterations in
      // Work on a local array, uniquely referenced, as an app's own stack would be.
      var stack: [Entry<BenchRoute>] = []
      swap(&stack, &entries)
      defer { swap(&stack, &entries) }
      var checksum = 0
      for _ in 0..<iterations {
        stack.append(pushed)
        checksum &+= stack.count
        stack.removeLast()
      }
      return checksum
    }
  }
}
