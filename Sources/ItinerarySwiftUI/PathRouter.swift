#if canImport(SwiftUI)
  import SwiftUI

  /// Navigation by paths, as SwiftUI Router does it: keeps a ``PathHistory`` and gives it to
  /// the ``PathRoute``, ``PathSwitch``, ``PathLink`` and ``PathNavigate`` views inside it.
  ///
  /// ```swift
  /// PathRouter(LinkPath("/inbox")) {
  ///   PathSwitch([
  ///     PathCase("inbox") { _ in InboxView() },
  ///     PathCase("inbox/:id") { match in MessageView(id: match.parameters["id"]) },
  ///     PathCase("*") { _ in NotFoundView() },
  ///   ])
  /// }
  /// ```
  public struct PathRouter<Content: View>: View {
    @State private var history: PathHistory
    private let content: Content

    /// Creates a path router showing `path` first.
    ///
    /// - Parameters:
    ///   - path: The first path; the root unless you say otherwise.
    ///   - content: The views that read the path.
    public init(_ path: LinkPath = .root, @ViewBuilder content: () -> Content) {
      _history = State(initialValue: PathHistory(path))
      self.content = content()
    }

    public var body: some View {
      content
        .environment(\.pathHistory, $history)
        .environment(\.matchedPath, .root)
    }
  }
#endif
