/// What the command line asks for.
enum Arguments {
  /// Run the benchmarks whose name contains `filter`, or all of them.
  case run(filter: String?)
  /// Print the usage.
  case help

  /// The text `--help` prints.
  static let usage = """
    usage: itinerary-bench [--filter <substring>] [--help]

    Times the router's operations beside baselines timed in the same rounds and prints one
    JSON object per benchmark: name, ns_per_op, baseline, baseline_ns_per_op and ratio.

      --filter <substring>  run only the benchmarks whose name contains <substring>
      --help                print this text
    """

  /// Parses the arguments that follow the executable's name.
  init(parsing arguments: some Sequence<String>) throws(UsageError) {
    var filter: String?
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--help":
        self = .help
        return
      case "--filter":
        guard let value = remaining.next() else {
          throw UsageError(message: "--filter needs a substring, as in --filter router")
        }
        filter = value
      default:
        throw UsageError(message: "unknown argument '\(argument)'; see --help")
      }
    }
    self = .run(filter: filter)
  }
}

/// A command line the benchmarks cannot run with; the executable prints its message on one
/// line to the standard error and exits with status 2.
struct UsageError: Error {
  /// What is wrong, in one line.
  let message: String
}
