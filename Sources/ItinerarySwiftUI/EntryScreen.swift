#if canImport(SwiftUI)
  import SwiftUI

  /// One screen of a stack: the app's view for the entry's route, the content shown in place
  /// over it, the dismiss button of its presentation, the Back button of a screen that holds
  /// the person, its zoom transition and whether it hides the tab bar.
  struct EntryScreen<Route: NavigationRoute, Content: View>: View {
    let entry: Entry<Route>
    let isPushed: Bool
    let dismissButton: DismissButton?
    let router: Router<Route>?
    let content: (Route) -> Content

    var body: some View {
      InPlaceTransitionsLayer(
        base: content(entry.route), entry: entry, router: router, content: content
      )
      .modifier(DismissButtonToolbar(button: dismissButton, router: router))
      .modifier(LeaveGuardBackButton(entry: entry, isPushed: isPushed, router: router))
      .modifier(ZoomDestination(transition: entry.transition))
      .tabBarHidden(entry.route.hidesTabBar)
    }
  }
#endif
