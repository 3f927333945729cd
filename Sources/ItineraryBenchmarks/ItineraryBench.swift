#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `itinerary-bench` executable: parses the command line, runs the selected benchmarks on
/// the main actor and prints one JSON line per benchmark.
@main
struct ItineraryBench {
  /// Runs the benchmarks the arguments select; exits with status 2 on a bad command line.
  @MainActor
  static func main() async {
    let arguments: Arguments
    do {
      arguments = try Arguments(parsing: CommandLine.arguments.dropFirst())
    } catch {
      fail(error.message, status: 2)
    }
    switch arguments {
    case .help:
      print(Arguments.usage)
    case .run(let filter):
      let selected = Benchmark.all.filter { filter.map($0.name.contains) ?? true }
      if selected.isEmpty { fail("no benchmark name contains '\(filter ?? "")'", status: 2) }
      var measure = Measure()
      for benchmark in selected {
        measure.rounds = benchmark.rounds
        do {
          let loops = try benchmark.prepare()
          let nanoseconds = try await measure.run(loops.subject, against: loops.baseline)
          let result = BenchmarkResult(
            name: benchmark.name, nsPerOp: nanoseconds.subject, baseline: benchmark.baseline,
            baselineNsPerOp: nanoseconds.baseline)
          print(result.jsonLine)
        } catch {
          fail("\(benchmark.name) failed: \(error)", status: 1)
        }
      }
    }
  }

  /// Prints `message` as one line to the standard error and exits with `status`.
  private static func fail(_ message: String, status: Int32) -> Never {
    var line = "itinerary-bench: \(message)\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(status)
  }
}
