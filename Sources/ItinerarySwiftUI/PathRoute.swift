#if canImport(SwiftUI)
  import SwiftUI

  /// Shows its content while the path router's current path matches its pattern, below the
  /// path an enclosing route matched; nothing otherwise.
  ///
  /// The content receives the match (its parameters) and reads the matched path as its own,
  /// so routes nest:
  ///
  /// ```swift
  /// PathRoute("users/:id") { match in
  ///   UserView(id: match.parameters["id"])
  ///   PathRoute("posts") { _ in PostsView() }   // /users/42/posts
  /// }
  /// ```
  ///
  /// A pattern that does not parse shows the reason in place of the content, so the mistake is
  /// seen where it is.
  public struct PathRoute<Content: View>: View {
    private let pattern: String
    private let content: (LinkMatch) -> Content
    @Environment(\.pathHistory) private var history
    @Environment(\.matchedPath) private var parent

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - pattern: A pattern such as `users/:id`, relative to the enclosing route's path, or
    ///     absolute with a leading `/`; see ``LinkPattern``.
    ///   - content: The view to show for a match.
    public init(_ pattern: String, @ViewBuilder content: @escaping (LinkMatch) -> Content) {
      self.pattern = pattern
      self.content = content
    }

    public var body: some View {
      switch PathMatching.match(pattern, history?.wrappedValue.current, below: parent) {
      case .success(let match?):
        content(match).environment(\.matchedPath, match.matchedPath)
      case .success(nil):
        EmptyView()
      case .failure(let error):
        Text(verbatim: "PathRoute \"\(pattern)\": \(error)")
      }
    }
  }
#endif
