#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Marks this view as the source of a zoom transition: a screen pushed or presented with
    /// `.zoom(sourceID: id)` grows out of it and shrinks back into it.
    ///
    /// The zoom exists from iOS 18 (and the platforms' matching releases); earlier, and on
    /// macOS, this modifier does nothing and the screen arrives with a plain push or
    /// presentation. It must sit inside a routing view, which owns the zoom's namespace.
    ///
    /// ```swift
    /// PhotoThumbnail(photo)
    ///   .zoomSource(id: photo.id)
    ///   .onTapGesture { try? router.push(.photo(id: photo.id), transition: .zoom(sourceID: photo.id)) }
    /// ```
    ///
    /// - Parameter id: The id the destination's `.zoom(sourceID:)` names.
    public func zoomSource(id: String) -> some View {
      modifier(ZoomSource(id: id))
    }

    /// Hides the tab bar where the platform has one, while `hidden` is true.
    @ViewBuilder
    func tabBarHidden(_ hidden: Bool) -> some View {
      #if !os(macOS) && !os(watchOS)
        toolbar(hidden ? .hidden : .automatic, for: .tabBar)
      #else
        self
      #endif
    }
  }

  /// The source side of a zoom transition, in the routing view's namespace.
  struct ZoomSource: ViewModifier {
    let id: String
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
      if let namespace {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          content.matchedTransitionSource(id: id, in: namespace)
        } else {
          content
        }
      } else {
        content
      }
    }
  }

  /// The destination side: a screen or presentation that arrives with a zoom from its source,
  /// where the platform has the zoom (iOS 18 and later, not macOS).
  struct ZoomDestination: ViewModifier {
    let transition: ScreenTransition?
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
      #if !os(macOS)
        if case .zoom(let sourceID)? = transition, let namespace {
          if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            content.navigationTransition(.zoom(sourceID: sourceID, in: namespace))
          } else {
            content
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  /// The key of the namespace a routing view gives its zoom transitions.
  struct ZoomNamespaceKey: EnvironmentKey {
    static var defaultValue: Namespace.ID? { nil }
  }

  extension EnvironmentValues {
    /// The namespace of the enclosing routing view's zoom transitions.
    var zoomNamespace: Namespace.ID? {
      get { self[ZoomNamespaceKey.self] }
      set { self[ZoomNamespaceKey.self] = newValue }
    }
  }
#endif
