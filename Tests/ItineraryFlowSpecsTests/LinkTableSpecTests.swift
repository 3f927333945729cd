import Foundation
import Itinerary
import ItineraryFlowSpecs
import Testing

/// Link tables as data: the loader, the problems, and the table they build.
@Suite("Link table specs")
struct LinkTableSpecTests {
  static let bundled = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Flows/links.json").path

  @Test func theBundledTableLoadsWithoutProblemsAndOpensAWholeStack() throws {
    let spec = try LinkTableSpecLoader.load(contentsOf: Self.bundled)
    #expect(spec.problems() == [])
    #expect(spec.tabs.map(\.name) == ["home", "search", "profile"])
    let destination = try spec.table().destination(for: "itinerary-demo://users/42/posts/7")
    #expect(destination.hierarchy == "home")
    #expect(
      destination.stack.map(\.description) == [
        "userList", #"userProfile{"id":"42"}"#, #"userPosts{"user":"42"}"#,
        #"post{"user":"42","id":"7"}"#,
      ])
  }

  @Test func aQueryItemFillsARouteParameterAndAnOptionalOneIsNull() throws {
    let table = try LinkTableSpecLoader.load(contentsOf: Self.bundled).table()
    let sorted = try table.destination(for: "/search/results?q=caf%C3%A9&sort=new")
    #expect(sorted.stack.map(\.description) == [#"searchResults{"query":"café","sort":"new"}"#])
    let unsorted = try table.destination(for: "/search/results?q=a")
    #expect(unsorted.stack.map(\.description) == [#"searchResults{"query":"a","sort":null}"#])
  }

  @Test func everyRowOfTheBundledTableBuildsItsLinkBack() throws {
    let table = try LinkTableSpecLoader.load(contentsOf: Self.bundled).table()
    for link in [
      "/users/42/posts/7/share", "/settings/account/delete", "/posts/detail?id=a%2Fb",
      "/search/results?q=%F0%9F%94%8D&sort=top", "/settings/notifications", "/profile",
    ] {
      let destination = try table.destination(for: link)
      let url = try table.url(for: destination)
      #expect(url.hasPrefix("itinerary-demo://"))
      #expect(try table.destination(for: url) == destination, "\(link) → \(url)")
    }
  }

  @Test func aTabAfterATabIsAProblemAsTheSpecsTabsHoldStacks() throws {
    let spec = try LinkTableSpecLoader.load(
      #"{"name": "a", "tabs": [{"name": "home", "root": "start"}, {"name": "inbox", "root": "start"}], "#
        + #""links": [{"pattern": "/a", "open": [{"tab": "home"}, {"tab": "inbox"}]}]}"#)

    #expect(
      spec.problems().map(\.message) == [
        #"in "/a", "tab inbox" cannot come after "tab home": the spec's tabs hold stacks, with no tabs or columns inside"#
      ])
  }

  /// One row: a file's text and the load error it gives.
  @Test(arguments: [
    (#"{"name": "a"}"#, #"1:1: expected a member "links" in link table "a", found none"#),
    (
      #"{"name": "a", "links": [], "routes": 1}"#,
      #"1:28: expected "name", "summary", "schemes", "hosts", "tabs" or "links" in link table "a", found the unknown member "routes""#
    ),
    (
      #"{"name": "a", "links": [{"pattern": "/a", "open": [{"push": "x", "tab": "y"}]}]}"#,
      #"1:52: expected one of "module", "tab", "push", "sheet" or "cover" in a part, found 2"#
    ),
    (
      #"{"name": "a", "links": [{"pattern": "/a", "open": [{"tab": "y", "parameters": {}}]}]}"#,
      #"1:79: expected "parameters" only beside a route, found it beside "tab""#
    ),
    (
      #"{"name": "a", "links": [{"pattern": 3, "open": []}]}"#,
      #"1:37: expected a string for "pattern", found a number"#
    ),
    (
      #"{"name": "a", "hosts": ["example.com", "1.2.3.4"], "links": []}"#,
      #"1:40: expected a domain name in "hosts" of link table "a", found "1.2.3.4": its host "1.2.3.4" is an IP address, or one to browsers, and not a domain name"#
    ),
    (
      #"{"name": "a", "hosts": ["example.com."], "links": []}"#,
      #"1:25: expected a domain name in "hosts" of link table "a", found "example.com.": its host has an empty label: a dot first, last, or after another"#
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
