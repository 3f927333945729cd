import Itinerary

extension ScreenRenderer {
  /// Call from the setter of the path binding of `router`'s `NavigationStack`, with the ids
  /// SwiftUI wrote.
  ///
  /// A strict prefix of the displayed path is the person going back (Back, a swipe back, a
  /// long press on Back): the lane hears it with `NavigationLane.userSetPath(_:router:)` and
  /// the router pops unless a command already changed its stack. The displayed path is
  /// ``SetterOutcome/unchanged``; anything else is ignored, since SwiftUI never pushes by
  /// itself.
  @discardableResult
  public func setPath(_ ids: [EntryID], of router: RouterID) -> SetterOutcome {
    let shown: DisplayedRouter<Route>
    switch displayedRouter(router) {
    case .success(let found): shown = found
    case .failure(let reason): return .ignored(reason.text)
    }
    let displayedIDs = shown.pathIDs
    if ids == displayedIDs { return .unchanged }
    guard ids.count < displayedIDs.count, displayedIDs.starts(with: ids) else {
      return .ignored(
        "path [\(ids.map(\.description).joined(separator: ", "))] of \(router) is not a prefix"
          + " of the displayed path [\(displayedIDs.map(\.description).joined(separator: ", "))]")
    }
    lane?.userSetPath(Array(shown.path.prefix(ids.count)), router: router)
    noteShown()
    return .userPopped(router: router, count: displayedIDs.count - ids.count)
  }

  /// Call from the setter of the item binding of the sheet or cover that `presenter`
  /// presents, with the id of the router (or of the presented node, such as a sheet of tabs)
  /// SwiftUI wrote (`nil` when the person swiped it away).
  ///
  /// `nil` while a presentation is displayed dismisses it: the lane hears it with
  /// `NavigationLane.userDismissed(_:holdingUntilAcknowledged:)` and the tree dismisses it
  /// unless a command already did. SwiftUI writes the binding as the sheet starts to leave and
  /// drops a presentation made before it is gone, so the lane holds its next step until the
  /// sheet's `onDismiss` (``presentationDismissed(from:)``) says it is gone. Writing what is
  /// displayed is ``SetterOutcome/unchanged``; another router is ignored, since SwiftUI never
  /// presents by itself.
  @discardableResult
  public func setPresentation(of presenter: RouterID, to child: RouterID?) -> SetterOutcome {
    let shown: DisplayedRouter<Route>
    switch displayedRouter(presenter) {
    case .success(let found): shown = found
    case .failure(let reason): return .ignored(reason.text)
    }
    let presented = shown.presentedID
    if child == presented { return .unchanged }
    guard child == nil, let presented else {
      return .ignored(
        "\(presenter) presents \(presented.map(\.description) ?? "nothing"), not "
          + "\(child.map(\.description) ?? "nothing")")
    }
    if let held = lane?.userDismissed(presented, holdingUntilAcknowledged: true) {
      awaitSwipedDismissal(held, of: presented, presentedBy: presenter)
    }
    noteShown()
    return .userDismissed(presented)
  }

  /// Call from the setter of a `TabView`'s selection, with the name of the tab the person
  /// picked and the id of the tabs node the `TabView` shows.
  ///
  /// Another tab than the displayed one reaches the lane with
  /// `NavigationLane.userSelected(_:in:)`; the displayed one is ``SetterOutcome/unchanged``; a
  /// tab the node does not have, or an id that names no displayed tabs node, is ignored.
  @discardableResult
  public func setSelection(_ tab: String, of tabs: RouterID) -> SetterOutcome {
    guard let lane else { return .ignored(RendererLookupFailure.noLane.text) }
    guard let tree = lane.displayed else {
      return .ignored(RendererLookupFailure.nothingDisplayed.text)
    }
    guard case .tabs(let node) = tree.node(tabs) else {
      return .ignored("the displayed tree has no tabs \(tabs) to select \(tab) from")
    }
    guard node.tabs.contains(where: { $0.name == tab }) else {
      return .ignored("\(tabs) has no tab \(tab); its tabs are \(node.tabs.map(\.name))")
    }
    if tab == node.selected { return .unchanged }
    lane.userSelected(tab, in: tabs)
    noteShown()
    return .userSelected(tab)
  }

  /// Call from the setter of the `isPresented` binding of the alert or confirmation dialog
  /// `alert` that `router`'s screen shows, with the value SwiftUI wrote.
  ///
  /// `false` for an alert the router still has is the person dismissing it without an answer
  /// (a tap outside a confirmation dialog): the router dismisses it with
  /// `Router.dismissAlert(id:target:)`, so the next queued alert shows and a caller awaiting an
  /// answer hears the dismissal. SwiftUI also writes `false` after a button's action, which
  /// answered the alert already: an alert the router no longer has is
  /// ``SetterOutcome/unchanged``, as is `true` for an alert it has. `true` for an alert it
  /// does not have is ignored, since SwiftUI never shows an alert by itself.
  @discardableResult
  public func setAlertPresented(
    _ isPresented: Bool, alert: EntryID, of router: RouterID
  ) -> SetterOutcome {
    guard let lane else { return .ignored(RendererLookupFailure.noLane.text) }
    guard let target = lane.router(router) else {
      return .ignored("router \(router) is not in the tree")
    }
    let hasAlert = target.alerts.contains { $0.id == alert }
    if isPresented {
      return hasAlert ? .unchanged : .ignored("\(router) has no alert \(alert) to show")
    }
    guard hasAlert else { return .unchanged }
    do {
      try target.dismissAlert(id: alert)
    } catch {
      return .ignored(error.description)
    }
    return .userDismissedAlert(alert)
  }

  /// What `router` displays now, or why it cannot be read.
  private func displayedRouter(
    _ router: RouterID
  ) -> Result<DisplayedRouter<Route>, RendererLookupFailure> {
    guard let lane else { return .failure(.noLane) }
    guard let tree = lane.displayed else { return .failure(.nothingDisplayed) }
    guard let shown = DisplayedRouter(router, in: tree) else {
      return .failure(.unknownRouter(router))
    }
    return .success(shown)
  }
}
