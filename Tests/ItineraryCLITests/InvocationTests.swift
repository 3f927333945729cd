import Testing

@testable import ItineraryCLI

/// The command line, parsed: each subcommand with its options, and one clear message for
/// each kind of bad argument.
@Suite("Command line")
struct InvocationTests {
  @Test(arguments: [
    ([], Invocation.help(nil)),
    (["--help"], .help(nil)),
    (["help", "graph"], .help(.graph)),
    (["check", "--help"], .help(.check)),
    (["play", "-h"], .help(.play)),
    (["check"], .check(paths: ["Flows"], maxStates: 100_000)),
    (["check", "a", "b", "--max-states", "3"], .check(paths: ["a", "b"], maxStates: 3)),
    (["check", "--max-states=50", "a"], .check(paths: ["a"], maxStates: 50)),
    (
      ["coverage", "Flows", "r.jsonl"],
      .coverage(paths: ["Flows"], records: "r.jsonl", maxStates: 100_000)
    ),
    (
      ["coverage", "a.json", "b.json", "r.jsonl", "--max-states", "9"],
      .coverage(paths: ["a.json", "b.json"], records: "r.jsonl", maxStates: 9)
    ),
    (["graph", "x.json"], .graph(path: "x.json", format: .mermaid)),
    (["graph", "--format", "dot", "x.json"], .graph(path: "x.json", format: .dot)),
    (["play", "x.json"], .play(path: "x.json", answers: nil)),
    (["help", "resolve"], .help(.resolve)),
    (["resolve", "l.json", "/a"], .resolve(path: "l.json", links: ["/a"], from: nil)),
    (
      ["resolve", "l.json", "/a", "myapp://b", "--from", "/c"],
      .resolve(path: "l.json", links: ["/a", "myapp://b"], from: "/c")
    ),
    (
      ["play", "x.json", "--answers", "a,b,back"],
      .play(path: "x.json", answers: ["a", "b", "back"])
    ),
    (
      ["play", "x.json", "--links", "l.json"],
      .play(path: "x.json", answers: nil, links: "l.json")
    ),
  ])
  func parses(arguments: [String], expected: Invocation) throws {
    #expect(try Invocation(parsing: arguments) == expected)
  }

  @Test(arguments: [
    (["launch"], "itinerary: no subcommand 'launch'; try 'itinerary --help'"),
    (["help", "launch"], "itinerary: no subcommand 'launch'; try 'itinerary --help'"),
    (
      ["check", "--deep"], "itinerary: check: unknown option '--deep'; try 'itinerary check --help'"
    ),
    (
      ["check", "--max-states", "0"],
      "itinerary: check: --max-states needs a positive whole number, not '0'"
    ),
    (["check", "--max-states"], "itinerary: check: --max-states needs a value"),
    (["graph"], "itinerary: graph: needs a spec file; try 'itinerary graph --help'"),
    (
      ["resolve", "l.json"],
      "itinerary: resolve: needs a link table and a link; try 'itinerary resolve --help'"
    ),
    (["resolve", "l.json", "/a", "--from"], "itinerary: resolve: --from needs a value"),
    (["graph", "a.json", "b.json"], "itinerary: graph: takes one spec file, not 2"),
    (
      ["graph", "a.json", "--format", "png"],
      "itinerary: graph: unknown format 'png'; use mermaid or dot"
    ),
  ])
  func refuses(arguments: [String], message: String) {
    #expect(throws: UsageError(String(message.dropFirst("itinerary: ".count)))) {
      try Invocation(parsing: arguments)
    }
  }
}
