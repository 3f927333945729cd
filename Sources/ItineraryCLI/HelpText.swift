/// The `--help` texts.
enum HelpText {
  /// The text for a subcommand, or for the command when `nil`.
  static func text(for subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: overview
    case .check: check
    case .coverage: coverage
    case .graph: graph
    case .play: play
    case .resolve: resolve
    }
  }

  static let overview = """
    itinerary: check, draw and walk declarative flow specs and link tables (JSON).

    Usage: itinerary <subcommand> [options]

    Subcommands:
      check [paths...]             validate every spec, prove it by its states, check
                                   every link table; exit 1 on any problem
      coverage <paths...> <records>
                                   which transitions of each flow no recorded test run
                                   exercised; exit 1 when one was not
      graph <spec> [--format F]    a diagram of a flow's stages, or with --states of its
                                   states: mermaid (default) or dot
      play <spec> [--answers ...] [--links <table>]
                                    walk a flow in the terminal, or along scripted answers
      resolve <links> <link>...    what each link opens, or why it is refused

    Run 'itinerary <subcommand> --help' for a subcommand's options. A bad argument, a path
    that does not exist, or a spec that graph or play cannot load exits with status 2.
    """

  static let check = """
    Usage: itinerary check [paths...] [--max-states N]

    Loads every .json spec in the given files and folders (folders are searched whole,
    *.schema.json files skipped; default: Flows), and for each file given on its own the specs
    beside it, which its sub-flows may run (graph, play and coverage load them alike);
    validates them together, so that sub-flows resolve, then explores by its states each flow
    that is valid or whose only problems are unreachable stages, dead ends and cycles without
    exit: every place the flow can wait for the person (its stage, its sub-flows' stages, the
    stages Back goes through) is visited once, breadth first, with every answer, Back, swipe,
    listed link and relaunch tried in each, and no bound on depth, so that flows with loops
    are explored completely. Each transition is replayed on the real flow: a relaunch saves the tree and the flow, restores
    them on routers made as at the first launch and checks the flow resumes at its stage. At most --max-states states are
    explored per flow (default 100000); a flow stopped there is not proven, a problem that
    says how many states it left unexplored and at which stage most of them are.

    Prints one row per flow: its stages, states, transitions, problems and the ends reached;
    then "every state can finish" for each proven flow, and the problems: load errors,
    validator problems, states from which no end can be reached, actions that make the flow
    throw or that it refuses, stages and ends never reached, with the shortest sequence of
    actions into the nearest problem, and into each dead end and cycle without exit, as a
    FlowHarness test to paste into a test target and run: it finds the spec files from the
    package's root, the nearest folder above the test's file with a Package.swift.

    Files named links.json or *.links.json are link tables: each is checked for patterns
    that do not parse (with the line and column of the character at fault), patterns that
    match the same links as an earlier one, parts out of order, unknown modules, tabs and
    columns, parameters a pattern does not capture, an unknown initial module, and module
    ids or tab names declared twice, and gets a row in a second table.
    Exits 0 when there is no problem, 1 when there is one, 2 on a bad argument.
    """

  static let coverage = """
    Usage: itinerary coverage <paths...> <records> [--max-states N]

    Replays the runs that FlowHarness recorded in the file <records> on the states of each
    valid spec found in <paths> (files and folders, as for check), and prints per flow how
    many runs it had, its transitions, how many a run took, and how many none took; then
    each transition no run took, as "state —action→ where it leads", and each run that gave
    an action its state does not offer.

    To record, run the tests with ITINERARY_COVERAGE set to a file: each FlowHarness appends
    its flow's name and the person's actions to it, one JSON line per action given.

      ITINERARY_COVERAGE=coverage.jsonl swift test
      itinerary coverage Flows coverage.jsonl

    Exits 0 when every transition was exercised, 1 when one was not or a run does not fit
    its flow, 2 on a bad argument or records that do not read.
    """

  static let graph = """
    Usage: itinerary graph <spec> [--format mermaid|dot] [--states] [--records <file>]

    Prints a diagram of the flow: its stages (with their style), its ends, and each answer
    as an edge. A dashed edge leads from the start to the abandon end. Sub-flow stages show
    the flow they run.

    With --states, draws the flow's states as explored instead (see check): a node per
    state, named by the stages Back goes through, an edge per answer, Back, swipe, link and
    relaunch (to the state it resumes), the ends and failures they lead to. A trap (a state from which no end can be reached) is
    drawn red, and each stage no state reaches as a dashed box. With --records (which
    implies --states), the transitions no recorded test run took (see coverage) are dashed.
    """

  static let resolve = """
    Usage: itinerary resolve <links.json> <link>... [--from <link>]

    Resolves each link against the link table and prints the place it opens (its module,
    tab and column, the screens pushed, the sheets and covers on top), the whole navigation
    tree after opening it, and the steps that draw the change, in order, from the app's
    start: its tabs at their roots, the first selected; for a table with "modules", its
    initial module (the first unless "initial" names another), each module's tabs and split
    views at their roots. With --from, the start is the tree that link opens.
    A link that is refused (unknown path, foreign host, unsupported scheme) prints why.
    Exits 0 when every link opens, 1 when one is refused, 2 when the table does not load
    or the --from link is refused.
    """

  static let play = """
    Usage: itinerary play <spec> [--answers a,b,c] [--links <links.json>]

    Runs the flow headless and, at each screen, prints the navigation tree and the answers
    available; type an answer's number or name, 'back' (Back on a pushed screen), 'swipe'
    (swipe a sheet away) or 'relaunch' (close the app and open it again: the tree and the
    flow are saved, torn down, restored and resumed at the same stage). Anything else shows
    the answers again and asks again; the end of the input ends the walk (exit 1). Sub-flows
    are found among the specs in the same folder.

    With --links, a link table spec, typing 'link <link>' sends a link to the app as the
    system would: it answers the screen when the stage lists its route in "links", and is
    otherwise kept until the flow ends, then opened. A link the table refuses prints why,
    and the person is asked again.

    With --answers, walks the given answers in order instead of reading them, and fails
    (exit 1) if one is not available or the flow does not end when they run out.
    """
}
