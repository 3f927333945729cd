#if canImport(SwiftUI)
  import SwiftUI

  /// The overlay modals of a router above its screens (SwiftfulRouting's modals): each with its
  /// background, which dismisses it when tapped if its style says so, and its content placed
  /// by its alignment and brought in by its transition and animation; the last on top.
  struct OverlayModalsLayer<Route: NavigationRoute, ModalContent: View>: ViewModifier {
    let modals: [OverlayModal<Route>]
    let router: Router<Route>?
    let content: (Route) -> ModalContent

    func body(content base: Content) -> some View {
      ZStack {
        base
        ForEach(modals) { modal in
          if let background = modal.style.background {
            ModalBackgroundView(background: background)
              .ignoresSafeArea()
              .onTapGesture { backgroundTapped(modal) }
              .transition(AnyTransition.opacity.animation(Animation(modal.style.animation)))
          }
          ZStack(alignment: Alignment(modal.style.alignment)) {
            Color.clear
            content(modal.route)
          }
          .ignoresSafeArea(modal.style.ignoresSafeArea ? .all : [])
          .transition(
            AnyTransition(modal.style.transition).animation(Animation(modal.style.animation)))
        }
      }
    }

    /// Dismisses the modal and those above it, through the router's command, when its style
    /// lets a tap on the background dismiss it. A refused dismissal (already gone) changes
    /// nothing.
    private func backgroundTapped(_ modal: OverlayModal<Route>) {
      guard modal.style.dismissOnBackgroundTap else { return }
      try? router?.dismissModal(id: modal.id)
    }
  }

  /// The color, the blur, or both, behind an overlay modal.
  struct ModalBackgroundView: View {
    let background: ModalBackground

    var body: some View {
      switch background {
      case .color(let red, let green, let blue, let opacity):
        Color(red: red, green: green, blue: blue, opacity: opacity)
      case .blur(let style):
        Color.clear.background(Material(style))
      case .layered(let style, let intensity, let color):
        // SwiftUI's materials have no intensity: the material's opacity stands for it.
        ZStack {
          Color.clear.background(Material(style)).opacity(min(max(intensity, 0), 1))
          if let color {
            Color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
          }
        }
      }
    }
  }
#endif
