#if canImport(SwiftUI)
  import SwiftUI

  /// The router's first alert, as an alert or a confirmation dialog by its style. Each button
  /// answers it through `Router.answerAlert(with:)`; an alert without buttons gets the OK
  /// button the core answers with. A dialog the person taps away is dismissed through the
  /// renderer's `setAlertPresented`.
  ///
  /// The alert's texts are the app's, already in the person's language, so they go to SwiftUI's
  /// `String` overloads, which show them as they are; a literal would pick the
  /// `LocalizedStringKey` overloads and be looked up again.
  struct AlertPresenter<Route: NavigationRoute>: ViewModifier {
    let alert: AlertState?
    let routerID: RouterID
    let router: Router<Route>?
    let renderer: ScreenRenderer<Route>

    func body(content: Content) -> some View {
      content
        .alert(
          title, isPresented: isPresented(.alert), presenting: alert,
          actions: buttons, message: message
        )
        .confirmationDialog(
          title, isPresented: isPresented(.confirmationDialog),
          titleVisibility: .visible, presenting: alert, actions: buttons, message: message)
    }

    /// The title as a `String`, shown as it is.
    private var title: String {
      alert?.title ?? ""
    }

    /// Whether the first alert has this style. SwiftUI writes `false` when the person taps a
    /// dialog away, and after a button's action, which has answered already; the renderer tells
    /// the two apart.
    private func isPresented(_ style: AlertStyle) -> Binding<Bool> {
      let shown = alert.flatMap { $0.style == style ? $0.id : nil }
      let routerID = routerID
      let renderer = renderer
      return Binding(
        get: { shown != nil },
        set: { @MainActor presented in
          guard let shown else { return }
          renderer.setAlertPresented(presented, alert: shown, of: routerID)
        })
    }

    private func buttons(_ alert: AlertState) -> some View {
      ForEach(alert.answers) { button in
        Button(button.title, role: ButtonRole(button.role)) { answer(button.id) }
      }
    }

    @ViewBuilder
    private func message(_ alert: AlertState) -> some View {
      if let message = alert.message {
        Text(verbatim: message)
      }
    }

    /// A refused answer (the alert is already gone) changes nothing.
    private func answer(_ buttonID: String) {
      try? router?.answerAlert(with: buttonID)
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of an alert button's role.
    init?(_ role: AlertButtonRole?) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      case nil: return nil
      }
    }
  }
#endif
