/// Why a navigation command was refused. A refused command changes nothing.
public enum NavigationError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The target names a router that does not exist from where the command was issued: the
  /// parent of a root router, or the child of a router that presents nothing.
  case targetUnavailable(NavigationTarget, from: RouterID)
  /// No screen in the hierarchy has this id.
  case unknownEntry(EntryID)
  /// A screen with this caller-chosen id is already in the hierarchy.
  case duplicateEntry(EntryID)
  /// A router with this id is already in the hierarchy.
  case duplicateRouter(RouterID)
  /// The root screen of a hierarchy cannot be dismissed; pop or replace it instead.
  case cannotDismissRoot(EntryID)
  /// The router was dismissed or swapped out and no longer belongs to a tree.
  case routerDetached(RouterID)
  /// A bare presentation hosts no push stack.
  case bareRouterHasNoStack(RouterID)
  /// `replace(with:)` on a presented screen must keep whether the screen owns its navigation.
  case navigationOwnershipMismatch(EntryID)
  /// A tab named where there is none of that name: a tab router's verb, a tabs node's
  /// selection, a module's tab, a handle asked with other tabs than its node's. `among` names
  /// the tabs there are where it was looked for, in order (empty only for a link's tab, which
  /// ``LinkError/unknownHierarchy(_:)`` reports).
  case unknownTab(String, among: [String])
  /// The same tab appears twice.
  case duplicateTab(String)
  /// A tab router needs at least one tab.
  case noTabs
  /// Only pushed screens can be inserted; a presentation always goes on top.
  case locationNeedsPush(EntryID)
  /// The router's screen queue is empty.
  case emptyQueue(RouterID)
  /// The router's transition queue is empty.
  case emptyTransitionQueue(RouterID)
  /// No module with this id.
  case unknownModule(String)
  /// The first module stays; dismiss the ones above it.
  case cannotDismissFirstModule(String)
  /// The router shows no alert to answer.
  case noAlertShowing(RouterID)
  /// The alert has no button with this id.
  case unknownAlertButton(String, alert: EntryID)
  /// The screen awaiting a result left without one: swiped away, dismissed by other code, or
  /// removed with its module.
  case dismissedWithoutResult(EntryID)
  /// The person asked to leave this screen, and its ``LeaveGuard`` kept them: nothing changed.
  case leaveGuarded(EntryID)
  /// The screen was finished with a value of another type than its caller awaits.
  case resultTypeMismatch(expected: String, actual: String)
  /// `finish(returning:)` was called on a router whose top screen awaits no result.
  case noResultAwaited(EntryID)
  /// A generated id that arrived from outside (in a command, or decoded) is too large for the
  /// tree to count past.
  case idOutOfRange(String)
  /// A command named a tabs, split or modules node by an id that is another kind of node's,
  /// or no node's.
  case notANode(RouterID, kind: String)
  /// A node to insert breaks a rule of the tree (see ``NavigationNode/validate(within:)``).
  case invalidNode(String)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .targetUnavailable(let target, let router):
      "No \(target) router from router \(router)."
    case .unknownEntry(let id):
      "No screen with id \(id) in this hierarchy."
    case .duplicateEntry(let id):
      "A screen with id \(id) is already in this hierarchy; ids must be unique."
    case .duplicateRouter(let router):
      "A router with id \(router) is already in this hierarchy; ids must be unique."
    case .cannotDismissRoot(let id):
      "Screen \(id) is the root of its hierarchy and cannot be dismissed."
    case .routerDetached(let router):
      "Router \(router) was dismissed and no longer belongs to a navigation tree."
    case .bareRouterHasNoStack(let router):
      "Router \(router) hosts a bare presentation, which has no push stack."
    case .navigationOwnershipMismatch(let id):
      "Screen \(id) cannot be replaced by a route that disagrees on owning its navigation."
    case .unknownTab(let tab, let tabs):
      tabs.isEmpty
        ? "No tab \(tab) here." : "No tab \(tab) among \(tabs.joined(separator: ", "))."
    case .duplicateTab(let tab):
      "Tab \(tab) appears more than once."
    case .noTabs:
      "A tab router needs at least one tab."
    case .locationNeedsPush(let id):
      "Screen \(id) is presented, so it can only go on top; insert only pushed screens."
    case .emptyQueue(let router):
      "The screen queue of router \(router) is empty."
    case .emptyTransitionQueue(let router):
      "The transition queue of router \(router) is empty."
    case .unknownModule(let id):
      "No module \(id)."
    case .cannotDismissFirstModule(let id):
      "Module \(id) is the first module and cannot be dismissed."
    case .noAlertShowing(let router):
      "Router \(router) shows no alert."
    case .unknownAlertButton(let button, let alert):
      "Alert \(alert) has no button \(button)."
    case .dismissedWithoutResult(let id):
      "Screen \(id) left without a result."
    case .leaveGuarded(let id):
      "Screen \(id) holds the person: its guard did not let them leave."
    case .resultTypeMismatch(let expected, let actual):
      "The caller awaits a result of type \(expected), not \(actual)."
    case .noResultAwaited(let id):
      "Screen \(id) awaits no result."
    case .idOutOfRange(let id):
      "Id \(id) is too large: a generated id that comes from outside must be at most "
        + "\(EntryID.largestGenerated)."
    case .notANode(let id, let kind):
      "No \(kind) node with id \(id) in this tree."
    case .invalidNode(let problem):
      "The node cannot join the tree: \(problem)."
    }
  }
}
