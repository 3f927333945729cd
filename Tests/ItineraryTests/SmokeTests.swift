import Testing

@testable import Itinerary

enum R: NavigationRoute, Codable {
  case home, detail(Int), settings, workspace
  var ownsNavigation: Bool { self == .workspace }
}

@MainActor @Test func smoke() throws {
  let router = Router<R>(root: .home)
  try router.push(.detail(1))
  try router.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
  try router.push(.detail(2), target: .deepest)
  try router.present(.workspace, target: .deepest)
  try router.push(.detail(3), target: .deepest)
  print(router.hierarchy)
  weak let sheet = router.child
  #expect(sheet != nil)
  #expect(try router.dismissAllFromRoot())
  #expect(sheet == nil)
  print(router.hierarchy)
  let tabs = try TabRouter<String, R>(tabs: ["a", "b"]) { _ in .home }
  try tabs.push(.detail(4), in: "b")
  try tabs.select("b")
  print(tabs.state)
  let split = SplitRouter<R>(sidebar: .home, detail: .settings)
  try split.sidebar.push(.detail(5))
  print(split.split, split.split.collapsedStack.map(\.route))
}
