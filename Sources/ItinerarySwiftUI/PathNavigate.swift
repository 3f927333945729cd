#if canImport(SwiftUI)
  import SwiftUI

  /// Navigates the path router when it is shown (SwiftUI Router's `Navigate`): a redirect, for
  /// example from a path that has moved, or from the root to a default section.
  ///
  /// ```swift
  /// PathSwitch([
  ///   PathCase("inbox") { _ in InboxView() },
  ///   PathCase("*") { _ in PathNavigate(to: "/inbox") },
  /// ])
  /// ```
  public struct PathNavigate: View {
    private let link: String
    private let replacesCurrent: Bool
    @Environment(\.pathHistory) private var history
    @Environment(\.matchedPath) private var parent

    /// Creates the redirect.
    ///
    /// - Parameters:
    ///   - link: The path to go to, relative to the enclosing route's path or absolute.
    ///   - replacesCurrent: Replace the current entry of the history (the default, so going
    ///     back does not land on the redirect again), or add one.
    public init(to link: String, replacesCurrent: Bool = true) {
      self.link = link
      self.replacesCurrent = replacesCurrent
    }

    public var body: some View {
      Color.clear.onAppear(perform: navigate)
    }

    private func navigate() {
      let path = LinkPath(link, relativeTo: parent)
      if replacesCurrent {
        history?.wrappedValue.replace(with: path.description)
      } else {
        history?.wrappedValue.navigate(to: path)
      }
    }
  }
#endif
