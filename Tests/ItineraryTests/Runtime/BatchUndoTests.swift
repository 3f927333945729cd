import ItineraryTesting
import Testing

@testable import Itinerary

/// A refused batch takes its stack actions back one by one (``StackUndo``) until its first
/// change of another kind, and puts back the tree kept just before that one: each stack
/// action, alone or after others, on a level with a sheet above it, mixed with tab
/// selections and presentations, and in nested batches, leaves the tree equal to what it was,
/// with the stacks it only pushed on changed in place.
@MainActor
@Suite("Refused batches take their stack actions back")
struct BatchUndoTests {
  private enum Tab: Hashable, Sendable, CaseIterable {
    case feed, search
  }

  /// Refuses inside a batch, as a command with an unknown id does.
  private static let refusal = NavigationError.unknownEntry("missing")

  /// Each stack verb, as a batch issues it on a router holding three pushed screens.
  enum Verb: String, CaseIterable, Sendable {
    case push, pop, popLastTwo, popLastFive, popToRoot, replaceStack, replaceLastTwo, replace
    case replaceTheRoot

    @MainActor
    func apply(to router: Router<TestRoute>) throws(NavigationError) {
      switch self {
      case .push: try router.push(.detail(9))
      case .pop: try router.pop()
      case .popLastTwo: try router.pop(last: 2)
      case .popLastFive: try router.pop(last: 5)
      case .popToRoot: try router.popToRoot()
      case .replaceStack: try router.replaceStack(with: [.settings, .profile])
      case .replaceLastTwo: try router.replace(last: 2, with: .settings)
      case .replace: try router.replace(with: .settings)
      case .replaceTheRoot:
        try router.popToRoot()
        try router.replace(with: .settings)
      }
    }
  }

  private func routerWithThreeScreens() throws -> Router<TestRoute> {
    let router = Router<TestRoute>(root: .home)
    try router.replaceStack(with: [.list, .detail(1), .detail(2)])
    return router
  }

  @Test(arguments: Verb.allCases)
  func aRefusedBatchTakesBackEachStackVerb(verb: Verb) throws {
    let router = try routerWithThreeScreens()
    let before = router.store.tree

    #expect(throws: Self.refusal) {
      try router.batch { router throws(NavigationError) in
        try verb.apply(to: router)
        try router.dismissScreen(id: "missing")
      }
    }
    #expect(router.store.tree == before)
  }

  @Test func aRefusedBatchTakesBackEveryVerbInTurnAcrossLevels() throws {
    let router = try routerWithThreeScreens()
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.push(.detail(3))
    let before = router.store.tree

    #expect(throws: Self.refusal) {
      try router.batch { router throws(NavigationError) in
        for verb in Verb.allCases {
          try verb.apply(to: router)
          try verb.apply(to: sheet)
        }
        try router.dismissScreen(id: "missing")
      }
    }
    #expect(router.store.tree == before)
    #expect(sheet.path.map(\.route) == [.detail(3)])
  }

  @Test func aRefusedBatchPutsBackStackActionsBeforeAndAfterOtherChanges() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { _ in .home }
    try tabs.push(.list, in: .feed)
    try tabs.push(.list, in: .search)
    let before = tabs.store.tree

    #expect(throws: Self.refusal) {
      try tabs.batch { tabs throws(NavigationError) in
        try tabs.push(.detail(1))
        try tabs.pop(in: .search)
        try tabs.select(.search)
        try tabs.push(.detail(2))
        try tabs.presentSheet(.settings, in: .feed)
        try tabs.push(.detail(3), in: .feed)
        try tabs.selectedRouter.dismissScreen(id: "missing")
      }
    }
    #expect(tabs.store.tree == before)
    #expect(tabs.selectedTab == .feed)
  }

  @Test func aRefusedInnerBatchTakesBackOnlyItselfAndTheOuterOneStillCan() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { _ in .home }
    let start = tabs.store.tree
    var afterOuterPush: NavigationNode<TestRoute>?

    #expect(throws: Self.refusal) {
      try tabs.batch { tabs throws(NavigationError) in
        try tabs.push(.list)
        afterOuterPush = tabs.store.tree
        do {
          try tabs.batch { tabs throws(NavigationError) in
            try tabs.push(.detail(1))
            try tabs.select(.search)
            try tabs.push(.detail(2))
            try tabs.selectedRouter.dismissScreen(id: "missing")
          }
        } catch {
          #expect(tabs.store.tree == afterOuterPush)
        }
        try tabs.push(.detail(3))
        try tabs.batch { tabs throws(NavigationError) in
          try tabs.select(.search)
          try tabs.push(.detail(4))
        }
        #expect(tabs.selectedRouter.path.map(\.route) == [.detail(4)])
        try tabs.selectedRouter.dismissScreen(id: "missing")
      }
    }
    #expect(afterOuterPush != nil)
    #expect(tabs.store.tree == start)
  }

  @Test func anAcceptedBatchOfPushesChangesTheStackInPlace() throws {
    let router = try routerWithThreeScreens()
    let shown = router.path

    try router.batch { router throws(NavigationError) in
      try router.push(.detail(7))
      try router.push(.detail(8))
    }
    #expect(router.path.dropLast(2).elementsEqual(shown))
    #expect(router.path.suffix(2).map(\.route) == [.detail(7), .detail(8)])
  }
}
