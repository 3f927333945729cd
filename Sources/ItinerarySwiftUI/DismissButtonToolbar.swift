#if canImport(SwiftUI)
  import SwiftUI

  /// The dismiss button a presentation asks for, in the toolbar on the leading or trailing
  /// side; it dismisses the router's own presentation.
  struct DismissButtonToolbar<Route: NavigationRoute>: ViewModifier {
    let button: DismissButton?
    let router: Router<Route>?

    func body(content: Content) -> some View {
      if let button {
        content.toolbar {
          ToolbarItem(placement: placement(button.placement)) {
            // A LocalizedStringKey: looked up in the app's strings, "Close" where it has none.
            Button("Close", role: .cancel) { dismiss() }
          }
        }
      } else {
        content
      }
    }

    private func placement(_ placement: DismissButton.Placement) -> ToolbarItemPlacement {
      switch placement {
      case .leading: .cancellationAction
      case .trailing: .primaryAction
      }
    }

    /// A refused dismissal (the router already left the tree) changes nothing on screen. When
    /// a screen of the presentation holds the person, its guard asks first.
    private func dismiss() {
      guard let router else { return }
      if router.guardedScreen != nil {
        Task { try? await router.requestDismiss() }
      } else {
        try? router.dismiss()
      }
    }
  }
#endif
