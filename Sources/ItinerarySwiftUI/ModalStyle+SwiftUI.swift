#if canImport(SwiftUI)
  import SwiftUI

  extension AnyTransition {
    /// The SwiftUI transition of a modal's transition: its parts combined.
    init(_ transition: ModalTransition) {
      self = transition.parts.reduce(AnyTransition.identity) { combined, part in
        let next: AnyTransition =
          switch part {
          case .move(let edge): .move(edge: Edge(edge))
          case .opacity: .opacity
          case .scale(let scale): .scale(scale: scale)
          }
        return combined.combined(with: next)
      }
    }
  }

  extension Animation {
    /// The SwiftUI animation of a modal's animation.
    init(_ animation: ModalAnimation) {
      self =
        switch animation {
        case .smooth: .smooth()
        case .spring(let duration): .spring(duration: duration)
        case .easeInOut(let duration): .easeInOut(duration: duration)
        case .linear(let duration): .linear(duration: duration)
        }
    }
  }

  extension Alignment {
    /// The SwiftUI alignment of a modal's alignment.
    init(_ alignment: ModalAlignment) {
      self =
        switch alignment {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .topLeading: .topLeading
        case .topTrailing: .topTrailing
        case .bottomLeading: .bottomLeading
        case .bottomTrailing: .bottomTrailing
        }
    }
  }

  extension Material {
    /// The SwiftUI material of a modal's blur.
    init(_ style: BlurStyle) {
      self =
        switch style {
        case .ultraThin: .ultraThin
        case .thin: .thin
        case .regular: .regular
        case .thick: .thick
        case .ultraThick: .ultraThick
        }
    }
  }
#endif
