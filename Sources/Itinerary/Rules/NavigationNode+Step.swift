extension NavigationNode {
  /// Shows a step on this tree, as the screen does when it draws it.
  ///
  /// A step naming a router or node that is not in the tree changes nothing: the person may
  /// already have removed it, for example by swiping its sheet away.
  public mutating func show(_ step: NavigationStep<Route>) {
    switch step {
    case .dismiss(let router):
      let dismissedLevel = changeStack(holding: router) { stack, level in
        guard level > 0 else { return }
        _ = stack.hierarchy.removeLevels(from: level)
        stack.presented = nil
      }
      guard !dismissedLevel else { return }
      _ = try? withNode(
        where: { node in
          guard case .stack(let stack) = node else { return false }
          return stack.presented?.node.nodeID == router
        },
        { node in
          guard case .stack(var stack) = node else { return [] }
          stack.presented = nil
          node = .stack(stack)
          return []
        })
    case .setPath(let entries, let router):
      changeStack(holding: router) { stack, level in stack.hierarchy.levels[level].path = entries }
    case .setRoot(let entry, let router):
      changeStack(holding: router) { stack, level in stack.hierarchy.levels[level].root = entry }
    case .setOverlays(let modals, let alerts, let router):
      changeStack(holding: router) { stack, level in
        stack.hierarchy.levels[level].modals = modals
        stack.hierarchy.levels[level].alerts = alerts
      }
    case .selectTab(let name, let id):
      _ = try? withNode(id, kind: "tabs") { node in
        guard case .tabs(var tabs) = node, tabs.tabs.contains(where: { $0.name == name }) else {
          return []
        }
        tabs.selected = name
        node = .tabs(tabs)
        return []
      }
    case .present(let state, let presenter):
      changeStack(holding: presenter) { stack, level in
        _ = stack.hierarchy.removeLevels(from: level + 1)
        stack.presented = nil
        stack.hierarchy.levels.append(state)
      }
    case .presentNode(let presented, let presenter):
      changeStack(holding: presenter) { stack, level in
        _ = stack.hierarchy.removeLevels(from: level + 1)
        stack.presented = presented
      }
    case .replaceNode(let id, let replacement):
      _ = try? withNode(where: { $0.nodeID == id }) { node in
        node = replacement
        return []
      }
    }
  }

  /// Runs `change` on the stack holding `router`, with the router's level; returns whether a
  /// stack holds it.
  @discardableResult
  private mutating func changeStack(
    holding router: RouterID, _ change: (inout StackNode<Route>, Int) -> Void
  ) -> Bool {
    (try? withStack(holding: router) { stack in
      // proven: `withStack(holding:)` runs this only on the stack whose hierarchy has `router`.
      change(&stack, stack.hierarchy.level(of: router)!)
      return []
    }) != nil
  }

}
