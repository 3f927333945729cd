#if canImport(SwiftUI)
  import SwiftUI

  /// A screen and the content shown in place over it (SwiftfulRouting's transitions): each
  /// entry slides in from its edge over the one before, the last on top, which the person may
  /// swipe back when it allows that.
  struct InPlaceTransitionsLayer<Route: NavigationRoute, Base: View, Content: View>: View {
    let base: Base
    let entry: Entry<Route>
    let router: Router<Route>?
    let content: (Route) -> Content

    var body: some View {
      let swipeable = entry.swipeBackTransition?.id
      ZStack {
        base
        ForEach(entry.inPlaceTransitions) { transition in
          SwipeBackLayer(
            edge: transition.edge, swipeable: transition.id == swipeable,
            dismiss: { (try? router?.dismissTransition(id: transition.id)) != nil },
            content: { content(transition.route) }
          )
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
