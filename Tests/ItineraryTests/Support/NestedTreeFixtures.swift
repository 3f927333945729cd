@testable import Itinerary

// The nested tree the node suites start from: onboarding swapped for a main app whose tabs
// hold a stack and a split view.
//
// ```
// modules r1
//   module 0 (onboarding)
//     router r2
//       root welcome home
//   module 1 (main)
//     tabs r3
//       tab home *
//         router r4
//           root home home
//           push list list
//       tab inbox
//         split r5 (collapsed: false, compact column: sidebar, visibility: automatic)
//           sidebar
//             router r6
//               root search list
//           detail
//             router r7
//               root detail detail(1)
// ```

/// `welcome`: the onboarding module's root.
let welcome = Entry<TestRoute>(id: "welcome", route: .home)

/// A stack of one router with these screens, the first the root.
func stackNode(_ router: RouterID, _ root: Entry<TestRoute>, _ path: Entry<TestRoute>...)
  -> NavigationNode<TestRoute>
{
  NavigationNode(NavigationHierarchy(root: RouterState(id: router, root: root, path: path)))
}

/// The inbox tab's split view.
let inboxSplit = SplitNode<TestRoute>(
  id: r5, sidebar: stackNode(r6, search), detail: stackNode(r7, detail))

/// The main module's tabs, home selected.
let mainTabs = TabsNode<TestRoute>(
  id: r3, selected: "home",
  tabs: [.init("home", stackNode(r4, home, list)), .init("inbox", .split(inboxSplit))])

/// The whole tree: onboarding covered by the main module.
let appTree = appTreeWithTabs { _ in }

/// The whole tree after `change` to the main module's tabs.
func appTreeWithTabs(_ change: (inout TabsNode<TestRoute>) -> Void) -> NavigationNode<TestRoute> {
  var tabs = mainTabs
  change(&tabs)
  return .modules(
    ModulesNode(
      id: r1,
      modules: [
        ModuleNode(id: "onboarding", node: stackNode(r2, welcome)),
        ModuleNode(id: "main", transition: .trailing, node: .tabs(tabs)),
      ]))
}

/// A store holding ``appTree``, its counter past the tree's ids.
@MainActor
func makeAppTreeStore() throws -> NavigationStore<TestRoute> {
  let store = NavigationStore<TestRoute>()
  try store.reserve(appTree.allIDs, routers: appTree.allRouterIDs)
  store.start(with: appTree)
  return store
}
