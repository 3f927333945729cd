/// The `--help` texts.
enum HelpText {
  /// The text for a subcommand, or for the command when `nil`.
  static func text(for subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: overview
    case .check: check
    case .graph: graph
    case .play: play
    }
  }

  static let overview = """
    itinerary: check, draw and walk declarative flow specs (JSON).

    Usage: itinerary <subcommand> [options]

    Subcommands:
      check [paths...]             validate and explore every spec; exit 1 on any problem
      graph <spec> [--format F]    a diagram of a flow: mermaid (default) or dot
      play <spec> [--answers ...]  walk a flow in the terminal, or along scripted answers

    Run 'itinerary <subcommand> --help' for a subcommand's options. A bad argument, a path
    that does not exist, or a spec that graph or play cannot load exits with status 2.
    """

  static let check = """
    Usage: itinerary check [paths...] [--depth N] [--max-paths N]

    Loads every .json spec in the given files and folders (folders are searched whole,
    *.schema.json files skipped; default: Flows), validates them together, so that sub-flows
    resolve, then runs each valid flow headless down every path a person could take, up to
    N answers deep (default 8), and at most --max-paths paths per flow (default 100000).

    Prints one row per flow: its steps, the paths explored, how many completed, how many
    were cut at the depth bound, and its problems: load errors, validator problems, and
    paths that got stuck or threw, with the shortest failing path as a script to replay.
    Exits 0 when there is no problem, 1 when there is one, 2 on a bad argument.
    """

  static let graph = """
    Usage: itinerary graph <spec> [--format mermaid|dot]

    Prints a diagram of the flow: its steps (with their style), its ends, and each answer
    as an edge. A dashed edge leads from the start to the abandon end. Sub-flow steps show
    the flow they run.
    """

  static let play = """
    Usage: itinerary play <spec> [--answers a,b,c]

    Runs the flow headless and, at each screen, prints the navigation tree and the answers
    available; type an answer's number or name, 'back' (Back on a pushed screen) or 'swipe'
    (swipe a sheet away). Anything else shows the answers again and asks again; the end of
    the input ends the walk (exit 1). Sub-flows are found among the specs in the same folder.

    With --answers, walks the given answers in order instead of reading them, and fails
    (exit 1) if one is not available or the flow does not end when they run out.
    """
}
