/// A change to a ``TabRouter``'s own state as a value: what ``TabRouter/select(_:)`` builds and
/// ``TabRouter/perform(_:)`` applies with the rule ``TabsState/apply(_:reselectionPopsToRoot:)``.
///
/// The verbs on a tab's routers build ``NavigationCommand``s; this is the command of the tab
/// bar itself, so that every change of a tab router's tree is a command.
public enum TabCommand<Tab: Hashable & Sendable>: Hashable, Sendable {
  /// Selects the tab. Selecting the selected tab again pops its stack to the root when the
  /// router's ``TabRouter/reselectionPopsToRoot`` is on, as a tab bar does.
  case select(Tab)
}
