import Itinerary

/// A router verb with its arguments, as a value: a random run builds one, prints it, predicts
/// what it must do, then performs it.
enum RandomVerb: CustomStringConvertible {
  case push(TestRoute, id: EntryID?, target: NavigationTarget)
  case pop(target: NavigationTarget)
  case popLast(Int, target: NavigationTarget)
  case popToRoot(target: NavigationTarget)
  case replaceStack([TestRoute], target: NavigationTarget)
  case replace(TestRoute, target: NavigationTarget)
  case replaceLast(Int, TestRoute, target: NavigationTarget)
  case presentSheet(TestRoute, id: EntryID?, target: NavigationTarget)
  case presentCover(TestRoute, id: EntryID?, target: NavigationTarget)
  case dismissChild(target: NavigationTarget)
  case dismiss(target: NavigationTarget)
  case dismissOrPopToRoot(target: NavigationTarget)
  case dismissSelfAndParent(target: NavigationTarget)
  case dismissAllFromRoot
  case dismissScreen(EntryID)
  case dismissScreensAbove(EntryID)
  case dismissScreensCount(Int)
  case dismissLastPushStack
  case dismissLastPresentation
  case dismissAllScreens

  /// The router the verb acts on, counted from the one it is issued on; `nil` for the verbs
  /// that act on the whole hierarchy.
  var target: NavigationTarget? {
    switch self {
    case .push(_, _, let target), .pop(let target), .popLast(_, let target),
      .popToRoot(let target), .replaceStack(_, let target), .replace(_, let target),
      .replaceLast(_, _, let target), .presentSheet(_, _, let target),
      .presentCover(_, _, let target), .dismissChild(let target), .dismiss(let target),
      .dismissOrPopToRoot(let target), .dismissSelfAndParent(let target):
      target
    case .dismissAllFromRoot, .dismissScreen, .dismissScreensAbove, .dismissScreensCount,
      .dismissLastPushStack, .dismissLastPresentation, .dismissAllScreens:
      nil
    }
  }

  /// Calls the router's verb.
  @MainActor
  func perform(on router: Router<TestRoute>) throws(NavigationError) {
    switch self {
    case .push(let route, let id, let target): try router.push(route, id: id, target: target)
    case .pop(let target): try router.pop(target: target)
    case .popLast(let count, let target): try router.pop(last: count, target: target)
    case .popToRoot(let target): try router.popToRoot(target: target)
    case .replaceStack(let routes, let target):
      try router.replaceStack(with: routes, target: target)
    case .replace(let route, let target): try router.replace(with: route, target: target)
    case .replaceLast(let count, let route, let target):
      try router.replace(last: count, with: route, target: target)
    case .presentSheet(let route, let id, let target):
      try router.presentSheet(route, id: id, target: target)
    case .presentCover(let route, let id, let target):
      try router.presentCover(route, id: id, target: target)
    case .dismissChild(let target): try router.dismissChild(target: target)
    case .dismiss(let target): try router.dismiss(target: target)
    case .dismissOrPopToRoot(let target): try router.dismissOrPopToRoot(target: target)
    case .dismissSelfAndParent(let target): try router.dismissSelfAndParent(target: target)
    case .dismissAllFromRoot: try router.dismissAllFromRoot()
    case .dismissScreen(let id): try router.dismissScreen(id: id)
    case .dismissScreensAbove(let id): try router.dismissScreens(above: id)
    case .dismissScreensCount(let count): try router.dismissScreens(count: count)
    case .dismissLastPushStack: try router.dismissLastPushStack()
    case .dismissLastPresentation: try router.dismissLastPresentation()
    case .dismissAllScreens: try router.dismissAllScreens()
    }
  }

  var description: String {
    let target = self.target.map { "target: .\($0)" }
    let parts: [String?] =
      switch self {
      case .push(let route, let id, _): ["push", ".\(route)", id.map { "id: \"\($0)\"" }, target]
      case .pop: ["pop", target]
      case .popLast(let count, _): ["pop", "last: \(count)", target]
      case .popToRoot: ["popToRoot", target]
      case .replaceStack(let routes, _):
        ["replaceStack", "with: [\(routes.map { ".\($0)" }.joined(separator: ", "))]", target]
      case .replace(let route, _): ["replace", "with: .\(route)", target]
      case .replaceLast(let count, let route, _):
        ["replace", "last: \(count)", "with: .\(route)", target]
      case .presentSheet(let route, let id, _):
        ["presentSheet", ".\(route)", id.map { "id: \"\($0)\"" }, target]
      case .presentCover(let route, let id, _):
        ["present", ".\(route)", id.map { "id: \"\($0)\"" }, target]
      case .dismissChild: ["dismissChild", target]
      case .dismiss: ["dismiss", target]
      case .dismissOrPopToRoot: ["dismissOrPopToRoot", target]
      case .dismissSelfAndParent: ["dismissSelfAndParent", target]
      case .dismissAllFromRoot: ["dismissAllFromRoot"]
      case .dismissScreen(let id): ["dismissScreen", "id: \"\(id)\""]
      case .dismissScreensAbove(let id): ["dismissScreens", "above: \"\(id)\""]
      case .dismissScreensCount(let count): ["dismissScreens", "count: \(count)"]
      case .dismissLastPushStack: ["dismissLastPushStack"]
      case .dismissLastPresentation: ["dismissLastPresentation"]
      case .dismissAllScreens: ["dismissAllScreens"]
      }
    let name = parts[0] ?? ""
    return "\(name)(\(parts.dropFirst().compactMap { $0 }.joined(separator: ", ")))"
  }
}

