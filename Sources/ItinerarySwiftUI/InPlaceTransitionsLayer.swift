#if canImport(SwiftUI)
  import SwiftUI

  /// A screen and the content shown in place over it (SwiftfulRouting's transitions): each
  /// entry slides in from its edge over the one before, the last on top.
  struct InPlaceTransitionsLayer<Route: NavigationRoute, Base: View, Content: View>: View {
    let base: Base
    let transitions: [TransitionEntry<Route>]
    let content: (Route) -> Content

    var body: some View {
      ZStack {
        base
        ForEach(transitions) { transition in
          content(transition.route)
            .transition(.move(edge: Edge(transition.edge)))
        }
      }
    }
  }

  extension Edge {
    /// The SwiftUI edge of a transition edge.
    init(_ edge: TransitionEdge) {
      switch edge {
      case .leading: self = .leading
      case .trailing: self = .trailing
      case .top: self = .top
      case .bottom: self = .bottom
      }
    }
  }
#endif
