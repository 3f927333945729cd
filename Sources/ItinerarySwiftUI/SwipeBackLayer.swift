#if canImport(SwiftUI)
  import SwiftUI

  /// Content that came in from an edge: in-place content over a screen, or a module. When it
  /// is `swipeable`, the person can drag it back towards that edge: ``SwipeBack`` says how far
  /// it follows the finger and whether letting go dismisses it, through `dismiss`, which
  /// returns whether it did; otherwise it springs back. tvOS has no drag.
  struct SwipeBackLayer<Content: View>: View {
    let edge: TransitionEdge
    let swipeable: Bool
    let dismiss: @MainActor () -> Bool
    @ViewBuilder let content: () -> Content
    /// How far the content has been dragged back, along its edge.
    @State private var swiped: Double = 0

    var body: some View {
      #if os(tvOS)
        content()
      #else
        GeometryReader { proxy in
          let swipe = SwipeBack(
            edge: edge, width: Double(proxy.size.width), height: Double(proxy.size.height))
          let offset = swipe.offset(distance: swipeable ? swiped : 0)
          // The drag stays attached when the content may not be swiped, disabled, so that the
          // content keeps its identity and its own gestures.
          content()
            .offset(x: .init(offset.x), y: .init(offset.y))
            .gesture(drag(swipe), including: swipeable ? .all : .subviews)
        }
      #endif
    }

    #if !os(tvOS)
      /// The drag that follows the finger, and dismisses or springs back when let go.
      private func drag(_ swipe: SwipeBack) -> some Gesture {
        DragGesture()
          .onChanged { value in
            swiped = swipe.distance(
              width: Double(value.translation.width), height: Double(value.translation.height))
          }
          .onEnded { value in
            let end = value.predictedEndTranslation
            let dismisses = swipe.dismisses(
              predictedWidth: Double(end.width), predictedHeight: Double(end.height))
            if dismisses, dismiss() { return }
            withAnimation { swiped = 0 }
          }
      }
    #endif
  }
#endif
