#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `itinerary` executable: runs the subcommand the arguments name and exits with its
/// status.
@main
enum ItineraryCommand {
  @MainActor
  static func main() async {
    let console = TerminalConsole()
    exit(await run(Array(CommandLine.arguments.dropFirst()), console: console))
  }

  /// Runs the command line `arguments` (without the command's name) against `console`.
  ///
  /// - Returns: The exit status: 0 for success, 1 for problems found (`check` counts a spec
  ///   that does not load as one; `resolve` a refused link; `coverage` a transition no run
  ///   exercised), 2 for a bad argument, a path
  ///   that does not exist, or a spec that `graph`, `play` or `resolve` cannot load.
  @MainActor
  static func run(_ arguments: [String], console: any Console) async -> Int32 {
    do {
      switch try Invocation(parsing: arguments) {
      case .help(let subcommand):
        console.write(HelpText.text(for: subcommand))
        return 0
      case .check(let paths, let maxStates):
        return try await CheckCommand(paths: paths, maxStates: maxStates, console: console).run()
      case .coverage(let paths, let records, let maxStates):
        return try CoverageCommand(
          paths: paths, records: records, maxStates: maxStates, console: console
        ).run()
      case .graph(let path, let format, let states, let records):
        return try GraphCommand(
          path: path, format: format, states: states, records: records, console: console
        ).run()
      case .play(let path, let answers, let links):
        return try await PlayCommand(
          path: path, answers: answers, links: links, console: console
        ).run()
      case .resolve(let path, let links, let from):
        return try ResolveCommand(path: path, links: links, from: from, console: console).run()
      }
    } catch {
      console.writeError(error.description)
      return 2
    }
  }
}
