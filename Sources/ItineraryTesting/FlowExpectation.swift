import Itinerary

/// One navigation change of a flow, as a test expects it with ``FlowHarness/expect(_:)`` and as
/// the harness reports the change that actually happened.
///
/// Changes name routes, not ids, so a test reads as the flow does:
///
/// ```swift
/// try await harness.expect(.push(.askName))
/// try await harness.expect(.present(.askAge, as: .fullScreenCover))
/// try await harness.expect(.dismiss(.askAge))
/// ```
public enum FlowExpectation<Route: NavigationRoute>: Hashable, Sendable, CustomStringConvertible {
  /// A screen was pushed.
  case push(Route)
  /// A screen was presented in this style; a sheet with the default options by default.
  case present(Route, as: PresentationStyle = .sheet)
  /// A pushed screen was popped. Several popped at once are reported one by one, top first.
  case pop(Route)
  /// The presentation whose first screen shows this route was dismissed, with every screen
  /// in it.
  case dismiss(Route)
  /// The top screen was swapped in place for this route.
  case replace(Route)
  /// The screen swapped to the module with this id.
  case swapModule(String)
  /// An alert with this title was shown, or queued behind the one showing.
  case alert(String)
  /// Any other change (queues, overlay modals, in-place transitions, an alert dismissed by
  /// code), by the description of its ``NavigationEvent``.
  case other(String)

  /// The change in words: `push askName`, `present askAge as cover`.
  public var description: String {
    switch self {
    case .push(let route): "push \(route)"
    case .present(let route, let style):
      "present \(route) as \(style.isSheet ? "sheet" : "cover")"
        + (style == .sheet || style == .fullScreenCover ? "" : " (\(style))")
    case .pop(let route): "pop \(route)"
    case .dismiss(let route): "dismiss \(route)"
    case .replace(let route): "replace the top screen with \(route)"
    case .swapModule(let id): "swap to module \(id)"
    case .alert(let title): "alert \(String(reflecting: title))"
    case .other(let event): event
    }
  }

  /// The changes an event of the tree reports; `moduleID` names the module on screen.
  // Inlinable for `explorer.paths`: called with every event of every path.
  @inlinable
  static func changes(for event: NavigationEvent<Route>, moduleID: String?) -> [Self] {
    switch event {
    case .pushed(let entries, _):
      entries.map { .push($0.route) }
    case .popped(let entries, _):
      entries.reversed().map { .pop($0.route) }
    case .presented(let entry, let presentation, _, _):
      [.present(entry.route, as: presentation.style)]
    case .dismissed(_, let screens):
      screens.first.map { [.dismiss($0.route)] } ?? []
    case .replaced(_, let inserted, _):
      inserted.last.map { [.replace($0.route)] } ?? [.other(event.description)]
    case .moduleSwapped:
      [.swapModule(moduleID ?? "?")]
    case .alertAdded(let alert, _, _):
      [.alert(alert.title)]
    case .deadlineMissed, .linkKept, .keptLinkRefused, .linkAnsweredStage:
      // Not changes of the tree: a missed deadline, a link kept for later or refused then,
      // a link taken as a stage's answer (the flow's next step is its change).
      []
    default:
      [.other(event.description)]
    }
  }

  /// The hierarchy `before` would become with this change, for showing beside the actual one;
  /// `nil` when the change cannot be applied to it.
  func applied(to before: NavigationHierarchy<Route>) -> NavigationHierarchy<Route>? {
    var tree = before
    let deepest = before.deepest.id
    let command: NavigationCommand<Route>
    switch self {
    case .push(let route):
      command = NavigationCommand(.stack(.push(Entry(id: "expected", route: route))))
    case .present(let route, let style):
      command = NavigationCommand(
        .present(
          Entry(id: "expected", route: route), Presentation(style: style),
          router: RouterID(rawValue: 0)))
    case .pop(let route):
      guard
        let level = before.levels.last(where: { $0.path.contains { $0.route == route } }),
        let entry = level.path.last(where: { $0.route == route })
      else { return nil }
      command = NavigationCommand(.dismissScreen(entry.id))
    case .dismiss(let route):
      guard let level = before.levels.dropFirst().last(where: { $0.root.route == route }) else {
        return nil
      }
      command = NavigationCommand(.dismissScreen(level.root.id))
    case .replace(let route):
      command = NavigationCommand(.stack(.replaceCurrent(route)))
    case .alert(let title):
      command = NavigationCommand(.alert(.show(AlertState(id: "expected", title: title))))
    case .swapModule, .other:
      return nil
    }
    guard (try? tree.apply(command, from: deepest)) != nil else { return nil }
    return tree
  }
}

extension FlowExpectation {
  /// The change as a Swift expression a test can paste: `.push(.askName)`,
  /// `.present(.askAge, as: .sheet)`; routes as a ``ScriptableRoute`` spells them, or by their
  /// description after a dot.
  var swiftExpression: String {
    switch self {
    case .push(let route): ".push(\(Self.expression(route)))"
    case .present(let route, let style):
      ".present(\(Self.expression(route)), as: \(Self.expression(style)))"
    case .pop(let route): ".pop(\(Self.expression(route)))"
    case .dismiss(let route): ".dismiss(\(Self.expression(route)))"
    case .replace(let route): ".replace(\(Self.expression(route)))"
    case .swapModule(let id): ".swapModule(\(String(reflecting: id)))"
    case .alert(let title): ".alert(\(String(reflecting: title)))"
    case .other(let event): ".other(\(String(reflecting: event)))"
    }
  }

  /// The route as a ``ScriptableRoute`` spells it, or its description after a dot.
  private static func expression(_ route: Route) -> String {
    (route as? any ScriptableRoute)?.swiftExpression ?? ".\(route)"
  }

  private static func expression(_ style: PresentationStyle) -> String {
    if style == .sheet { return ".sheet" }
    if style == .fullScreenCover { return ".fullScreenCover" }
    return ".\(style)"
  }
}
