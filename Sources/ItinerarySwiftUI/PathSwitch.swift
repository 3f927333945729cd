#if canImport(SwiftUI)
  import SwiftUI

  /// One case of a ``PathSwitch``: a pattern and the view it shows.
  public struct PathCase {
    let pattern: String
    let content: @MainActor (LinkMatch) -> AnyView

    /// Creates a case.
    ///
    /// - Parameters:
    ///   - pattern: A pattern such as `inbox/:id`; see ``LinkPattern``.
    ///   - content: The view to show when this case is the first to match.
    public init<Content: View>(
      _ pattern: String, @ViewBuilder content: @escaping @MainActor (LinkMatch) -> Content
    ) {
      self.pattern = pattern
      self.content = { match in AnyView(content(match)) }
    }
  }

  /// Shows the first case whose pattern matches the path router's current path, below the
  /// path an enclosing route matched (SwiftUI Router's `SwitchRoutes`); nothing when none
  /// does. The cases are tried in order by a ``LinkSwitch``.
  ///
  /// A pattern that does not parse shows the reason in place of the cases.
  public struct PathSwitch: View {
    private let cases: [PathCase]
    @Environment(\.pathHistory) private var history
    @Environment(\.matchedPath) private var parent

    /// Creates a switch over `cases`, tried in order.
    public init(_ cases: [PathCase]) {
      self.cases = cases
    }

    public var body: some View {
      switch table {
      case .success(let table):
        if let path = history?.wrappedValue.current,
          let resolution = table.resolve(path, below: parent),
          cases.indices.contains(resolution.value)
        {
          cases[resolution.value].content(resolution.match)
            .environment(\.matchedPath, resolution.match.matchedPath)
        }
      case .failure(let error):
        Text(verbatim: "PathSwitch: \(error)")
      }
    }

    /// The cases' patterns in order, each giving its case's index.
    private var table: Result<LinkSwitch<Int>, LinkPatternError> {
      var table = LinkSwitch<Int>()
      do {
        for (index, pathCase) in cases.enumerated() { try table.add(pathCase.pattern, index) }
        return .success(table)
      } catch {
        return .failure(error)
      }
    }
  }
#endif
