/// The history of a path router, as a value: the current path, the entries behind it and the
/// entries ahead of it, as a browser keeps them.
///
/// Use it where navigation is by paths (SwiftUI Router's model): navigate to absolute or
/// relative paths, go back and forward, and read ``lastAction`` to animate. History is exact:
/// after `a`, `b`, `c`, going back 2 shows `a`, and going forward 2 shows `c` again.
/// Navigating after going back drops the entries ahead, as browsers do.
///
/// Nothing traps: going back or forward further than the history goes stops at its end and
/// keeps every entry; a total of zero or less does nothing. Navigating to the path already
/// shown adds no entry.
///
/// ```swift
/// var history = PathHistory(LinkPath("/inbox"))
/// history.navigate(to: "42")          // /inbox/42
/// history.navigate(to: "../settings") // /inbox/settings
/// history.goBack()                    // /inbox/42
/// history.canGoForward                // true
/// ```
public struct PathHistory: Hashable, Sendable {
  private var history: BrowsingHistory<LinkPath>
  /// The last navigation, replacement or move; `nil` before the first and after ``clear()``.
  public private(set) var lastAction: PathHistoryAction?

  /// Creates a history showing `path`.
  ///
  /// - Parameter path: The first path; the root unless you say otherwise.
  public init(_ path: LinkPath = .root) {
    history = BrowsingHistory(path)
  }

  /// Every entry, oldest first; ``current`` is the one at ``index``.
  public var entries: [LinkPath] { history.entries }

  /// The position of ``current`` in ``entries``.
  public var index: Int { history.index }

  /// The path shown now.
  public var current: LinkPath { history.current }

  /// Whether there is an entry behind the current one.
  public var canGoBack: Bool { history.canGoBack }

  /// Whether there is an entry ahead of the current one.
  public var canGoForward: Bool { history.canGoForward }

  /// Shows `link`, read from the root when it starts with `/` and from ``current`` otherwise,
  /// after the current entry, dropping the entries ahead.
  ///
  /// - Parameter link: An absolute or relative path: `/settings`, `42`, `../settings`, `..`.
  public mutating func navigate(to link: String) {
    navigate(to: LinkPath(link, relativeTo: current))
  }

  /// Shows `path` after the current entry, dropping the entries ahead; does nothing when
  /// `path` is already shown.
  ///
  /// - Parameter path: The path to show.
  public mutating func navigate(to path: LinkPath) {
    let from = current
    guard history.add(path) else { return }
    lastAction = PathHistoryAction(kind: .navigate, from: from, to: path)
  }

  /// Swaps the current entry for `link`, read as ``navigate(to:)-(String)`` reads it, dropping
  /// the entries ahead.
  ///
  /// - Parameter link: An absolute or relative path.
  public mutating func replace(with link: String) {
    let from = current
    let path = LinkPath(link, relativeTo: from)
    history.replaceCurrent(with: path)
    lastAction = PathHistoryAction(kind: .replace, from: from, to: path)
  }

  /// Moves back `total` entries, or as far as there are.
  ///
  /// - Parameter total: How many entries to go back; zero or less does nothing.
  /// - Returns: How many entries it went back.
  @discardableResult
  public mutating func goBack(total: Int = 1) -> Int {
    let from = current
    return moved(history.goBack(total: total), kind: .back, from: from)
  }

  /// Moves forward `total` entries, or as far as there are.
  ///
  /// - Parameter total: How many entries to go forward; zero or less does nothing.
  /// - Returns: How many entries it went forward.
  @discardableResult
  public mutating func goForward(total: Int = 1) -> Int {
    let from = current
    return moved(history.goForward(total: total), kind: .forward, from: from)
  }

  /// Forgets every entry but the current one, and the last action.
  public mutating func clear() {
    history.clear()
    lastAction = nil
  }

  /// Notes a move of `count` entries from `from` as the last action, when it moved.
  private mutating func moved(_ count: Int, kind: PathHistoryAction.Kind, from: LinkPath) -> Int {
    if count > 0 { lastAction = PathHistoryAction(kind: kind, from: from, to: current) }
    return count
  }
}
