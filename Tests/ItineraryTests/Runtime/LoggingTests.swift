import ItineraryTesting
import Testing

@testable import Itinerary

/// `NavigationEventLog`, the loggers and `LogLevel`.
@MainActor
@Suite("Logging")
struct LoggingTests {
  /// One logged line.
  struct Line: Hashable, CustomStringConvertible {
    let level: LogLevel
    let message: String

    init(_ level: LogLevel, _ message: String) {
      self.level = level
      self.message = message
    }

    var description: String { "\(level): \(message)" }
  }

  /// A logger that keeps every line.
  final class TestLogger: NavigationLogger {
    var lines: [Line] = []

    func log(_ level: LogLevel, _ message: String) {
      lines.append(Line(level, message))
    }

    /// The lines at `level`.
    func lines(at level: LogLevel) -> [String] {
      lines.filter { $0.level == level }.map(\.message)
    }
  }

  /// The info line of an event.
  static func info(_ event: NavigationEvent<TestRoute>) -> Line {
    Line(.info, event.description)
  }

  /// The analytic line of a screen coming on top.
  static func screenView(_ entry: Entry<TestRoute>) -> Line {
    Line(.analytic, "screen_view \(entry.route) (\(entry.id))")
  }

  // MARK: A router's tree

  @Test func logsEachEventAndAScreenViewWhenTheTopScreenChanges() throws {
    let router = Router<TestRoute>(root: .home)
    let logger = TestLogger()
    let log = NavigationEventLog(router, to: logger)

    try router.push(.list, id: "list")
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try router.dismissChild()
    try router.pop()

    let home = router.root
    let list = Entry<TestRoute>(id: "list", route: .list)
    let settings = Entry<TestRoute>(id: "settings", route: .settings)
    #expect(
      logger.lines == [
        Self.info(.pushed([list], router: router.id)),
        Self.screenView(list),
        Self.info(
          .presented(settings, Presentation(style: .sheet), router: sheet.id, presenter: router.id)
        ),
        Self.screenView(settings),
        Self.info(.dismissed(router: sheet.id, screens: [settings])),
        Self.screenView(list),
        Self.info(.popped([list], router: router.id)),
        Self.screenView(home),
      ])
    log.cancel()
  }

  @Test func noScreenViewWhenTheTopScreenStays() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let logger = TestLogger()
    let log = NavigationEventLog(router, to: logger)

    try router.push(.detail(1), id: "under")
    try router.showModal(.profile, id: "toast", target: .deepest)
    try router.dismissAllModals(target: .deepest)
    try router.showAlert(title: "Hi", id: "hi", target: .deepest)
    try router.pop()

    #expect(logger.lines.count == 5)
    #expect(logger.lines.allSatisfy { $0.level == .info })
    #expect(logger.lines(at: .analytic).isEmpty)
    log.cancel()
  }

  @Test func oneCommandWithSeveralEventsLogsOneScreenView() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let logger = TestLogger()
    let log = NavigationEventLog(router, to: logger)

    try router.presentCover(.profile, id: "profile")

    #expect(logger.lines(at: .info).count == 2)
    #expect(logger.lines(at: .analytic) == ["screen_view profile (profile)"])
    log.cancel()
  }

  @Test func aLogOnAPresentedRouterFollowsTheWholeTree() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    let logger = TestLogger()
    let log = NavigationEventLog(sheet, to: logger)

    try sheet.push(.detail(4), id: "detail")

    #expect(
      logger.lines(at: .analytic) == [
        Self.screenView(Entry(id: "detail", route: .detail(4))).message
      ])
    log.cancel()
  }

  @Test(.timeLimit(.minutes(1)))
  func aMissedDeadlineIsAWarning() async throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute> { _ in true }
    renderer.attach(to: router.lane)
    router.lane.deadline = .milliseconds(1)
    let logger = TestLogger()
    let log = NavigationEventLog(router, to: logger)
    var iterator = router.events.makeAsyncIterator()

    try router.push(.list, id: "list")
    var missed: NavigationEvent<TestRoute>?
    while missed == nil, let event = await iterator.next(isolation: #isolation) {
      if case .deadlineMissed = event { missed = event }
    }

    let event = try #require(missed)
    let step = NavigationStep<TestRoute>.setPath(
      [Entry(id: "list", route: .list)], router: router.id)
    #expect(event == .deadlineMissed(step))
    #expect(logger.lines(at: .warning) == [event.description])
    #expect(logger.lines.last == Line(.warning, "deadline missed: \(step)"))
    #expect(logger.lines(at: .analytic).count == 1)
    log.cancel()
  }

  @Test func cancelStopsLogging() throws {
    let router = Router<TestRoute>(root: .home)
    let logger = TestLogger()
    let log = NavigationEventLog(router, to: logger)
    try router.push(.list)
    let logged = logger.lines

    log.cancel()
    try router.push(.detail(1))
    try router.presentSheet(.settings)
    log.cancel()

    #expect(logged.count == 2)
    #expect(logger.lines == logged)
  }

  @Test func releasingTheLogStopsLogging() throws {
    let router = Router<TestRoute>(root: .home)
    let logger = TestLogger()
    var log: NavigationEventLog<TestRoute>? = NavigationEventLog(router, to: logger)
    try router.push(.list)
    #expect(logger.lines.count == 2)

    log = nil
    try router.push(.detail(1))

    #expect(log == nil)
    #expect(logger.lines.count == 2)
  }

  // MARK: Tabs

  @Test func aTabLogFollowsTheSelectedTab() throws {
    let tabs = try TabRouter<String, TestRoute>(tabs: ["home", "search"]) { tab in
      tab == "home" ? .home : .list
    }
    let home = try #require(tabs["home"])
    let search = try #require(tabs["search"])
    let logger = TestLogger()
    let log = NavigationEventLog(tabs, to: logger)

    try tabs.select("search")
    try home.push(.detail(1), id: "behind")
    try tabs.push(.detail(2), id: "front")
    try tabs.select("home")

    #expect(
      logger.lines == [
        Self.info(.selectedTab(index: 1, name: "search")),
        Self.screenView(search.root),
        Self.info(.pushed([Entry(id: "behind", route: .detail(1))], router: home.id)),
        Self.info(.pushed([Entry(id: "front", route: .detail(2))], router: search.id)),
        Self.screenView(Entry(id: "front", route: .detail(2))),
        Self.info(.selectedTab(index: 0, name: "home")),
        Self.screenView(Entry(id: "behind", route: .detail(1))),
      ])
    log.cancel()
  }

  @Test func aTabLogSeesPresentationsInTheSelectedTab() throws {
    let tabs = try TabRouter<String, TestRoute>(tabs: ["home", "search"]) { _ in .home }
    let logger = TestLogger()
    let log = NavigationEventLog(tabs, to: logger)

    try tabs.presentSheet(.settings)
    let sheet = try #require(tabs.selectedRouter.child)
    try tabs.presentSheet(.profile, in: "search")

    #expect(logger.lines(at: .analytic) == [Self.screenView(sheet.root).message])
    #expect(logger.lines(at: .info).count == 2)
    log.cancel()
  }

  // MARK: Loggers and levels

  @Test func theStandardErrorLoggerFiltersBelowItsMinimumLevel() {
    let logger = StandardErrorLogger(minimumLevel: .warning)
    #expect(logger.minimumLevel == .warning)
    #expect(StandardErrorLogger().minimumLevel == .info)

    logger.log(.info, "dropped")
    logger.log(.severe, "kept")
    logger.minimumLevel = .severe
    #expect(logger.minimumLevel == .severe)

    let written = LogLevel.allLevels.filter { $0 >= LogLevel.warning }
    #expect(written == [.warning, .severe])
  }

  @Test func theStandardErrorLoggerWorksAsALogsLogger() throws {
    let router = Router<TestRoute>(root: .home)
    let log = NavigationEventLog(router, to: StandardErrorLogger(minimumLevel: .severe))

    try router.push(.list)

    #expect(router.path.count == 1)
    log.cancel()
  }

  @Test func logLevelsAreOrderedByImportance() {
    #expect(LogLevel.info < .analytic)
    #expect(LogLevel.analytic < .warning)
    #expect(LogLevel.warning < .severe)
    #expect(!(LogLevel.severe < .info))
    #expect(!(LogLevel.info < .info))
    #expect([LogLevel.severe, .info, .warning, .analytic].sorted() == LogLevel.allLevels)
    #expect(LogLevel.allLevels.map(\.description) == ["info", "analytic", "warning", "severe"])
  }
}

extension LogLevel {
  /// Every level, least important first.
  fileprivate static let allLevels: [LogLevel] = [.info, .analytic, .warning, .severe]
}
