import Foundation
import Testing

@testable import Itinerary

/// A module's `onDismiss` and `allowsSwipeBack`: SwiftfulRouting's module options.
@MainActor
@Suite("Module dismiss actions")
struct ModuleDismissActionTests {
  typealias Modules = ModuleRouter<TestRoute>

  static let catalog = [
    Module<TestRoute>(id: "onboarding", root: .home),
    Module<TestRoute>(id: "main", root: .list, transition: .trailing, allowsSwipeBack: true),
    Module<TestRoute>(id: "account", root: .profile),
  ]

  /// What ran, in order.
  private final class Log {
    var lines: [String] = []
  }

  @Test func onDismissRunsOnceAfterTheSwapWasHeard() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let log = Log()
    try modules.showModule(id: "main", onDismiss: { log.lines.append("main dismissed") })
    let token = modules.current.observeEvents { event in
      if case .moduleSwapped = event { log.lines.append("swap heard") }
    }

    try modules.dismissModule()
    try modules.showModule(id: "main")
    try modules.dismissModule()

    #expect(log.lines == ["swap heard", "main dismissed", "swap heard", "swap heard"])
    token.cancel()
  }

  @Test func aCoveredModuleRunsNothingUntilItIsDismissedAndTheTopOneRunsFirst() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let log = Log()
    try modules.showModule(id: "main", onDismiss: { log.lines.append("main") })
    try modules.showModule(id: "account", onDismiss: { log.lines.append("account") })
    #expect(log.lines.isEmpty)

    try modules.dismissModules(count: 2)

    #expect(log.lines == ["account", "main"])
    #expect(modules.modules.map(\.id) == ["onboarding"])
  }

  @Test func aRefusedBatchRunsNothingAndKeepsTheAction() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    var runs = 0
    try modules.showModule(id: "main", onDismiss: { runs += 1 })

    #expect(throws: NavigationError.unknownModule("nope")) {
      try modules.batch { modules throws(NavigationError) in
        try modules.dismissModule()
        try modules.showModule(id: "nope")
      }
    }
    #expect(runs == 0)
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])

    try modules.dismissModule()
    #expect(runs == 1)
  }

  @Test func aModuleShownInARefusedBatchLeavesNoAction() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    var runs = 0
    #expect(throws: NavigationError.unknownModule("nope")) {
      try modules.batch { modules throws(NavigationError) in
        try modules.showModule(id: "main", onDismiss: { runs += 1 })
        try modules.showModule(id: "nope")
      }
    }
    try modules.showModule(id: "main")
    try modules.dismissModule()
    #expect(runs == 0)
  }

  @Test func aRestoreDropsTheActionsOfTheModulesItReplaces() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let saved = modules.store.tree
    var runs = 0
    try modules.showModule(id: "main", onDismiss: { runs += 1 })

    try saved.restore(into: modules.store)
    try modules.showModule(id: "main")
    try modules.dismissModule()

    #expect(runs == 0)
  }

  @Test func aModuleKeepsAllowsSwipeBackInTheTreeAndThroughARestore() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.showModule(id: "main")
    #expect(modules.modules == Array(Self.catalog.prefix(2)))
    let saved = modules.store.tree

    try modules.dismissModule()
    try saved.restore(into: modules.store)

    #expect(modules.modules.last?.allowsSwipeBack == true)
    #expect(modules.store.tree == saved)
  }

  @Test func allowsSwipeBackIsSavedAndAnOlderSnapshotReadsFalse() throws {
    let main = Self.catalog[1]
    let decoded = try JSONDecoder().decode(
      Module<TestRoute>.self, from: JSONEncoder().encode(main))
    #expect(decoded == main)
    #expect(decoded.allowsSwipeBack)

    let older = try JSONEncoder().encode(Module<TestRoute>(id: "main", root: .list))
    var object = try #require(JSONSerialization.jsonObject(with: older) as? [String: Any])
    object["allowsSwipeBack"] = nil
    let read = try JSONDecoder().decode(
      Module<TestRoute>.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(read == Module(id: "main", root: .list))
  }
}
