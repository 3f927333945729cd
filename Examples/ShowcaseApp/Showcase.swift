#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// Everything the showcase navigates with: one tree of modules (onboarding, then main, a tab
  /// per capability, the containers tab a split view), the closure screens (which the modules'
  /// lane forgets once they left) and the app's links.
  @MainActor
  final class Showcase {
    let modules: ModuleRouter<ShowcaseRoute>
    let screens = ClosureScreens<AnyView>()
    let links: LinkTable<ShowcaseRoute>

    private init() throws {
      modules = try ModuleRouter(
        catalog: [
          Module(id: "onboarding", root: .welcome),
          try Module(
            id: "main", tabs: Capability.allCases.map(\.tab),
            transition: .trailing),
        ],
        initial: "onboarding")
      links = try Self.linkTable()
    }

    /// The showcase, or why it could not be built.
    static func make() -> Result<Showcase, any Error> {
      Result { try Showcase() }
    }

    /// `showcase://links/users/42` shows the main module, selects its links tab and pushes
    /// user 42, from onboarding too; `showcase://links/settings` presents the settings sheet
    /// over it.
    private static func linkTable() throws(LinkPatternError) -> LinkTable<ShowcaseRoute> {
      var links = LinkTable<ShowcaseRoute>(schemes: ["showcase"])
      try links.add("/links", .module("main"), .tab(Capability.links))
      try links.add("/links/settings", .sheet(.settings))
      try links.add("/links/users/:id") { match in
        match.parameters.value("id", as: Int.self).map { .push(.user($0)) }
      } parameters: { part in
        guard case .push(.user(let id)) = part else { return nil }
        return ["id": "\(id)"]
      }
      return links
    }
  }
#endif
