extension Router {
  /// Presents a tab bar as a sheet or a full-screen cover on the target router: a tabs node
  /// whose tabs each hold a stack starting at `root(tab)`, and returns its ``TabRouter``, a
  /// handle onto that node of this router's tree (the same object for as long as the tab bar
  /// is presented).
  ///
  /// ```swift
  /// let editor = try router.presentTabs(EditorTab.allCases, selectedTab: .text) { tab in
  ///   .editor(tab)
  /// }
  /// try editor.push(.font, in: .text)
  /// try editor.dismiss()   // or, from a tab's root screen: router.dismiss()
  /// ```
  ///
  /// The tab bar is one presentation of the target's hierarchy, its topmost: presenting
  /// again from the target or below replaces it, and dismissing the target's child, the last
  /// presentation or every screen dismisses it, with everything it holds (each awaiting caller
  /// resumed, each `onDismiss` run). A tab's root router's ``dismiss(target:)`` dismisses the
  /// whole tab bar, as SwiftUI's dismiss action in a sheet's tab closes the sheet; the person
  /// swipes a sheet of tabs away as any sheet. A tab bar presents no dismiss button: give a
  /// tab's root screen one that calls ``dismiss(target:)``.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order, each named in the tree by its description.
  ///   - selectedTab: The tab selected at first; by default the first.
  ///   - style: A sheet with its options, or a full-screen cover.
  ///   - target: The router to present on, counted from this one.
  ///   - root: The screen each tab's stack starts from.
  /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)``, or
  ///   ``NavigationError/unknownTab(_:among:)`` when `selectedTab` is not among `tabs`; what the
  ///   target's resolution throws. Nothing changes then.
  @discardableResult
  public func presentTabs<Tab: Hashable & Sendable>(
    _ tabs: [Tab], selectedTab: Tab? = nil, style: PresentationStyle = .sheet(SheetOptions()),
    target: NavigationTarget = .current, root: (Tab) -> Route
  ) throws(NavigationError) -> TabRouter<Tab, Route> {
    typealias Handle = TabRouter<Tab, Route>
    let selected = try Handle.checkedSelection(of: tabs, selectedTab: selectedTab)
    let presenter = try resolve(target)
    let node = TabsNode(
      id: store.makeRouterID(), selected: Handle.name(of: selected),
      tabs: tabs.map { tab in
        TabsNode.Tab(
          Handle.name(of: tab),
          NavigationNode(NavigationHierarchy(root: store.makeRootLevel(root(tab)))))
      })
    return try presentAndHandle(.tabs(node), style: style, from: presenter) {
      () throws(NavigationError) in try presenter.presentedTabs(tabs)
    }
  }

  /// Presents a tab bar as a sheet or a full-screen cover on the target router, as
  /// ``presentTabs(_:selectedTab:style:target:root:)`` does, whose tabs each hold a stack or a
  /// split view: ``ModuleTab/init(_:root:)`` or ``ModuleTab/init(_:sidebar:detail:)``, as a
  /// module's tabs do. Its ``TabRouter`` names the tabs by their names; reach a tab's split
  /// view with ``TabRouter/split(inTab:)``.
  ///
  /// ```swift
  /// let library = try router.presentTabs([
  ///   ModuleTab("books", sidebar: .shelves, detail: .shelf("all")),
  ///   ModuleTab("settings", root: .settings),
  /// ])
  /// try library.split(inTab: "books").detail.push(.book(id: 7))
  /// ```
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - selectedTab: The name of the tab selected at first; by default the first.
  ///   - style: A sheet with its options, or a full-screen cover.
  ///   - target: The router to present on, counted from this one.
  /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)``, or
  ///   ``NavigationError/unknownTab(_:among:)`` when `selectedTab` is not among `tabs`; what the
  ///   target's resolution throws. Nothing changes then.
  @discardableResult
  public func presentTabs(
    _ tabs: [ModuleTab<Route>], selectedTab: String? = nil,
    style: PresentationStyle = .sheet(SheetOptions()), target: NavigationTarget = .current
  ) throws(NavigationError) -> TabRouter<String, Route> {
    let names = tabs.map(\.name)
    let selected = try TabRouter<String, Route>.checkedSelection(
      of: names, selectedTab: selectedTab)
    let presenter = try resolve(target)
    let node = store.makeTabsNode(tabs, selecting: selected)
    return try presentAndHandle(.tabs(node), style: style, from: presenter) {
      () throws(NavigationError) in try presenter.presentedTabs(names)
    }
  }

  /// Presents a split view as a sheet or a full-screen cover on the target router: a split
  /// node whose sidebar and detail each hold a stack, and returns its ``SplitRouter``, a handle
  /// onto that node of this router's tree (the same object for as long as it is presented).
  ///
  /// ```swift
  /// let mail = try router.presentSplit(sidebar: .mailboxes, detail: .inbox)
  /// try mail.detail.push(.message(id: 7))
  /// try mail.dismiss()   // or, from a column's root screen: router.dismiss()
  /// ```
  ///
  /// It comes and goes as a presented tab bar does
  /// (``presentTabs(_:selectedTab:style:target:root:)``): the topmost presentation of the
  /// target's hierarchy, dismissed with everything it holds, by a column's root router's
  /// ``dismiss(target:)`` too, saved and restored with the whole tree, and drawn by a
  /// `RoutingView` as a `NavigationSplitView` in the sheet or cover.
  ///
  /// - Parameters:
  ///   - sidebar: The screen the sidebar's stack starts from.
  ///   - detail: The screen the detail column's stack starts from.
  ///   - style: A sheet with its options, or a full-screen cover.
  ///   - target: The router to present on, counted from this one.
  /// - Throws: What the target's resolution throws; nothing changes then.
  @discardableResult
  public func presentSplit(
    sidebar: Route, detail: Route, style: PresentationStyle = .sheet(SheetOptions()),
    target: NavigationTarget = .current
  ) throws(NavigationError) -> SplitRouter<Route> {
    let presenter = try resolve(target)
    let node = SplitNode(
      id: store.makeRouterID(),
      sidebar: NavigationNode(NavigationHierarchy(root: store.makeRootLevel(sidebar))),
      detail: NavigationNode(NavigationHierarchy(root: store.makeRootLevel(detail))))
    return try presentAndHandle(.split(node), style: style, from: presenter) {
      () throws(NavigationError) in try presenter.presentedSplit()
    }
  }

  /// Presents `node` from `presenter` and returns the handle `handle` makes onto it, made
  /// before anyone hears of the presentation: the events wait for the handle, as in a batch,
  /// so that an observer that dismisses or replaces the node at once leaves the handle
  /// detached, where looking the node up after it would fail on a change already made.
  private func presentAndHandle<Handle>(
    _ node: NavigationNode<Route>, style: PresentationStyle, from presenter: Router<Route>,
    handle: () throws(NavigationError) -> Handle
  ) throws(NavigationError) -> Handle {
    try store.transaction { () throws(NavigationError) in
      try store.apply(
        .present(PresentedNode(node, presentation: Presentation(style: style)), from: presenter.id))
      return try handle()
    }
  }

  /// The node this router presents, as the last level of its hierarchy.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` for a detached router;
  ///   ``NavigationError/notANode(_:kind:)`` naming `kind` when it presents no node.
  private func presentedNode(kind: String) throws(NavigationError) -> NavigationNode<Route> {
    guard storedIsAttached else { throw .routerDetached(id) }
    guard let presented = store.presentedNode(of: id), hierarchy.deepest.id == id else {
      throw .notANode(id, kind: kind)
    }
    return presented.node
  }

  /// The tab router of the tab bar this router presents, whose tabs are `tabs` in order (each
  /// named by its description): the one ``presentTabs(_:selectedTab:style:target:root:)``
  /// returned, or, for a tab bar that came back with a restored snapshot, a new handle onto it.
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when this router presents no tab bar;
  ///   ``NavigationError/unknownTab(_:among:)`` when its tabs are not `tabs`;
  ///   ``NavigationError/routerDetached(_:)`` for a detached router.
  public func presentedTabs<Tab: Hashable & Sendable>(
    _ tabs: [Tab]
  ) throws(NavigationError) -> TabRouter<Tab, Route> {
    guard case .tabs(let node) = try presentedNode(kind: "presented tabs") else {
      throw .notANode(id, kind: "presented tabs")
    }
    return try store.handle(of: node.id, where: { $0.tabs == tabs }) {
      () throws(NavigationError) in try TabRouter(handleOnto: node, tabs: tabs, store: store)
    }
  }

  /// The split router of the tab named `tab` of the tab bar this router presents, a tab that
  /// holds a split view (``presentTabs(_:selectedTab:style:target:)``): what the tab bar's
  /// ``TabRouter/split(inTab:)`` gives, found from the presenter, after a restore too.
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when this router presents no tab bar, or
  ///   the tab holds no split view; ``NavigationError/unknownTab(_:among:)`` for a tab the tab bar
  ///   does not have; ``NavigationError/routerDetached(_:)`` for a detached router.
  public func presentedSplit(inTab tab: String) throws(NavigationError) -> SplitRouter<Route> {
    guard case .tabs(let node) = try presentedNode(kind: "presented tabs") else {
      throw .notANode(id, kind: "presented tabs")
    }
    return try store.splitRouter(inTab: tab, of: node)
  }

  /// The split router of the split view this router presents: the one
  /// ``presentSplit(sidebar:detail:style:target:)`` returned, or, for a split view that came
  /// back with a restored snapshot, a new handle onto it.
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when this router presents no split view;
  ///   ``NavigationError/routerDetached(_:)`` for a detached router.
  public func presentedSplit() throws(NavigationError) -> SplitRouter<Route> {
    guard case .split(let node) = try presentedNode(kind: "presented split") else {
      throw .notANode(id, kind: "presented split")
    }
    return try store.handle(of: node.id) { () throws(NavigationError) in
      try SplitRouter(handleOnto: node, store: store)
    }
  }
}
