/// One change of a navigation tree of nested nodes, applied by
/// ``NavigationNode/apply(_:)-(NodeCommand<Route>)``: a stack's command, or a change of a tabs,
/// split or modules node, or of what a stack presents.
///
/// Nodes are named by id: a stack's command by the router it is issued on, the others by the
/// id of their tabs, split or modules node, or of the router that presents.
public enum NodeCommand<Route: NavigationRoute>: Hashable, Sendable {
  /// A stack's command issued on the router `origin`; its target (``NavigationTarget``)
  /// resolves within the stack that holds `origin`.
  case navigate(NavigationCommand<Route>, from: RouterID)
  /// Selects a tab of a tabs node by name; nothing when it is selected already.
  case selectTab(String, in: RouterID)
  /// The person picked a tab of a tabs node by name, as a tab bar's tap does: selects it, or,
  /// when it is selected already and the node's ``TabsNode/reselectionPopsToRoot`` is on,
  /// pops its stack to the root (for a tab that holds a split view, the detail column's).
  /// The rule belongs to the node, so it holds whoever draws it.
  case pickTab(String, in: RouterID)
  /// Sets whether picking the selected tab of a tabs node again pops its stack to the root
  /// (``TabsNode/reselectionPopsToRoot``), reporting
  /// ``NavigationEvent/reselectionChanged(popsToRoot:tabs:)``; nothing when it does already.
  case setReselectionPopsToRoot(Bool, in: RouterID)
  /// Sets the layout of a split node.
  case layOut(SplitLayout, in: RouterID)
  /// Shows modules above those of a modules node, the last on screen, as one swap: the
  /// module on screen before is covered and its screens leave. A covered module keeps its
  /// place and its navigation, which shows again, as new screens without their `onDismiss`
  /// actions, once the modules above it are dismissed. A module's id may stand more than once
  /// (a module shown again on top of itself). Nothing when `modules` is empty.
  case showModules([ModuleNode<Route>], in: RouterID)
  /// Dismisses `count` modules from the top of a modules node, as one swap back to the one
  /// below them; nothing for a count below one. The first module stays: a count that would
  /// dismiss it is refused with ``NavigationError/cannotDismissFirstModule(_:)``.
  case dismissModules(count: Int, in: RouterID)
  /// Presents tabs, a split view or modules from the router `presenter`: what that router
  /// presented before leaves, as a presentation does.
  case present(PresentedNode<Route>, from: RouterID)
  /// Dismisses the node that the last router of the stack holding `presenter` presents;
  /// nothing when it presents none.
  case dismissPresented(from: RouterID)
}
