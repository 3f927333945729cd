/// Which router in a hierarchy a command acts on, counted from the router it is issued on.
///
/// A hierarchy is a root router and the chain of routers presented above it, one per sheet or
/// cover. The rules:
///
/// | target | resolves to | when it does not exist |
/// | --- | --- | --- |
/// | `.current` | the router the command is issued on | always exists |
/// | `.parent` | the router that presented it | ``NavigationError/targetUnavailable(_:from:)`` on a root router |
/// | `.child` | the router it presents | ``NavigationError/targetUnavailable(_:from:)`` when it presents nothing |
/// | `.root` | the hierarchy's root router | always exists |
/// | `.deepest` | the last router of the chain, the one on screen | always exists |
///
/// Targets resolve against the tree as it is after every earlier command: a modal that an
/// earlier command dismissed is gone, even while the screen still animates it away, so
/// `.deepest` is the router below it.
public enum NavigationTarget: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The router the command is issued on.
  case current
  /// The router that presented the current one.
  case parent
  /// The router the current one presents.
  case child
  /// The root router of the hierarchy.
  case root
  /// The last router of the hierarchy: the one on screen.
  case deepest

  /// The level this target names, counted from the hierarchy's root (0), for a command issued
  /// at `level` in a hierarchy whose last level is `deepest`, or `nil` when there is no such
  /// router. `deepest` is read only by the targets that need it.
  public func level(from level: Int, deepest: @autoclosure () -> Int) -> Int? {
    switch self {
    case .current: level
    case .parent: level > 0 ? level - 1 : nil
    case .child: level < deepest() ? level + 1 : nil
    case .root: 0
    case .deepest: deepest()
    }
  }

  /// The target's name: `deepest`.
  public var description: String {
    switch self {
    case .current: "current"
    case .parent: "parent"
    case .child: "child"
    case .root: "root"
    case .deepest: "deepest"
    }
  }
}
