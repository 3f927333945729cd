/// A change the navigation tree went through.
///
/// Every applied command emits its events, in order, to ``Router/events`` streams and to
/// observers added with ``Router/observeEvents(_:)``. A command that changes nothing emits
/// nothing.
public enum NavigationEvent<Route: NavigationRoute>: Hashable, Sendable {
  /// Screens were pushed on a router's stack.
  case pushed([Entry<Route>], router: RouterID)
  /// Screens were popped from a router's stack, bottom first.
  case popped([Entry<Route>], router: RouterID)
  /// Screens were swapped: the `removed` ones for the `inserted` ones.
  case replaced(removed: [Entry<Route>], inserted: [Entry<Route>], router: RouterID)
  // The cases with the largest payloads (an entry with its presentation, an alert) are
  // indirect: boxed, so that an event is a few words, moved and copied cheaply wherever events
  // are kept and delivered (`explorer.paths`, which observes every event).
  /// A router presented a screen on a new router.
  indirect case presented(Entry<Route>, Presentation, router: RouterID, presenter: RouterID)
  /// A presented router was dismissed with all its screens, root first.
  case dismissed(router: RouterID, screens: [Entry<Route>])
  /// A tab router selected a tab: its index among the router's tabs, and its description for
  /// logs. Two tabs that print alike still have different indices.
  case selectedTab(index: Int, name: String)
  /// The renderer did not acknowledge a step before the lane's deadline; the lane went on.
  case deadlineMissed(NavigationStep<Route>)
  /// Screens joined a router's screen queue.
  case queued([ScreenRequest<Route>], router: RouterID)
  /// Screens left a router's screen queue without being shown.
  case unqueued([ScreenRequest<Route>], router: RouterID)
  /// Overlay modals appeared above a router's screen.
  case modalsShown([OverlayModal<Route>], router: RouterID)
  /// Overlay modals left, the top one first.
  case modalsDismissed([OverlayModal<Route>], router: RouterID)
  /// In-place content appeared on a screen.
  case transitionsShown([TransitionEntry<Route>], screen: EntryID, router: RouterID)
  /// In-place content left a screen, the top one first.
  case transitionsDismissed([TransitionEntry<Route>], screen: EntryID, router: RouterID)
  /// In-place content joined a router's transition queue.
  case transitionsQueued([TransitionEntry<Route>], router: RouterID)
  /// In-place content left a router's transition queue without being shown.
  case transitionsUnqueued([TransitionEntry<Route>], router: RouterID)
  /// An alert joined a router's alerts: shown at once when `shown`, else queued behind the
  /// one showing.
  indirect case alertAdded(AlertState, shown: Bool, router: RouterID)
  /// The screen swapped module: `left` is the node of the module that left with all its
  /// screens (every tab and column of it), `shown` the node of the one now on screen.
  indirect case moduleSwapped(left: NavigationNode<Route>, shown: NavigationNode<Route>)
  /// An alert left; the person's choice when they answered it.
  indirect case alertDismissed(AlertState, answer: AlertButton?, router: RouterID)
  /// The whole tree was restored from a saved value (a ``NavigationSnapshot``, a step of a
  /// ``NavigationHistory``): `left` is the tree before, `shown` the tree now. What `left` held
  /// and `shown` does not has left the screen; what `shown` holds and `left` did not arrived.
  case restored(left: NavigationNode<Route>, shown: NavigationNode<Route>)
  /// The layout of the split node `split` changed.
  case splitLayoutChanged(SplitLayout, split: RouterID)
  /// Whether picking the selected tab of the tabs node `tabs` again pops it to its root
  /// changed (``TabsNode/reselectionPopsToRoot``).
  case reselectionChanged(popsToRoot: Bool, tabs: RouterID)
  /// The router `presenter` presented tabs, a split view or modules.
  indirect case nodePresented(PresentedNode<Route>, presenter: RouterID)
  /// The node that `presenter` presented left, after the dismissal events of everything it
  /// held.
  case nodeDismissed(presenter: RouterID)
  /// A link arrived while the flow named `flow` ran, and is kept until the flow ends (see
  /// ``FlowLinkPolicy``): nothing changed yet.
  indirect case linkKept(LinkDestination<Route>, flow: String)
  /// A kept link could not open when its time came: the tree refused it, for `error`.
  indirect case keptLinkRefused(LinkDestination<Route>, LinkError)
  /// A link arrived while the flow named `flow` awaited the screen `screen`, which takes it as
  /// its answer (``FlowContext/push(_:returning:answered:leaving:orLink:)``): the link did
  /// not open, and the flow goes on as if the person had answered.
  indirect case linkAnsweredStage(LinkDestination<Route>, screen: EntryID, flow: String)
}
