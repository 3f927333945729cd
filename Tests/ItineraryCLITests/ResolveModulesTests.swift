import Foundation
import Testing

@testable import ItineraryCLI

/// `itinerary resolve` on a link table with modules: a link swaps the module, selects a tab,
/// picks a column of its split view and pushes, as one change, and the whole tree prints; a
/// module the table does not declare is a problem and a refusal.
@MainActor
@Suite("itinerary resolve with modules")
struct ResolveModulesTests {
  static let links = Paths.repository.appendingPathComponent("Flows/modules.links.json").path

  @Test func aLinkOpensAModuleATabAColumnAndAStackAndPrintsTheWholeTree() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Self.links, "itinerary-demo://drafts/7"], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.errors.isEmpty, "\(console.errors)")
    let tree = console.output.drop { $0 != "  tree:" }.dropFirst()
      .prefix { $0.hasPrefix("    ") }
    #expect(
      Array(console.output.prefix(2)) == [
        "itinerary-demo://drafts/7",
        #"  opens: module main › tab inbox › tab sidebar › push drafts › push draft{"id":"7"}"#,
      ])
    #expect(
      Array(tree) == [
        "    modules r0",
        "      module 0 (onboarding)",
        "        router r1",
        "          root #2 welcome",
        "      module 1 (main)",
        "        tabs r3",
        "          tab feed",
        "            router r4",
        "              root #5 feed",
        "          tab search",
        "            router r6",
        "              root #7 searchHome",
        "          tab inbox *",
        "            split r8 (collapsed: false, compact column: sidebar, visibility: automatic)",
        "              sidebar",
        "                router r9",
        "                  root #10 mailboxes",
        "                  push #15 drafts",
        #"                  push #16 draft{"id":"7"}"#,
        "              detail",
        "                router r11",
        "                  root #12 messages",
        "          tab profile",
        "            router r13",
        "              root #14 myProfile",
      ], "\(console.text)")
  }

  @Test func theBundledModulesTableIsCheckedWithTheFlowsWithoutProblems() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.flows], console: console)

    #expect(status == 0, "\(console.text)")
    let row = console.output.first { $0.hasPrefix("modules ") }
    #expect(row?.hasSuffix("modules.links.json    10         0") == true, "\(console.text)")
  }

  @Test func theAppStartsWithItsInitialModule() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Self.links, "/welcome/terms"], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.contains("  opens: module onboarding › push terms"))
    #expect(!console.text.contains("module 1 (main)"), "\(console.text)")
    #expect(console.output.contains("  steps from the start:"))
    #expect(console.output.contains("    1. set path of r1 to #3 terms"), "\(console.text)")
  }

  @Test func fromASheetInAnotherTabTheStepsDismissSelectAndPushOnTheDetailColumn() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", Self.links, "/inbox/3", "--from", "/settings"], console: console)

    #expect(status == 0, "\(console.text)")
    let steps = console.output.drop { !$0.hasPrefix("  steps from /settings:") }.dropFirst()
    #expect(
      Array(steps) == [
        "    1. dismiss r16", "    2. select tab inbox of r3",
        #"    3. set path of r11 to #17 message{"id":"3"}"#,
      ], "\(console.text)")
  }

  @Test func aRowNamingAnUndeclaredModuleIsAProblemAndItsLinkIsRefused() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app.links.json",
      """
      {
        "name": "app",
        "modules": [{ "id": "main", "tabs": [{ "name": "inbox", "root": "messages" }] }],
        "links": [
          { "pattern": "/inbox", "open": [{ "module": "main" }, { "tab": "inbox" }] },
          { "pattern": "/elsewhere", "open": [{ "module": "elsewhere" }] }
        ]
      }
      """)
    let path = "\(folder.path)/app.links.json"
    let problem = #"app.links.json:6:41: unknown module "elsewhere"; the modules are "main""#
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", path, "/inbox", "/elsewhere"], console: console)

    #expect(status == 1, "\(console.text)")
    #expect(console.errors == ["\(folder.path)/\(problem)"])
    #expect(console.output.contains("  opens: module main › tab inbox"), "\(console.text)")
    #expect(
      console.output.contains("  refused: the tree refused the link: No module elsewhere."),
      "\(console.text)")

    let check = RecordingConsole()
    #expect(await ItineraryCommand.run(["check", folder.path], console: check) == 1)
    #expect(check.text.contains(problem), "\(check.text)")
  }

  @Test func anUnknownInitialModuleIsAProblemAndTheAppDoesNotStart() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app.links.json",
      """
      {
        "name": "app",
        "initial": "mian",
        "modules": [{ "id": "main", "root": "home" }],
        "links": [{ "pattern": "/home", "open": [{ "module": "main" }] }]
      }
      """)
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["resolve", "\(folder.path)/app.links.json", "/home"], console: console)

    #expect(status == 2)
    #expect(
      console.errors == [
        "\(folder.path)/app.links.json:3:14: unknown initial module \"mian\"; the modules are "
          + "\"main\"",
        "itinerary: app: No module mian.",
      ])
  }
}
