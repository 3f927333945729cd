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
  /// Every entry, oldest first; ``current`` is the one at ``index``.
  public private(set) var entries: [LinkPath]
  /// The position of ``current`` in ``entries``.
  public private(set) var index = 0
  /// The last navigation, replacement or move; `nil` before the first and after ``clear()``.
  public private(set) var lastAction: PathHistoryAction?

  /// Creates a history showing `path`.
  ///
  /// - Parameter path: The first path; the root unless you say otherwise.
  public init(_ path: LinkPath = .root) {
    entries = [path]
  }

  /// The path shown now.
  public var current: LinkPath {
    entries.indices.contains(index) ? entries[index] : .root
  }

  /// Whether there is an entry behind the current one.
  public var canGoBack: Bool { index > 0 }

  /// Whether there is an entry ahead of the current one.
  public var canGoForward: Bool { index + 1 < entries.count }

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
    guard path != current else { return }
    let from = current
    entries.removeSubrange((index + 1)...)
    entries.append(path)
    index = entries.count - 1
    lastAction = PathHistoryAction(kind: .navigate, from: from, to: path)
  }

  /// Swaps the current entry for `link`, read as ``navigate(to:)-(String)`` reads it, dropping
  /// the entries ahead.
  ///
  /// - Parameter link: An absolute or relative path.
  public mutating func replace(with link: String) {
    let from = current
    let path = LinkPath(link, relativeTo: from)
    entries.removeSubrange(index...)
    entries.append(path)
    lastAction = PathHistoryAction(kind: .replace, from: from, to: path)
  }

  /// Moves back `total` entries, or as far as there are.
  ///
  /// - Parameter total: How many entries to go back; zero or less does nothing.
  /// - Returns: How many entries it went back.
  @discardableResult
  public mutating func goBack(total: Int = 1) -> Int {
    move(by: -min(max(total, 0), index), kind: .back)
  }

  /// Moves forward `total` entries, or as far as there are.
  ///
  /// - Parameter total: How many entries to go forward; zero or less does nothing.
  /// - Returns: How many entries it went forward.
  @discardableResult
  public mutating func goForward(total: Int = 1) -> Int {
    move(by: min(max(total, 0), entries.count - 1 - index), kind: .forward)
  }

  /// Forgets every entry but the current one, and the last action.
  public mutating func clear() {
    entries = [current]
    index = 0
    lastAction = nil
  }

  private mutating func move(by offset: Int, kind: PathHistoryAction.Kind) -> Int {
    guard offset != 0 else { return 0 }
    let from = current
    index += offset
    lastAction = PathHistoryAction(kind: kind, from: from, to: current)
    return abs(offset)
  }
}
