#if canImport(SwiftUI)
  import SwiftUI

  extension ClosureScreens where Content == AnyView {
    /// Registers a view for a screen without a route value (SwiftfulRouting's
    /// `showScreen { MyView() }`) and returns the id a route carries to show it.
    ///
    /// ```swift
    /// let id = screens.register { ReceiptView(order: order) }
    /// try router.push(.closure(id))
    /// // in the routing view's content: case .closure(let id): ClosureScreenView(id, in: screens)
    /// // on the routing view: .keepingClosureScreens(screens, of: router.lane)
    /// ```
    public func register<Screen: View>(@ViewBuilder _ screen: () -> Screen) -> ClosureScreenID {
      register(AnyView(screen()))
    }
  }

  /// The view registered for a closure screen; nothing once it has been forgotten.
  public struct ClosureScreenView: View {
    private let id: ClosureScreenID
    private let screens: ClosureScreens<AnyView>

    /// Creates the view of the screen `id` in `screens`.
    public init(_ id: ClosureScreenID, in screens: ClosureScreens<AnyView>) {
      self.id = id
      self.screens = screens
    }

    public var body: some View {
      if let screen = screens.content(for: id) {
        screen
      }
    }
  }
#endif
