#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// Sheets and covers with options: detents, drag indicator, interactive dismissal, dismiss
  /// buttons (also on pushed screens), a bare presentation, a tab bar in a sheet, dismissing
  /// several levels.
  struct PresentationScreen: View {
    let route: ShowcaseRoute

    var body: some View {
      switch route {
      case .sheet(let title):
        VStack {
          Text(title)
          CommandButton("Push inside the sheet") { try $0.push(.sheet("Pushed in the sheet")) }
          CommandButton("Sheet on top") { try $0.presentSheet(.sheet("Second level")) }
          CommandButton("Dismiss every level") { _ = try $0.dismissAllFromRoot() }
          // In a tab of a presented tab bar, the tab's root router dismisses the whole tab bar.
          CommandButton("Dismiss") { try $0.dismiss() }
        }
      case .cover:
        VStack {
          Text("A full-screen cover with a leading dismiss button")
          CommandButton("Dismiss") { try $0.dismiss() }
        }
      case .workspace:
        Text("A bare presentation: the route owns its navigation")
      default:
        VStack {
          Text("Presentations")
          CommandButton("Medium and large sheet") {
            try $0.presentSheet(
              .sheet("Medium or large"),
              options: SheetOptions(detents: [.medium, .large], dragIndicator: .visible))
          }
          CommandButton("Sheet that must be closed with its button") {
            try $0.presentSheet(
              .sheet("Not swipeable"), options: SheetOptions(interactiveDismissDisabled: true),
              dismissButton: DismissButton(placement: .trailing, showsOnPushedScreens: true))
          }
          CommandButton("Full-screen cover") { try $0.presentCover(.cover) }
          CommandButton("Bare workspace") { try $0.presentSheet(.workspace) }
          CommandButton("Tab bar in a sheet") {
            try $0.presentTabs(["Text", "Style"]) { tab in .sheet("The \(tab) tab") }
          }
          CommandButton("Library in a sheet: a split view in a tab") {
            try $0.presentTabs([
              ModuleTab("Books", sidebar: .sheet("Shelves"), detail: .sheet("All books")),
              ModuleTab("Settings", root: .sheet("Library settings")),
            ])
          }
        }
      }
    }
  }
#endif
