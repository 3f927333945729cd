/// Times a benchmark's loop and its baseline's in alternating rounds, so that machine noise
/// hits both alike, and keeps the fastest time per operation of each.
///
/// Each loop first runs in batches of doubling size until a batch takes a measurable time; the
/// iteration count is then set so that one batch takes about ``batch``. Then every round times
/// one batch of each loop, the baseline first in even rounds and last in odd ones. Noise from
/// other processes only ever adds time, so the fastest of many short batches is the steadiest
/// estimate of what the operation itself costs.
struct Measure {
  /// How many rounds benchmarks are timed in, unless they say otherwise.
  static let defaultRounds = 151

  /// How many rounds to time each loop in.
  var rounds = defaultRounds
  /// How long one batch of a loop should take.
  var batch = Duration.milliseconds(1)

  private let clock = ContinuousClock()

  /// The fastest nanoseconds per operation of `subject` and of `baseline`.
  @MainActor
  func run(
    _ subject: TimedLoop, against baseline: TimedLoop
  ) async throws -> (subject: Double, baseline: Double) {
    let subjectIterations = try await iterations(of: subject)
    let baselineIterations = try await iterations(of: baseline)
    var fastestSubject = Double.infinity
    var fastestBaseline = Double.infinity
    for round in 0..<rounds {
      let baselineFirst = round.isMultiple(of: 2)
      if baselineFirst {
        fastestBaseline = min(fastestBaseline, try await nanoseconds(baseline, baselineIterations))
      }
      fastestSubject = min(fastestSubject, try await nanoseconds(subject, subjectIterations))
      if !baselineFirst {
        fastestBaseline = min(fastestBaseline, try await nanoseconds(baseline, baselineIterations))
      }
    }
    return (fastestSubject, fastestBaseline)
  }

  /// The most iterations a loop is run for while looking for a measurable batch: a loop
  /// still too fast to time by then has had its work optimised away.
  static let mostIterations = 1 << 40

  /// How many iterations of `loop` take about one ``batch``.
  ///
  /// - Throws: ``BenchmarkFailure`` when even ``mostIterations`` take no measurable time,
  ///   rather than doubling the count until it overflows.
  @MainActor
  private func iterations(of loop: TimedLoop) async throws -> Int {
    var iterations = 1
    while true {
      let elapsed = try await time(loop, iterations)
      if elapsed * 8 >= batch {
        return max(1, Int((Double(iterations) * (batch / elapsed)).rounded()))
      }
      guard iterations < Self.mostIterations else {
        throw BenchmarkFailure(
          "a loop took \(elapsed) for \(iterations) iterations, too fast to time: its work "
            + "was optimised away; return a checksum of what it computes")
      }
      iterations *= 2
    }
  }

  /// Nanoseconds per operation of one batch of `iterations` operations.
  @MainActor
  private func nanoseconds(_ loop: TimedLoop, _ iterations: Int) async throws -> Double {
    try await time(loop, iterations) / .nanoseconds(1) / Double(iterations)
  }

  /// How long `iterations` operations of `loop` take.
  @MainActor
  private func time(_ loop: TimedLoop, _ iterations: Int) async throws -> Duration {
    let start = clock.now
    let checksum = try await loop(iterations)
    let elapsed = start.duration(to: clock.now)
    Blackhole.consume(checksum)
    return elapsed
  }
}