/// What a verb must do: throw this error, or apply and leave the hierarchy like this.
enum Prediction {
  case refused(NavigationError)
  case applied(HierarchyModel)
}

extension RandomVerb {
  /// What this verb must do when issued on the router at `level`, with id `issuer`, of the
  /// hierarchy `model`, in a tree where `taken` says which ids its screens have.
  ///
  /// Written from the documentation, independently of the core's rules: targets resolve as
  /// the table of `NavigationTarget` says, and the dismissals that name screens read the
  /// hierarchy as one pile of screens.
  func predict(
    level: Int, issuer: RouterID, in model: HierarchyModel, taken: (EntryID) -> Bool
  ) -> Prediction {
    var model = model
    var acted = level
    if let target {
      guard let resolved = Self.level(of: target, from: level, deepest: model.levels.count - 1)
      else { return .refused(.targetUnavailable(target, from: issuer)) }
      acted = resolved
    }
    if let refusal = refusal(acting: acted, in: model, taken: taken) { return .refused(refusal) }
    let state = model.levels[acted]
    switch self {
    case .push(let route, let id, _):
      if state.isBare {
        model.present(route, id: id, style: .sheet, dismissButton: nil, on: acted)
      } else {
        model.levels[acted].screens.append(HierarchyModel.Screen(id: id, route: route))
      }
    case .pop: model.pop(1, at: acted)
    case .popLast(let count, _): model.pop(count, at: acted)
    case .popToRoot: model.pop(Int.max, at: acted)
    case .replaceStack(let routes, _):
      model.pop(Int.max, at: acted)
      model.levels[acted].screens += routes.map { HierarchyModel.Screen(id: nil, route: $0) }
    case .replace(let route, _):
      model.levels[acted].screens[state.screens.count - 1].route = route
    case .replaceLast(let count, let route, _):
      model.pop(count, at: acted)
      model.levels[acted].screens.append(HierarchyModel.Screen(id: nil, route: route))
    case .presentSheet(let route, let id, _):
      model.present(route, id: id, style: .sheet, dismissButton: nil, on: acted)
    case .presentCover(let route, let id, _):
      model.present(route, id: id, style: .fullScreenCover, dismissButton: .leading, on: acted)
    case .dismissChild: model.removeLevels(from: acted + 1)
    case .dismiss: if acted > 0 { model.removeLevels(from: acted) }
    case .dismissOrPopToRoot:
      if acted > 0 { model.removeLevels(from: acted) } else { model.pop(Int.max, at: 0) }
    case .dismissSelfAndParent: if acted > 0 { model.removeLevels(from: max(acted - 1, 1)) }
    case .dismissAllFromRoot: model.removeLevels(from: 1)
    case .dismissScreen(let id): model.keepScreens(model.offset(of: id) ?? 0)
    case .dismissScreensAbove(let id): model.keepScreens((model.offset(of: id) ?? 0) + 1)
    case .dismissScreensCount(let count):
      model.keepScreens(max(model.screenCount - max(count, 0), 1))
    case .dismissLastPushStack:
      if let last = model.levels.lastIndex(where: { $0.screens.count > 1 }) {
        model.removeLevels(from: last + 1)
        model.pop(Int.max, at: last)
      }
    case .dismissLastPresentation: model.removeLevels(from: max(model.levels.count - 1, 1))
    case .dismissAllScreens: model.keepScreens(1)
    }
    return .applied(model)
  }

  /// The error the verb must throw once its target resolved to the router at `acted`.
  private func refusal(
    acting acted: Int, in model: HierarchyModel, taken: (EntryID) -> Bool
  ) -> NavigationError? {
    let state = model.levels[acted]
    switch self {
    case .push(_, let id?, _) where !state.isBare:
      return taken(id) ? .duplicateEntry(id) : nil
    case .push(_, let id?, _), .presentSheet(_, let id?, _), .presentCover(_, let id?, _):
      // A presentation replaces what the router presents, which frees every id its levels use.
      let freed = model.levels[(acted + 1)...].flatMap(\.allIDs)
      return taken(id) && !freed.contains(id) ? .duplicateEntry(id) : nil
    case .replaceStack(let routes, _):
      return state.isBare && !routes.isEmpty ? .bareRouterHasNoStack(state.router!) : nil
    case .replaceLast:
      return state.isBare ? .bareRouterHasNoStack(state.router!) : nil
    case .replace(let route, _):
      let root = state.screens[0]
      let swapsPresentedRoot = state.screens.count == 1 && state.presentation != nil
      return swapsPresentedRoot && route.ownsNavigation != root.route.ownsNavigation
        ? .navigationOwnershipMismatch(root.id!) : nil
    case .dismissScreen(let id):
      guard let offset = model.offset(of: id) else { return .unknownEntry(id) }
      return offset == 0 ? .cannotDismissRoot(id) : nil
    case .dismissScreensAbove(let id):
      return model.offset(of: id) == nil ? .unknownEntry(id) : nil
    default:
      return nil
    }
  }

  /// The level a target names from `level`, per the table of `NavigationTarget`.
  static func level(of target: NavigationTarget, from level: Int, deepest: Int) -> Int? {
    switch target {
    case .current: level
    case .parent: level > 0 ? level - 1 : nil
    case .child: level < deepest ? level + 1 : nil
    case .root: 0
    case .deepest: deepest
    }
  }
}
