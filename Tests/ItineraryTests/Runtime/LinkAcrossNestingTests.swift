import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Links across nesting: a row names the module, a tab of it, then a column of the split view
/// that tab holds, and one `open` crosses them all as one change.
@MainActor
@Suite("Links across nesting")
struct LinkAcrossNestingTests {
  private func modules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
  }

  /// The inbox tab of the main module, its sidebar and its detail column, and the feed tab.
  private static func links() throws -> LinkTable<TestRoute> {
    var links = LinkTable<TestRoute>(schemes: ["app"])
    try links.add("/inbox", .module("main"), .tab("inbox"))
    try links.add("/inbox/folders", .hierarchy("sidebar"), .push(.settings))
    try links.add("/inbox/folders/:id") { match in
      match.parameters.value("id", as: Int.self).map { .sheet(.detail($0)) }
    } parameters: { part in
      guard case .present(.detail(let id), _) = part else { return nil }
      return ["id": "\(id)"]
    }
    // The detail column is where a split view's links open when they name no column.
    try links.add("/inbox/message", .push(.profile))
    try links.add("/message", .hierarchy("detail"), .push(.detail(9)))
    try links.add("/inbox/content", .hierarchy("content"))
    try links.add("/folders", .hierarchy("sidebar"), .push(.settings))
    try links.add("/feed", .module("main"), .tab("feed"))
    return links
  }

  @Test func aLinkSwapsTheModuleSelectsATabAndOpensInAColumnOfItsSplitViewAsOneChange() throws {
    let modules = try modules()
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: modules.lane)

    let destination = try modules.open("app://inbox/folders/4", in: Self.links())

    #expect(
      destination
        == LinkDestination(
          module: "main", hierarchies: ["inbox", "sidebar"], stack: [.settings],
          presented: [.init(route: .detail(4), style: .sheet)]))
    let inbox = try modules.split(inTab: "inbox")
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(modules.shownTabs?.selected == "inbox")
    #expect(inbox.sidebar.path.map(\.route) == [.settings])
    #expect(inbox.sidebar.child?.state.root.route == .detail(4))
    #expect(inbox.detail.path.isEmpty)
    // One change: the swap is one held step that brings the whole new module.
    #expect(renderer.renderedSteps.count == 1)
    #expect(renderer.acknowledgeHeldStep())
    #expect(modules.lane.displayed == modules.store.tree)
  }

  @Test func aColumnNamedAloneIsLookedForDownTheSelectedTab() throws {
    let modules = try modules()
    let links = try Self.links()
    try modules.open("app://inbox", in: links)

    try modules.open("app://folders", in: links)

    let inbox = try modules.split(inTab: "inbox")
    #expect(inbox.sidebar.path.map(\.route) == [.settings])
    // The place a split view shows is its detail column's.
    #expect(try modules.url(in: links) == "app://inbox")

    try modules.open("app://message", in: links)

    #expect(inbox.detail.path.map(\.route) == [.detail(9)])
    #expect(inbox.sidebar.path.map(\.route) == [.settings])
  }

  @Test func aLinkIntoOneColumnDismissesWhatTheOtherColumnPresents() throws {
    let modules = try modules()
    let links = try Self.links()
    try modules.open("app://inbox/folders/4", in: links)

    try modules.open("app://inbox/message", in: links)

    let inbox = try modules.split(inTab: "inbox")
    #expect(inbox.sidebar.child == nil)
    #expect(inbox.sidebar.path.map(\.route) == [.settings])
    #expect(inbox.detail.path.map(\.route) == [.profile])
    #expect(try modules.url(in: links) == "app://inbox/message")
  }

  @Test func aColumnTheSplitViewDoesNotHaveIsRefusedAndTheSwapIsUndone() throws {
    let modules = try modules()
    let links = try Self.links()
    let before = modules.store.tree

    // The inbox's split view has two columns: no content column.
    #expect(throws: LinkError.unknownHierarchy("content")) {
      try modules.open("app://inbox/content", in: links)
    }
    #expect(modules.store.tree == before)
  }

  @Test func aColumnNamedInATabThatHoldsAStackIsRefusedBeforeAnyChange() throws {
    let modules = try modules()
    let links = try Self.links()
    try modules.open("app://feed", in: links)
    let before = modules.store.tree

    #expect(throws: LinkError.unknownHierarchy("sidebar")) {
      try modules.open("app://folders", in: links)
    }
    #expect(modules.store.tree == before)
  }

  @Test func aLinkDismissesWhatAColumnOfTheTabItSelectsPresents() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(ModuleTabsTests.MainTab.allCases)
    try tabs.select(.inbox)
    let inbox = try modules.split(inTab: "inbox")
    try inbox.sidebar.presentSheet(.settings)
    try tabs.select(.feed)

    try modules.open("app://inbox/message", in: Self.links())

    // The sidebar's sheet would cover the detail column the link opens.
    #expect(inbox.sidebar.child == nil)
    #expect(inbox.detail.path.map(\.route) == [.profile])
    #expect(tabs.selectedTab == .inbox)
  }

  @Test func aDestinationSavedWithOneHierarchyDecodesAndANestedOneRoundTrips() throws {
    let saved = Data(#"{"hierarchy":"home","stack":[],"presented":[]}"#.utf8)
    let decoded = try JSONDecoder().decode(LinkDestination<TestRoute>.self, from: saved)
    #expect(decoded == LinkDestination(hierarchy: "home"))
    #expect(decoded.hierarchies == ["home"])
    // One tab is written as before tabs nested, for an app still on an earlier version.
    let written = try JSONEncoder().encode(decoded)
    let object = try JSONSerialization.jsonObject(with: written) as? [String: Any]
    #expect(object?["hierarchy"] as? String == "home")
    #expect(object?["hierarchies"] == nil)

    let nested = LinkDestination<TestRoute>(
      module: "main", hierarchies: ["inbox", "sidebar"], stack: [.list])
    let data = try JSONEncoder().encode(nested)
    #expect(try JSONDecoder().decode(LinkDestination<TestRoute>.self, from: data) == nested)
  }

  @Test func theOneHierarchyIsTheLastOfTheNestedOnes() {
    var destination = LinkDestination<TestRoute>(hierarchies: ["inbox", "sidebar"])
    #expect(destination.hierarchy == "sidebar")
    destination.hierarchy = "detail"
    #expect(destination.hierarchies == ["inbox", "detail"])
    destination.hierarchy = nil
    #expect(destination.hierarchies == ["inbox"])
    #expect(destination.parts == [.hierarchy("inbox")])
  }
}
