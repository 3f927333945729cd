import Foundation
import Testing

@testable import ItineraryCLI

/// `itinerary resolve`: what each link of a link table opens, the tree and the steps, or why
/// it is refused.
@MainActor
@Suite("itinerary resolve")
struct ResolveCommandTests {
  @Test func helpNamesResolveAndDescribesIt() async {
    let console = RecordingConsole()
    #expect(await ItineraryCommand.run(["--help"], console: console) == 0)
    #expect(console.text.contains("resolve <links> <link>..."))
    #expect(await ItineraryCommand.run(["resolve", "--help"], console: console) == 0)
    #expect(
      console.text.contains("Usage: itinerary resolve <links.json> <link>... [--from <link>]"))
    #expect(await ItineraryCommand.run(["check", "--help"], console: console) == 0)
    #expect(console.text.contains("Files named links.json or *.links.json are link tables"))
  }

  @Test func aLinkPrintsWhatItOpensTheTreeAndTheSteps() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Paths.links, "itinerary-demo://users/42/posts/7"], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.first == "itinerary-demo://users/42/posts/7")
    #expect(
      console.output.dropFirst().first
        == #"  opens: tab home › push userList › push userProfile{"id":"42"} › "#
        + #"push userPosts{"user":"42"} › push post{"user":"42","id":"7"}"#)
    #expect(console.text.contains("  tree:"))
    #expect(console.text.contains("  steps from the start:\n    1. set path of "))
    #expect(console.errors.isEmpty)
  }

  @Test func fromAnotherLinkTheStepsDismissSelectAndPush() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Paths.links, "https://demo.itinerary.dev/users/42", "--from", "/settings"],
      console: console)

    #expect(status == 0, "\(console.text)")
    let steps = console.output.drop { !$0.hasPrefix("  steps from /settings:") }.dropFirst()
    #expect(steps.count == 3, "\(console.text)")
    #expect(steps.first?.hasPrefix("    1. dismiss ") == true)
    #expect(steps.dropFirst().first == "    2. select tab home of r0")
    #expect(steps.last?.hasPrefix("    3. set path of ") == true)
  }

  /// One row: a refused link and the reason printed.
  @Test(arguments: [
    ("/nowhere", #"  refused: link "/nowhere": no row of the link table opens it"#),
    (
      "https://evil.example/users",
      #"  refused: link "https://evil.example/users": host "evil.example" is not one of the app's hosts"#
    ),
    (
      "ftp://demo.itinerary.dev/users",
      #"  refused: link "ftp://demo.itinerary.dev/users": scheme "ftp" is not one of the app's schemes"#
    ),
    (
      "/users/42/posts/7/nope",
      #"  refused: link "/users/42/posts/7/nope": no row of the link table opens it"#
    ),
  ])
  func aRefusedLinkSaysWhyAndStatusOne(link: String, reason: String) async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Paths.links, "/users", link], console: console)

    #expect(status == 1)
    #expect(console.output.contains(reason), "\(console.text)")
    #expect(console.output.contains("  opens: tab home › push userList"))
  }

  @Test func aRefusedFromLinkOrAMissingTableIsStatusTwo() async {
    let console = RecordingConsole()
    #expect(
      await ItineraryCommand.run(
        ["resolve", Paths.links, "/users", "--from", "/x"], console: console)
        == 2)
    #expect(
      console.errors == [
        #"itinerary: resolve: the --from link is refused: link "/x": no row of the link table opens it"#
      ])
    #expect(
      await ItineraryCommand.run(["resolve", "no/links.json", "/users"], console: console) == 2)
  }

  @Test func theBundledLinkTableIsCheckedWithTheFlows() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.flows], console: console)

    #expect(status == 0, "\(console.text)")
    let links = console.output.drop { !$0.hasPrefix("links ") }
    #expect(links.dropFirst().first?.hasPrefix("app ") == true, "\(console.text)")
    #expect(links.dropFirst().first?.hasSuffix(" 0") == true, "\(console.text)")
  }

  @Test func aBrokenLinkTableIsProblemsWithTheirLineAndColumn() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.brokenLinks], console: console)

    #expect(status == 1)
    let text = console.text
    for problem in [
      #"broken.links.json:5:26: link pattern "/users/*/x", offset 7: "*" must be the last segment"#,
      #"broken.links.json:7:18: "/users/:other" matches the same links as "/users/:id", so only one of them can win"#,
      #"broken.links.json:8:41: unknown tab "elsewhere"; the tabs are "home""#,
      #"broken.links.json:9:41: ":name" is not a parameter of "/tags/:tag""#,
      #"broken.links.json:10:18: in "/late", "tab home" cannot come after "push start""#,
    ] {
      #expect(text.contains(problem), "\(text)")
    }
  }
}
