import Itinerary

/// A headless tour of a small app's navigation: tabs, pushes, sheets, a bare presentation,
/// and back. It prints the navigation tree after each step, exactly as a test would see it.
@MainActor
func runDemo() throws(NavigationError) {
  let app = try TabRouter<DemoTab, DemoRoute>(tabs: DemoTab.allCases) { tab in
    switch tab {
    case .feed: .feed
    case .search: .search
    case .profile: .profile
    }
  }
  let observation = app.selectedRouter.observeEvents { event in
    print("  event: \(event)")
  }
  defer { observation.cancel() }

  var stepNumber = 0
  func step(_ title: String, _ change: () throws(NavigationError) -> Void) throws(NavigationError) {
    stepNumber += 1
    print("\n\(stepNumber). \(title)")
    try change()
    print(app.state)
    print("tab bar hidden: \(app.isTabBarHidden)")
  }

  let feed = app.selectedRouter
  try step("Open an article from the feed") { () throws(NavigationError) in
    try feed.push(.article(id: 7))
  }
  try step("Read its comments (the tab bar hides)") { () throws(NavigationError) in
    try feed.push(.comments(articleID: 7))
  }
  try step("Open settings in a sheet with two detents") { () throws(NavigationError) in
    try feed.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
  }
  try step("Inside the sheet, edit the profile") { () throws(NavigationError) in
    try feed.push(.editProfile, target: .deepest)
  }
  try step("Pick a photo: a bare presentation on top of the sheet") {
    () throws(NavigationError) in
    try feed.present(.photoPicker, target: .deepest)
  }
  try step("Push from the picker presents a sheet, since it hosts no stack") {
    () throws(NavigationError) in
    try feed.push(.profile, target: .deepest)
  }
  try step("Close every presentation at once") { () throws(NavigationError) in
    try feed.dismissAllFromRoot()
  }
  try step("Back") { () throws(NavigationError) in
    try feed.pop()
  }
  try step("Switch to the search tab and open an article there") {
    () throws(NavigationError) in
    try app.select(.search)
    try app.push(.article(id: 42))
  }
  try step("Reselect the search tab: it pops to its root") { () throws(NavigationError) in
    try app.select(.search)
  }
  try step("A bad command changes nothing") { () throws(NavigationError) in
    do {
      try app.selectedRouter.dismissScreen(id: "missing")
    } catch {
      print("  refused: \(error)")
    }
  }
}

MainActor.assumeIsolated {
  do {
    try runDemo()
  } catch {
    print("demo failed: \(error)")
  }
}
