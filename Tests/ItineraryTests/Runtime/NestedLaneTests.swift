import ItineraryTesting
import Testing

@testable import Itinerary

/// The lane of one store drawing a nested tree: onboarding covered by a main module whose
/// tabs hold a stack and a split view (``appTree``). Each change is planned on the whole tree
/// and drawn one step at a time, each held step waiting for its acknowledgement.
@MainActor
@Suite("Lane on a nested tree")
struct NestedLaneTests {
  /// The owner of a store made from a tree value, as the tab, split and module routers will
  /// be once they are handles onto nodes of any store.
  final class TreeOwner: NavigationTreeOwner {
    let store = NavigationStore<TestRoute>()

    init(_ tree: NavigationNode<TestRoute>) throws {
      try store.reserve(tree.allIDs, routers: tree.allRouterIDs)
      store.start(with: tree)
      store.owner = self
    }
  }

  /// The app tree in a store, drawn by a renderer that holds the steps `holds` picks.
  private func drawnApp(
    holding holds: @escaping (NavigationStep<TestRoute>) -> Bool = { _ in false }
  ) throws -> (TreeOwner, HeadlessRenderer<TestRoute>) {
    let owner = try TreeOwner(appTree)
    let renderer = HeadlessRenderer<TestRoute>(holding: holds)
    renderer.attach(to: owner.store.lane)
    return (owner, renderer)
  }

  @Test func aPushInAColumnOfATabOfAModuleIsDrawnAsItsOneStep() throws {
    let (owner, renderer) = try drawnApp()
    let column = try #require(owner.store.router(r7))

    try column.push(.profile, id: "profile")

    #expect(renderer.renderedSteps == [.setPath([profile], router: r7)])
    #expect(owner.store.lane.displayed == owner.store.root)
    #expect(owner.store.lane.isIdle)
  }

  @Test func aTabSwitchAPushAndASheetAreOnePlanDrawnStepByStep() throws {
    let (owner, renderer) = try drawnApp(holding: { $0.animates })
    let store = owner.store
    let sidebar = try #require(store.router(r6))
    let home = try #require(store.router(r4))

    try store.transaction { () throws(NavigationError) in
      try store.apply(.selectTab("inbox", in: r3))
      try sidebar.push(.detail(4), id: "d4")
      try home.presentSheet(.settings, id: "sheet")
    }

    // The tab switch is not animated; the push is held until acknowledged.
    #expect(renderer.renderedSteps == [.selectTab("inbox", in: r3), .setPath([d4], router: r6)])
    #expect(!store.lane.isIdle)
    #expect(renderer.acknowledgeHeldStep())
    let sheet = try #require(home.child)
    #expect(renderer.renderedSteps.count == 3)
    #expect(renderer.renderedSteps.last == .present(sheet.state, presenter: r4))
    #expect(renderer.acknowledgeHeldStep())
    #expect(store.lane.isIdle)
    #expect(store.lane.displayed == store.root)
  }

  @Test func aModuleSwapIsOneHeldStepAndCommandsMeanwhileJoinThePlan() throws {
    let onboarding = NavigationNode<TestRoute>.modules(
      ModulesNode(
        id: r1, modules: [ModuleNode(id: "onboarding", node: stackNode(r2, welcome))]))
    let owner = try TreeOwner(onboarding)
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: owner.store.lane)
    let store = owner.store

    try store.apply(
      .showModules([ModuleNode(id: "main", transition: .trailing, node: .tabs(mainTabs))], in: r1))
    let column = try #require(store.router(r7))
    try column.push(.detail(3), id: "d3")

    #expect(renderer.renderedSteps.count == 1)
    guard case .replaceNode(r1, let shown) = renderer.renderedSteps.first else {
      Issue.record("expected the modules node replaced, got \(renderer.renderedSteps)")
      return
    }
    #expect(shown.hierarchies.map(\.root.id) == [r4, r6, r7])
    #expect(renderer.acknowledgeHeldStep())
    #expect(renderer.renderedSteps.last == .setPath([d3], router: r7))
    #expect(renderer.acknowledgeHeldStep())
    #expect(store.lane.isIdle)
    #expect(store.lane.displayed == store.root)
  }

  @Test func thePersonPickingATabOfANestedTabsNodeSelectsItInTheTree() throws {
    let (owner, renderer) = try drawnApp()

    owner.store.lane.userSelected("inbox", in: r3)

    guard case .modules(let modules) = owner.store.root,
      case .tabs(let tabs) = modules.modules.last?.node
    else {
      Issue.record("the tree lost its shape: \(owner.store.root)")
      return
    }
    #expect(tabs.selected == "inbox")
    #expect(renderer.renderedSteps.isEmpty)
    #expect(owner.store.lane.displayed == owner.store.root)
  }
}
