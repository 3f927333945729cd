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
  ///   ``NavigationError/unknownTab(_:)`` when `selectedTab` is not among `tabs`; what the
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
    try store.apply(
      .present(
        PresentedNode(.tabs(node), presentation: Presentation(style: style)), from: presenter.id))
    return try presenter.presentedTabs(tabs)
  }
}

extension Router {
  /// The tab router of the tab bar this router presents, whose tabs are `tabs` in order (each
  /// named by its description): the one ``presentTabs(_:selectedTab:style:target:root:)``
  /// returned, or, for a tab bar that came back with a restored snapshot, a new handle onto it.
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when this router presents no tab bar;
  ///   ``NavigationError/unknownTab(_:)`` when its tabs are not `tabs`;
  ///   ``NavigationError/routerDetached(_:)`` for a detached router.
  public func presentedTabs<Tab: Hashable & Sendable>(
    _ tabs: [Tab]
  ) throws(NavigationError) -> TabRouter<Tab, Route> {
    guard storedIsAttached else { throw .routerDetached(id) }
    guard let presented = store.root.stack(holding: id)?.stack.presented,
      hierarchy.deepest.id == id, case .tabs(let node) = presented.node
    else { throw .notANode(id, kind: "presented tabs") }
    return try store.handle(of: node.id, where: { $0.tabs == tabs }) {
      () throws(NavigationError) in try TabRouter(handleOnto: node, tabs: tabs, store: store)
    }
  }
}
