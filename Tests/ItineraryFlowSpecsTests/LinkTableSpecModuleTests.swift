import Foundation
import Itinerary
import ItineraryFlowSpecs
import Testing

/// Link tables of an app with modules: the modules and their tabs and split views as the
/// loader reads them, the rows that name a module, a tab and a column, and the problems of
/// each.
@Suite("Link table specs with modules")
struct LinkTableSpecModuleTests {
  static let bundled = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Flows/modules.links.json").path

  /// A table with modules, as text, with `modules` and `links` to fill in.
  static func table(
    modules: String = #"[{"id": "a", "root": "start"}]"#, initial: String? = nil,
    links: String = "[]"
  ) -> String {
    let initial = initial.map { #""initial": "\#($0)", "# } ?? ""
    return #"{"name": "t", \#(initial)"modules": \#(modules), "links": \#(links)}"#
  }

  @Test func theBundledTableLoadsItsModulesTabsAndSplitViewWithoutProblems() throws {
    let spec = try LinkTableSpecLoader.load(contentsOf: Self.bundled)

    #expect(spec.problems() == [])
    #expect(spec.tabs.isEmpty)
    #expect(spec.modules.map(\.id) == ["onboarding", "main"])
    #expect(spec.initial == "onboarding")
    #expect(spec.initialModule == "onboarding")
    #expect(spec.modules.first?.root == "welcome")
    #expect(spec.modules.first?.tabs.isEmpty == true)
    let main = try #require(spec.modules.last)
    #expect(main.root == nil)
    #expect(main.tabs.map(\.name) == ["feed", "search", "inbox", "profile"])
    #expect(main.tabs.map(\.isSplit) == [false, false, true, false])
    let inbox = try #require(main.tabs.first { $0.name == "inbox" })
    #expect(inbox.root == "mailboxes")
    #expect(inbox.detail == "messages")
  }

  @Test func aRowOpensAModuleATabAColumnAndAStack() throws {
    let table = try LinkTableSpecLoader.load(contentsOf: Self.bundled).table()

    let destination = try table.destination(for: "itinerary-demo://drafts/7")

    #expect(destination.module == "main")
    #expect(destination.hierarchies == ["inbox", "sidebar"])
    #expect(destination.stack.map(\.description) == ["drafts", #"draft{"id":"7"}"#])
    #expect(
      destination.description
        == #"module main › tab inbox › tab sidebar › push drafts › push draft{"id":"7"}"#)
  }

  @Test func withoutInitialTheAppStartsWithTheFirstModule() throws {
    let spec = try LinkTableSpecLoader.load(
      Self.table(modules: #"[{"id": "b", "root": "x"}, {"id": "a", "root": "y"}]"#))

    #expect(spec.initial == nil)
    #expect(spec.initialModule == "b")
    #expect(spec.problems() == [])
  }

  @Test func aTableWithoutModulesHasNoInitialModule() throws {
    let spec = try LinkTableSpecLoader.load(#"{"name": "t", "links": []}"#)

    #expect(spec.modules.isEmpty)
    #expect(spec.initialModule == nil)
  }

  @Test func anUnknownInitialModuleIsAProblemAtItsValue() throws {
    let spec = try LinkTableSpecLoader.load(Self.table(initial: "main"))

    #expect(
      spec.problems().map(\.description) == [
        #"t 1:26: unknown initial module "main"; the modules are "a""#
      ])
  }

  @Test func aDuplicateModuleIdIsAProblemAtTheSecond() throws {
    let spec = try LinkTableSpecLoader.load(
      """
      {"name": "t", "modules": [
        {"id": "a", "root": "x"},
        {"id": "a", "root": "y"}
      ], "links": []}
      """)

    #expect(
      spec.problems().map(\.description) == [
        #"t 3:3: duplicate module id "a": module 2 repeats the module at 2:3"#
      ])
  }

  @Test func aDuplicateTabOfAModuleIsAProblemAtTheSecond() throws {
    let spec = try LinkTableSpecLoader.load(
      """
      {"name": "t", "modules": [{"id": "a", "tabs": [
        {"name": "x", "root": "x"},
        {"name": "x", "sidebar": "y", "detail": "z"}
      ]}], "links": []}
      """)

    #expect(
      spec.problems().map(\.description) == [
        #"t 3:3: duplicate tab "x": tab 2 of module "a" repeats the tab at 2:3"#
      ])
  }

  /// One row: the parts of a row in a table whose module `main` has a tab `feed` (a stack)
  /// and a tab `inbox` (a split view), beside a module `onboarding` (a stack), and the
  /// problem it gives, at the column of the part at fault.
  @Test(arguments: [
    (
      #"[{"module": "nowhere"}]"#,
      #"7:41: unknown module "nowhere"; the modules are "onboarding", "main""#
    ),
    (
      #"[{"module": "main"}, {"tab": "mail"}]"#,
      #"7:61: unknown tab "mail"; module "main"'s tabs are "feed", "inbox""#
    ),
    (
      #"[{"module": "onboarding"}, {"tab": "feed"}]"#,
      #"7:67: unknown tab "feed"; module "onboarding" holds one stack, with no tabs"#
    ),
    (
      #"[{"tab": "mail"}]"#,
      #"7:41: unknown tab "mail"; the modules' tabs are "feed", "inbox""#
    ),
    (
      #"[{"module": "main"}, {"tab": "inbox"}, {"tab": "content"}]"#,
      #"7:79: in "/a", "tab content" cannot come after "tab inbox": tab "inbox" is a split view, whose columns are "sidebar" and "detail""#
    ),
    (
      #"[{"module": "main"}, {"tab": "feed"}, {"tab": "sidebar"}]"#,
      #"7:78: in "/a", "tab sidebar" cannot come after "tab feed": tab "feed" holds a stack, with no tabs or columns inside"#
    ),
    (
      #"[{"tab": "inbox"}, {"tab": "detail"}, {"tab": "feed"}]"#,
      #"7:78: in "/a", "tab feed" cannot come after "tab detail": a column holds a stack, with no tabs or columns inside"#
    ),
  ])
  func aRowNamingWhatTheModulesDoNotHaveIsAProblem(parts: String, problem: String) throws {
    let spec = try LinkTableSpecLoader.load(
      """
      {"name": "t", "modules": [
        {"id": "onboarding", "root": "welcome"},
        {"id": "main", "tabs": [
          {"name": "feed", "root": "feed"},
          {"name": "inbox", "sidebar": "mailboxes", "detail": "messages"}
        ]}
      ], "links": [{"pattern": "/a", "open": \(parts)}]}
      """)

    #expect(spec.problems().map { "\($0.position): \($0.message)" } == [problem])
  }

  @Test func aRowThatNamesAModuleTabAndColumnTheModulesHaveIsNoProblem() throws {
    let spec = try LinkTableSpecLoader.load(
      Self.table(
        modules: #"[{"id": "m", "tabs": [{"name": "i", "sidebar": "s", "detail": "d"}]}]"#,
        links: #"""
          [{"pattern": "/a", "open": [{"module": "m"}, {"tab": "i"}, {"tab": "detail"}, {"push": "x"}]},
           {"pattern": "/b", "open": [{"tab": "i"}, {"tab": "sidebar"}]}]
          """#))

    #expect(spec.problems() == [])
  }

  @Test func aModuleInATableWithoutModulesIsAProblem() throws {
    let spec = try LinkTableSpecLoader.load(
      #"{"name": "t", "tabs": [{"name": "home", "root": "feed"}], "#
        + #""links": [{"pattern": "/a", "open": [{"module": "main"}, {"tab": "home"}]}]}"#)

    #expect(
      spec.problems().map(\.description) == [
        #"t 1:96: unknown module "main"; the table declares no modules, so its app has none"#
      ])
  }

  /// One row: a file's text and the load error it gives.
  @Test(arguments: [
    (
      #"{"name": "a", "tabs": [], "modules": [], "links": []}"#,
      #"1:27: expected "tabs" or "modules" in link table "a", found both: a module holds its own tabs"#
    ),
    (
      #"{"name": "a", "initial": "m", "links": []}"#,
      #"1:15: expected "initial" only beside "modules", found it in a link table without modules"#
    ),
    (
      #"{"name": "a", "modules": [], "initial": "m", "links": []}"#,
      #"1:26: expected a module in "modules" of link table "a", found none"#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m"}], "links": []}"#,
      #"1:27: expected "root" or "tabs" in module "m", found neither"#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "root": "x", "tabs": []}], "links": []}"#,
      #"1:52: expected "root" or "tabs" in module "m", found both: a module holds one stack or a tab bar"#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "tabs": []}], "links": []}"#,
      #"1:47: expected a tab in "tabs" of module "m", found none"#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "tabs": [{"name": "t", "root": "x", "detail": "y"}]}], "links": []}"#,
      #"1:85: expected "root", or "sidebar" and "detail", in tab "t", found "root" and "detail": a tab holds one stack or a split view"#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "tabs": [{"name": "t", "sidebar": "x"}]}], "links": []}"#,
      #"1:48: expected "root", or "sidebar" and "detail", in tab "t", found only "sidebar""#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "root": "x"}], "routes": 1, "links": []}"#,
      #"1:54: expected "name", "summary", "schemes", "hosts", "modules", "initial" or "links" in link table "a", found the unknown member "routes""#
    ),
    (
      #"{"name": "a", "modules": [{"id": "m", "root": "x", "tabs2": []}], "links": []}"#,
      #"1:52: expected "id", "root" or "tabs" in module 1, found the unknown member "tabs2""#
    ),
  ])
  func loadErrors(text: String, message: String) {
    do {
      _ = try LinkTableSpecLoader.load(text)
      Issue.record("\(text) loaded")
    } catch {
      #expect(error.description == message)
    }
  }
}
