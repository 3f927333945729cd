extension StackNode {
  /// Applies a stack's command issued on the router `origin` and returns its events.
  ///
  /// The hierarchy takes the command by its own rules (see
  /// ``NavigationHierarchy/apply(_:from:)``). A presented node counts as the topmost
  /// presentation, one screen of the pile: it leaves first when the last router changes (a
  /// dismissal below it, a new presentation), when the command dismisses every screen, a
  /// screen below it or the screens above one, and it alone leaves for
  /// `dismissLastPresentation`, `dismissChild` of the last router and `dismissLastScreens(1)`.
  mutating func apply(
    _ command: NavigationCommand<Route>, from origin: RouterID
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard presented != nil else { return try hierarchy.apply(command, from: origin) }
    guard let originLevel = hierarchy.level(of: origin) else { throw .routerDetached(origin) }
    let deepest = hierarchy.levels.count - 1
    var hierarchyCommand = command
    switch command.action {
    case .dismissLastPresentation:
      return dismissPresented()
    case .dismissChild where command.target.level(from: originLevel, deepest: deepest) == deepest:
      return dismissPresented()
    case .dismissLastScreens(let count) where count > 0:
      hierarchyCommand.action = .dismissLastScreens(count: count - 1)
    default: break
    }
    var changed = hierarchy
    let events = try changed.apply(hierarchyCommand, from: origin)
    let coversPresented =
      switch command.action {
      case .dismissAllFromRoot, .dismissAllScreens, .dismissScreen, .dismissScreensAbove,
        .dismissLastScreens:
        true
      default: changed.deepest.id != hierarchy.deepest.id
      }
    let leaving = coversPresented ? dismissPresented() : []
    hierarchy = changed
    return leaving + events
  }

  /// Presents `node` from the router `presenter`: the routers above it leave, and the node it
  /// presented before, deepest first.
  mutating func present(
    _ node: PresentedNode<Route>, from presenter: RouterID
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard let level = hierarchy.level(of: presenter) else { throw .routerDetached(presenter) }
    var events = dismissPresented()
    events += hierarchy.removeLevels(from: level + 1)
    presented = node
    events.append(.nodePresented(node, presenter: presenter))
    return events
  }

  /// Dismisses the presented node, if any: the dismissal events of everything it held, then
  /// ``NavigationEvent/nodeDismissed(presenter:)``.
  mutating func dismissPresented() -> [NavigationEvent<Route>] {
    guard let leaving = presented else { return [] }
    presented = nil
    return leaving.node.dismissalEvents + [.nodeDismissed(presenter: hierarchy.deepest.id)]
  }
}
