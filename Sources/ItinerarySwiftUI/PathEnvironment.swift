#if canImport(SwiftUI)
  import SwiftUI

  /// The key of the history a ``PathRouter`` puts in the environment.
  struct PathHistoryKey: EnvironmentKey {
    static var defaultValue: Binding<PathHistory>? { nil }
  }

  /// The key of the path the enclosing ``PathRoute`` matched.
  struct MatchedPathKey: EnvironmentKey {
    static var defaultValue: LinkPath { .root }
  }

  extension EnvironmentValues {
    /// The history of the enclosing ``PathRouter``, which any view can read and change:
    /// `@Environment(\.pathHistory) private var history`, then
    /// `history?.wrappedValue.goBack()`. `nil` outside a path router.
    public var pathHistory: Binding<PathHistory>? {
      get { self[PathHistoryKey.self] }
      set { self[PathHistoryKey.self] = newValue }
    }

    /// The path the enclosing ``PathRoute`` matched, which relative patterns and links
    /// continue from; the root outside one.
    public var matchedPath: LinkPath {
      get { self[MatchedPathKey.self] }
      set { self[MatchedPathKey.self] = newValue }
    }
  }
#endif
