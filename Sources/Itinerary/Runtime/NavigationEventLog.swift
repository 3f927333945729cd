/// Logs a navigation tree's events to a ``NavigationLogger``: each change at `info`, a missed
/// deadline at `warning`, and a `screen_view` line at `analytic` whenever the screen on top
/// changes.
///
/// ```swift
/// let log = NavigationEventLog(router, to: StandardErrorLogger())
/// // keep `log` alive as long as you want the lines
/// ```
@MainActor
public final class NavigationEventLog<Route: NavigationRoute> {
  private let logger: any NavigationLogger
  private let topScreen: @MainActor () -> Entry<Route>
  private var lastScreen: EntryID?
  private var observation: EventObservation?

  /// Logs the events of `router`'s tree; the screen on top is its hierarchy's deepest
  /// router's top screen.
  public convenience init(_ router: Router<Route>, to logger: any NavigationLogger) {
    self.init(logger: logger, topScreen: { router.deepestRouter.state.current })
    observation = router.observeEvents { [weak self] in self?.record($0) }
  }

  /// Logs the events of every tab; the screen on top is the selected tab's.
  public convenience init<Tab>(_ tabs: TabRouter<Tab, Route>, to logger: any NavigationLogger) {
    self.init(logger: logger, topScreen: { tabs.selectedRouter.deepestRouter.state.current })
    observation = tabs.selectedRouter.observeEvents { [weak self] in self?.record($0) }
  }

  /// Logs the events of every module; the screen on top is the current module's.
  public convenience init(_ modules: ModuleRouter<Route>, to logger: any NavigationLogger) {
    self.init(logger: logger, topScreen: { modules.current.deepestRouter.state.current })
    observation = modules.current.observeEvents { [weak self] in self?.record($0) }
  }

  private init(logger: any NavigationLogger, topScreen: @escaping @MainActor () -> Entry<Route>) {
    self.logger = logger
    self.topScreen = topScreen
    lastScreen = topScreen().id
  }

  /// Stops logging.
  public func cancel() {
    observation?.cancel()
  }

  private func record(_ event: NavigationEvent<Route>) {
    if case .deadlineMissed = event {
      logger.log(.warning, event.description)
    } else {
      logger.log(.info, event.description)
    }
    let screen = topScreen()
    guard screen.id != lastScreen else { return }
    lastScreen = screen.id
    logger.log(.analytic, "screen_view \(screen.route) (\(screen.id))")
  }
}
