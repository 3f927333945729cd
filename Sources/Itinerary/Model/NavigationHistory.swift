/// Undo and redo for a whole navigation tree, as a value: the trees a ``NavigationStore`` went
/// through, and the position of the one it shows, kept as a browser keeps its history.
///
/// Record the store's tree after each change you want to be able to undo, then move back and
/// forward and restore the ``current`` tree into the store. It works for every router, through
/// its ``Router/store`` (``TabRouter/store``, ``SplitRouter/store``, ``ModuleRouter/store``),
/// whose ``NavigationStore/tree`` holds every tab, column and module. History is exact, with the rules of ``PathHistory``: after trees `a`, `b`,
/// `c`, undoing twice shows `a` and redoing twice shows `c` again; undoing or redoing further
/// than the history reaches stops at its end and keeps every entry; recording after an undo
/// drops the entries ahead. Recording the tree already current adds nothing, so recording
/// after a restoration of the history's own tree changes nothing.
///
/// ```swift
/// var history = NavigationHistory(NavigationNode(of: tabs.store))
/// try tabs.push(.detail(id: 1))
/// history.record(tabs.store)
/// try tabs.presentSheet(.settings)
/// history.record(tabs.store)
///
/// history.undo()                                  // back to the push
/// try history.current.restore(into: tabs.store)   // one change: the sheet is dismissed
/// history.redo()
/// try history.current.restore(into: tabs.store)   // the sheet is back
/// ```
///
/// To record every change, call ``record(_:)-(NavigationStore<Route>)`` from an event observer, such as
/// ``Router/observeEvents(_:)``. Moving and restoring are two steps, so that an observer that
/// records into the same history never runs while the history is being changed.
public struct NavigationHistory<Route: NavigationRoute>: Hashable, Sendable {
  private var history: BrowsingHistory<NavigationNode<Route>>

  /// A history holding `tree`.
  public init(_ tree: NavigationNode<Route>) {
    history = BrowsingHistory(tree)
  }

  /// Every tree recorded, oldest first; ``current`` is the one at ``index``.
  public var entries: [NavigationNode<Route>] { history.entries }

  /// The position of ``current`` in ``entries``.
  public var index: Int { history.index }

  /// The tree at ``index``: the one to restore after ``undo(total:)`` or ``redo(total:)``.
  public var current: NavigationNode<Route> { history.current }

  /// Whether there is a tree behind the current one.
  public var canUndo: Bool { history.canGoBack }

  /// Whether there is a tree ahead of the current one.
  public var canRedo: Bool { history.canGoForward }

  /// Records `tree` after the current one, dropping the trees ahead; does nothing when `tree`
  /// is the current one.
  ///
  /// - Returns: Whether it recorded the tree.
  @discardableResult
  public mutating func record(_ tree: NavigationNode<Route>) -> Bool {
    history.add(tree)
  }

  /// Records the tree `store` holds now; see ``record(_:)-(NavigationNode<Route>)``.
  @MainActor
  @discardableResult
  public mutating func record(_ store: NavigationStore<Route>) -> Bool {
    record(store.tree)
  }

  /// Moves back `total` trees, or as far as there are; restore ``current`` to show it.
  ///
  /// - Parameter total: How many trees to go back; zero or less does nothing.
  /// - Returns: How many trees it went back.
  @discardableResult
  public mutating func undo(total: Int = 1) -> Int {
    history.goBack(total: total)
  }

  /// Moves forward `total` trees, or as far as there are; restore ``current`` to show it.
  ///
  /// - Parameter total: How many trees to go forward; zero or less does nothing.
  /// - Returns: How many trees it went forward.
  @discardableResult
  public mutating func redo(total: Int = 1) -> Int {
    history.goForward(total: total)
  }

  /// Forgets every tree but the current one.
  public mutating func clear() {
    history.clear()
  }
}
