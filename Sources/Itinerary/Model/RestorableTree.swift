/// A whole navigation tree as a value its owner can be put back to: a lone ``Router``'s
/// ``NavigationHierarchy``, a ``TabRouter``'s ``TabsState``, a ``SplitRouter``'s
/// ``SplitState``, a ``ModuleRouter``'s ``ModulesState``.
///
/// Read the tree of an owner with ``init(of:)``, put the owner back in its shape with
/// ``restore(into:limits:)``, save it across launches in a ``NavigationSnapshot`` and keep it
/// for undo and redo in a ``NavigationHistory``.
///
/// ```swift
/// let saved = tabs.state                 // a TabsState
/// try tabs.push(.detail(id: 7))
/// try saved.restore(into: tabs)          // the push is undone, as one change
/// ```
public protocol RestorableTree<Route>: Hashable, Sendable {
  /// The routes of the tree.
  associatedtype Route: NavigationRoute
  /// The object that holds a tree of this kind.
  associatedtype Owner: AnyObject

  /// The tree `owner` holds now.
  @MainActor init(of owner: Owner)

  /// Checks the tree against the rules every tree keeps (each level consistent, every id used
  /// once across the tree, the ids under ``EntryID/largestGenerated``) and against `limits`.
  ///
  /// - Throws: ``RestorationError`` saying what is wrong and where.
  func validate(within limits: RestorationLimits) throws(RestorationError)

  /// Puts `owner` in this tree's shape as one change to its whole tree, or refuses and
  /// changes nothing.
  ///
  /// The tree is validated first (see ``validate(within:)``) and checked to fit the owner.
  /// Then it replaces the owner's tree in one transaction: routers are created for new
  /// levels and detached from levels that go, the id counter moves past every restored id,
  /// the lane plans the change as one, and observers hear one
  /// ``NavigationEvent/restored(left:shown:)`` event. Screens that leave run their `onDismiss`
  /// actions once, and callers awaiting them are resumed. A tree equal to the owner's
  /// changes nothing and emits nothing.
  ///
  /// - Throws: ``RestorationError``; the tree, the id counter and the events are then
  ///   unchanged.
  @MainActor func restore(into owner: Owner, limits: RestorationLimits) throws(RestorationError)
}

extension RestorableTree {
  /// Puts `owner` in this tree's shape within the ``RestorationLimits/standard`` limits; see
  /// ``restore(into:limits:)``.
  @MainActor public func restore(into owner: Owner) throws(RestorationError) {
    try restore(into: owner, limits: .standard)
  }
}
