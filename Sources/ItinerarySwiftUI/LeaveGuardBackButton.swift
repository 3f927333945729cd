#if canImport(SwiftUI)
  import SwiftUI

  /// On a pushed screen that holds the person (a flow's stage with a ``LeaveGuard``), the
  /// system's Back button and back gesture give way to a Back button that asks the guard first,
  /// through ``Router/requestLeave()``.
  struct LeaveGuardBackButton<Route: NavigationRoute>: ViewModifier {
    let entry: Entry<Route>
    let isPushed: Bool
    let router: Router<Route>?

    func body(content: Content) -> some View {
      if isPushed, let router, router.isLeaveGuarded(entry.id) {
        content
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              // A LocalizedStringKey: looked up in the app's strings, "Back" where it has none.
              Button("Back") { Task { try? await router.requestLeave() } }
            }
          }
      } else {
        content
      }
    }
  }
#endif
