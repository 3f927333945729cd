#if canImport(SwiftUI)
  import SwiftUI

  /// The ``Navigator`` of the router that shows this view, read from the environment that a
  /// routing view fills; `nil` outside one.
  ///
  /// The router itself is in the environment too, as an observable object:
  /// `@Environment(Router<AppRoute>.self) private var router`. The navigator is its async face,
  /// whose calls return once the screen shows the change.
  ///
  /// ```swift
  /// struct DetailView: View {
  ///   @EnvironmentNavigator private var navigator: Navigator<AppRoute>?
  ///
  ///   var body: some View {
  ///     Button("Settings") {
  ///       Task { try await navigator?.presentSheet(.settings) }
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor @propertyWrapper
  public struct EnvironmentNavigator<Route: NavigationRoute>: DynamicProperty {
    @Environment(Router<Route>.self) private var router: Router<Route>?

    /// Creates the property; SwiftUI fills it before the view's body runs.
    public init() {}

    /// The navigator of the router in the environment.
    public var wrappedValue: Navigator<Route>? {
      router.map(Navigator.init)
    }
  }
#endif
