/// The place a link opens, for the whole tree: the module, the tabs and columns down to a
/// stack (a tab, then a column of the split view that tab holds), the stack on its root, and
/// the sheets and covers on top, each with its own stack.
///
/// A ``LinkTable`` resolves a link to one, purely; ``Router/open(_:in:)`` and the other
/// owners' `open` then put the tree in that shape as one change. Compare destinations in
/// tests, print one for a line per level:
///
/// ```swift
/// try links.destination(for: "myapp://users/42/posts/7?sheet=settings")
/// // LinkDestination(hierarchy: "home", stack: [.users, .user(42), .post(7)],
/// //                 presented: [.init(route: .settings, style: .sheet)])
/// ```
public struct LinkDestination<Route: NavigationRoute>: Hashable, Sendable {
  /// A sheet or cover the link presents, and the screens it pushes on it.
  public struct Presented: Hashable, Sendable {
    /// The presented screen: the root of its router.
    public var route: Route
    /// Sheet or full-screen cover.
    public var style: PresentationStyle
    /// The screens pushed on it, bottom first.
    public var stack: [Route]

    /// Creates a presented level.
    public init(route: Route, style: PresentationStyle, stack: [Route] = []) {
      self.route = route
      self.style = style
      self.stack = stack
    }
  }

  /// The module to show, by id; `nil` keeps the module on screen.
  public var module: String?
  /// The tabs and columns to show, by name, outermost first: `["inbox", "sidebar"]` selects
  /// the inbox tab and opens in the sidebar of the split view it holds. Each name is looked
  /// for from where the one before led, down what is on screen; where the names end, the
  /// selected tab and the detail column are kept.
  public var hierarchies: [String]
  /// The screens pushed on the hierarchy's root, bottom first.
  public var stack: [Route]
  /// The sheets and covers on top, the first presented from the stack.
  public var presented: [Presented]

  /// The one tab or column to show, by name, for a tree whose tabs do not nest: the last of
  /// ``hierarchies``. Setting it replaces that last one, or adds it; `nil` removes it.
  public var hierarchy: String? {
    get { hierarchies.last }
    set {
      switch (newValue, hierarchies.isEmpty) {
      case (let name?, true): hierarchies = [name]
      case (let name?, false): hierarchies[hierarchies.count - 1] = name
      case (nil, true): break
      case (nil, false): hierarchies.removeLast()
      }
    }
  }

  /// Creates a destination that names at most one tab or column.
  public init(
    module: String? = nil, hierarchy: String? = nil, stack: [Route] = [],
    presented: [Presented] = []
  ) {
    self.init(
      module: module, hierarchies: hierarchy.map { [$0] } ?? [], stack: stack,
      presented: presented)
  }

  /// Creates a destination that names tabs and columns nested in one another, outermost
  /// first.
  public init(
    module: String? = nil, hierarchies: [String], stack: [Route] = [],
    presented: [Presented] = []
  ) {
    self.module = module
    self.hierarchies = hierarchies
    self.stack = stack
    self.presented = presented
  }

  /// Joins parts, in order, into a destination.
  ///
  /// - Parameters:
  ///   - parts: Parts as a link table's rows give them.
  ///   - link: The link they came from, for the error.
  /// - Throws: ``LinkError/partOutOfOrder(link:part:after:)`` for a module after anything,
  ///   or a tab after a push or a presentation. A tab after a tab names a tab or column
  ///   inside the first.
  public init(parts: [LinkPart<Route>], link: String = "") throws(LinkError) {
    self.init()
    var previous: LinkPart<Route>?
    for part in parts {
      switch part {
      case .module(let id):
        guard previous == nil else { throw Self.outOfOrder(part, after: previous, link) }
        module = id
      case .hierarchy(let name):
        guard stack.isEmpty, presented.isEmpty else {
          throw Self.outOfOrder(part, after: previous, link)
        }
        hierarchies.append(name)
      case .push(let route):
        if presented.isEmpty {
          stack.append(route)
        } else {
          presented[presented.count - 1].stack.append(route)
        }
      case .present(let route, let style):
        presented.append(Presented(route: route, style: style))
      }
      previous = part
    }
  }

  /// The screen on top of the place: the last screen of the last presentation, else of the
  /// stack; `nil` for a hierarchy's root with nothing on it. What a flow's stage that a link
  /// answers looks at (``FlowContext/push(_:returning:answered:leaving:orLink:)``).
  public var topRoute: Route? {
    guard let level = presented.last else { return stack.last }
    return level.stack.last ?? level.route
  }

  /// The parts that build this destination, in order: ``init(parts:link:)`` gives it back.
  public var parts: [LinkPart<Route>] {
    var parts: [LinkPart<Route>] = []
    if let module { parts.append(.module(module)) }
    parts += hierarchies.map { .hierarchy($0) }
    parts += stack.map { .push($0) }
    for level in presented {
      parts.append(.present(level.route, level.style))
      parts += level.stack.map { .push($0) }
    }
    return parts
  }

  private static func outOfOrder(
    _ part: LinkPart<Route>, after previous: LinkPart<Route>?, _ link: String
  ) -> LinkError {
    .partOutOfOrder(link: link, part: part.description, after: previous?.description ?? "")
  }
}

extension LinkDestination: CustomStringConvertible {
  /// The parts, joined: `tab home › push users › push user(42) › sheet settings`; `root` for
  /// the root with nothing on it.
  public var description: String {
    parts.isEmpty ? "root" : parts.map(\.description).joined(separator: " › ")
  }
}

extension LinkDestination.Presented: Codable where Route: Codable {}

/// Encodes as its module, tabs and columns, stack and presentations: a flow that took a link
/// (``FlowContext/awaitLink()``) can be saved in a ``FlowSnapshot``. One tab or column is
/// written as `hierarchy`, as before tabs nested, so that an app still on an earlier version
/// reads it; nested ones as `hierarchies`.
extension LinkDestination: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case module, hierarchies, hierarchy, stack, presented
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hierarchies =
      try container.decodeIfPresent([String].self, forKey: .hierarchies)
      ?? container.decodeIfPresent(String.self, forKey: .hierarchy).map { [$0] } ?? []
    self.init(
      module: try container.decodeIfPresent(String.self, forKey: .module),
      hierarchies: hierarchies,
      stack: try container.decode([Route].self, forKey: .stack),
      presented: try container.decode([Presented].self, forKey: .presented))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(module, forKey: .module)
    if hierarchies.count > 1 {
      try container.encode(hierarchies, forKey: .hierarchies)
    } else {
      try container.encodeIfPresent(hierarchies.first, forKey: .hierarchy)
    }
    try container.encode(stack, forKey: .stack)
    try container.encode(presented, forKey: .presented)
  }
}
