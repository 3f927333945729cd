#if canImport(SwiftUI)
  import SwiftUI

  /// The router's first alert, as an alert or a confirmation dialog by its style. Each button
  /// answers it through `Router.answerAlert(with:)`; an alert without buttons gets the OK
  /// button the core answers with.
  struct AlertPresenter<Route: NavigationRoute>: ViewModifier {
    let alert: AlertState?
    let router: Router<Route>?

    func body(content: Content) -> some View {
      content
        .alert(
          alert?.title ?? "", isPresented: isPresented(.alert), presenting: alert,
          actions: buttons, message: message
        )
        .confirmationDialog(
          alert?.title ?? "", isPresented: isPresented(.confirmationDialog),
          titleVisibility: .visible, presenting: alert, actions: buttons, message: message)
    }

    /// Whether the first alert has this style. SwiftUI writes `false` after a button's action,
    /// which has answered already, so the setter has nothing to do.
    private func isPresented(_ style: AlertStyle) -> Binding<Bool> {
      let shown = alert?.style == style
      return Binding(get: { shown }, set: { _ in })
    }

    private func buttons(_ alert: AlertState) -> some View {
      ForEach(alert.answers) { button in
        Button(button.title, role: ButtonRole(button.role)) { answer(button.id) }
      }
    }

    @ViewBuilder
    private func message(_ alert: AlertState) -> some View {
      if let message = alert.message {
        Text(message)
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
