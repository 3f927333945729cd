/// What the command line asks for, parsed: which subcommand, on what, with which options.
enum Invocation: Equatable {
  /// Help for a subcommand, or for the command when `nil`.
  case help(Subcommand?)
  /// Validates the specs in these files and folders and explores each by its states.
  case check(paths: [String], maxStates: Int)
  /// Says which transitions of each spec the recorded runs did not exercise.
  case coverage(paths: [String], records: String, maxStates: Int)
  /// Draws one spec: its stages, or its states, with the transitions the recorded runs did
  /// not take dashed.
  case graph(path: String, format: GraphFormat, states: Bool = false, records: String? = nil)
  /// Walks one spec in the terminal, or along scripted answers; with a link table spec, the
  /// person can send links.
  case play(path: String, answers: [String]?, links: String? = nil)
  /// Resolves links against a link table spec, from its start or from another link.
  case resolve(path: String, links: [String], from: String?)

  /// The subcommands.
  enum Subcommand: String, Equatable {
    case check, coverage, graph, play, resolve
  }

  /// Parses the arguments after the command's name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument that does not fit.
  init(parsing arguments: [String]) throws(UsageError) {
    guard let first = arguments.first else {
      self = .help(nil)
      return
    }
    if ["--help", "-h", "help"].contains(first) {
      let topic = arguments.dropFirst().first
      guard let topic else {
        self = .help(nil)
        return
      }
      guard let subcommand = Subcommand(rawValue: topic) else {
        throw UsageError("no subcommand '\(topic)'; try 'itinerary --help'")
      }
      self = .help(subcommand)
      return
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw UsageError("no subcommand '\(first)'; try 'itinerary --help'")
    }
    var options = OptionParser(Array(arguments.dropFirst()), subcommand: subcommand)
    if options.takeFlag("--help") || options.takeFlag("-h") {
      self = .help(subcommand)
      return
    }
    switch subcommand {
    case .check:
      let maxStates = try options.takeInteger("--max-states", default: 100_000)
      let paths = try options.takeOperands(atLeast: 0)
      self = .check(paths: paths.isEmpty ? ["Flows"] : paths, maxStates: maxStates)
    case .coverage:
      let maxStates = try options.takeInteger("--max-states", default: 100_000)
      let operands = try options.takeOperands(atLeast: 2)
      self = .coverage(
        paths: Array(operands.dropLast()), records: operands[operands.count - 1],
        maxStates: maxStates)
    case .graph:
      let format = try options.takeValue("--format").map { (name) throws(UsageError) in
        guard let format = GraphFormat(rawValue: name) else {
          throw UsageError("graph: unknown format '\(name)'; use mermaid or dot")
        }
        return format
      }
      let records = try options.takeValue("--records")
      let states = options.takeFlag("--states") || records != nil
      self = .graph(
        path: try options.takeSpecPath(), format: format ?? .mermaid, states: states,
        records: records)
    case .play:
      let answers = try options.takeValue("--answers").map {
        $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      }
      let links = try options.takeValue("--links")
      self = .play(path: try options.takeSpecPath(), answers: answers, links: links)
    case .resolve:
      let from = try options.takeValue("--from")
      let operands = try options.takeOperands(atLeast: 2)
      self = .resolve(path: operands[0], links: Array(operands.dropFirst()), from: from)
    }
  }
}
