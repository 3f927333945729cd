#if canImport(SwiftUI)
  import SwiftUI

  /// A button that navigates the path router to a path, relative to the path the enclosing
  /// route matched, or absolute with a leading `/` (SwiftUI Router's `NavLink`).
  ///
  /// ```swift
  /// PathLink(to: "settings") { Text("Settings") }   // inside /users/42: /users/42/settings
  /// PathLink(to: "/inbox") { Text("Inbox") }
  /// ```
  public struct PathLink<Label: View>: View {
    private let link: String
    private let label: Label
    @Environment(\.pathHistory) private var history
    @Environment(\.matchedPath) private var parent

    /// Creates a link.
    ///
    /// - Parameters:
    ///   - link: The path to navigate to, such as `42`, `../settings` or `/inbox`.
    ///   - label: What the button shows.
    public init(to link: String, @ViewBuilder label: () -> Label) {
      self.link = link
      self.label = label()
    }

    public var body: some View {
      Button(action: navigate) { label }
    }

    private func navigate() {
      history?.wrappedValue.navigate(to: LinkPath(link, relativeTo: parent))
    }
  }
#endif
