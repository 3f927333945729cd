import Itinerary

/// What one router shows, read from the lane's displayed tree: the values a router's views
/// bind to.
///
/// A router's view is a `NavigationStack` over ``root`` with ``pathIDs`` as its path (each
/// id's screen from ``entry(_:)`` in `navigationDestination`), a sheet bound to ``sheetID``
/// and a cover bound to ``coverID`` (a presented router, or a presented node such as a sheet of
/// tabs), ``modals`` and the first of ``alerts`` above it, and the
/// ``inPlaceTransitions`` of its top screen over that screen.
///
/// ```swift
/// guard let displayed = lane.displayed,
///   let shown = DisplayedRouter(routerID, in: displayed)
/// else { return }
/// print(shown.pathIDs, shown.sheet?.id as Any)
/// ```
public struct DisplayedRouter<Route: NavigationRoute>: Hashable, Sendable {
  /// The router's id.
  public var id: RouterID
  /// The screen the router's stack starts from: the `NavigationStack`'s root view.
  public var root: Entry<Route>
  /// The pushed screens, bottom first: the `NavigationStack`'s path.
  public var path: [Entry<Route>]
  /// The next level of the router's hierarchy, the router it presents, if any.
  public var presented: RouterState<Route>?
  /// The node the router presents, such as a sheet of tabs, when it is the last level of its
  /// hierarchy and presents one (`Router.presentTabs(_:selectedTab:style:target:root:)`).
  public var presentedNode: PresentedNode<Route>?
  /// The overlay modals above the router's screen, the last on top.
  public var modals: [OverlayModal<Route>]
  /// The alerts of the router's screen: the first shows, the others wait behind it.
  public var alerts: [AlertState]
  /// The in-place transitions shown on the router's top screen, the last on top.
  public var inPlaceTransitions: [TransitionEntry<Route>]
  /// How this router itself was presented (its dismiss button, sheet detents, whether it is
  /// bare); `nil` for a root router.
  public var presentation: Presentation?

  /// What `router` shows in `tree`, or `nil` when no router of `tree` has that id.
  public init?(_ router: RouterID, in tree: NavigationNode<Route>) {
    guard let (stack, level) = tree.stack(holding: router) else { return nil }
    let levels = stack.hierarchy.levels
    let state = levels[level]
    let next = level + 1
    self.init(state: state, presented: levels.indices.contains(next) ? levels[next] : nil)
    if next == levels.count { presentedNode = stack.presented }
  }

  /// What the router of `state` shows when it presents `presented`.
  public init(state: RouterState<Route>, presented: RouterState<Route>?) {
    id = state.id
    root = state.root
    path = state.path
    self.presented = presented
    modals = state.modals
    alerts = state.alerts
    inPlaceTransitions = state.current.inPlaceTransitions
    presentation = state.presentation
  }

  /// The ids of the pushed screens, bottom first: the value of the `NavigationStack`'s path
  /// binding, written back through ``ScreenRenderer/setPath(_:of:)``.
  public var pathIDs: [EntryID] { path.map(\.id) }

  /// The screen on top: the last pushed one, else the root.
  public var current: Entry<Route> { path.last ?? root }

  /// Whether the router was presented bare: its route brings its own navigation, so no
  /// `NavigationStack` is hosted around it.
  public var isBare: Bool { presentation?.isBare ?? false }

  /// The root or pushed screen with this id, for `navigationDestination(for: EntryID.self)`;
  /// `nil` when the router does not show it.
  public func entry(_ id: EntryID) -> Entry<Route>? {
    root.id == id ? root : path.first { $0.id == id }
  }

  /// The id of what the router presents: the presented router's, or the presented node's
  /// `NavigationNode.nodeID`; `nil` when it presents nothing.
  public var presentedID: RouterID? { presented?.id ?? presentedNode?.node.nodeID }

  /// The id of what the router presents as a sheet, a router or a node: the item of
  /// `sheet(item:onDismiss:content:)`.
  public var sheetID: RouterID? {
    sheet?.id ?? presentedNode.flatMap { $0.presentation.style.isSheet ? $0.node.nodeID : nil }
  }

  /// The id of what the router presents as a full-screen cover, a router or a node: the item
  /// of `fullScreenCover(item:onDismiss:content:)`.
  public var coverID: RouterID? {
    cover?.id
      ?? presentedNode.flatMap { $0.presentation.style == .fullScreenCover ? $0.node.nodeID : nil }
  }

  /// The dismiss button the screen `entry` of this router shows in its bar: the one its
  /// presentation asks for, on its first screen, and on its pushed screens too when the button
  /// says so.
  ///
  /// A sheet that holds the person (`holdsPerson`: a screen of it is a flow's stage with a
  /// `LeaveGuard` on, so it cannot be swiped away) shows a leading button on its first
  /// screen when it asks for none: the button is then the only way left to ask to leave, and
  /// it asks the guard. A bare sheet has no bar of ours to put one in.
  public func dismissButton(on entry: EntryID, holdsPerson: Bool) -> DismissButton? {
    guard let presentation else { return nil }
    let isFirst = entry == root.id
    if let button = presentation.dismissButton {
      return isFirst || button.showsOnPushedScreens ? button : nil
    }
    guard holdsPerson, isFirst, presentation.style.isSheet, !presentation.isBare else {
      return nil
    }
    return .leading
  }

  /// The presented router when it is presented as a sheet (bare or not): the item of
  /// `sheet(item:onDismiss:content:)`.
  public var sheet: RouterState<Route>? {
    guard let presented, presented.presentation?.style.isSheet == true else { return nil }
    return presented
  }

  /// The presented router when it is presented as a full-screen cover: the item of
  /// `fullScreenCover(item:onDismiss:content:)`.
  public var cover: RouterState<Route>? {
    guard let presented, presented.presentation?.style == .fullScreenCover else { return nil }
    return presented
  }
}
