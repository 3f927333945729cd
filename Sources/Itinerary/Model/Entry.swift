/// One screen in the navigation tree: a route, its identity, and how it arrived.
///
/// A router's root, each screen on its push stack and the root of each presentation are
/// entries. Entries are `Hashable` by value, so a `NavigationStack` can bind to a path of
/// entries; SwiftUI identity uses ``id``.
public struct Entry<Route: NavigationRoute>: Hashable, Sendable, Identifiable {
  /// The identity of this screen, unique in its tree.
  public let id: EntryID
  /// The screen's route.
  public var route: Route
  /// Everything else, `nil` when it is all defaults (see ``EntryDetails``).
  @usableFromInline var storedDetails: EntryDetails<Route>.Storage?

  /// The navigation transition the screen arrived with (a zoom), kept while it stays; not to
  /// be confused with ``inPlaceTransitions``, content shown over the screen in place.
  public var transition: ScreenTransition? {
    get { details.transition }
    set { details.transition = newValue }
  }
  /// Whether the screen animated in; the renderer shows it without animation when `false`.
  public var animates: Bool {
    get { details.animates }
    set { details.animates = newValue }
  }
  /// What showing an in-place transition on this screen does with the content below it.
  public var transitionBehavior: TransitionBehavior {
    get { details.transitionBehavior }
    set { details.transitionBehavior = newValue }
  }
  /// The in-place transitions shown on this screen, the last on top: content that replaces
  /// the screen's without a push or a presentation; see
  /// ``Router/showTransition(_:edge:allowsSwipeBack:id:onDismiss:target:)``.
  public var inPlaceTransitions: [TransitionEntry<Route>] {
    get { details.inPlaceTransitions }
    set { details.inPlaceTransitions = newValue }
  }

  /// Everything but the id and the route.
  var details: EntryDetails<Route> {
    get { storedDetails?.details ?? EntryDetails() }
    set { storedDetails = newValue.stored }
  }

  /// Creates an entry. Routers create entries for you; build one yourself when you write a
  /// navigation tree by hand, for example in a test.
  ///
  /// Inlinable for the stack verbs (`router.push_pop`, `lane.push_pop`, `navigator.push_pop`):
  /// every push makes one.
  @inlinable
  public init(
    id: EntryID, route: Route, transition: ScreenTransition? = nil, animates: Bool = true,
    transitionBehavior: TransitionBehavior = .keepPrevious,
    inPlaceTransitions: [TransitionEntry<Route>] = []
  ) {
    self.id = id
    self.route = route
    storedDetails =
      EntryDetails(
        transition: transition, animates: animates, transitionBehavior: transitionBehavior,
        inPlaceTransitions: inPlaceTransitions
      ).stored
  }

  /// Entries are equal when their ids, routes and details are.
  public static func == (lhs: Entry, rhs: Entry) -> Bool {
    lhs.id == rhs.id && lhs.route == rhs.route
      && (lhs.storedDetails === rhs.storedDetails || lhs.details == rhs.details)
  }

  /// Hashes the id, the route and the details, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(route)
    hasher.combine(details)
  }

  /// Whether this screen or in-place content on it has this id.
  func usesID(_ other: EntryID) -> Bool {
    id == other || inPlaceTransitions.contains { $0.id == other }
  }

  /// The ids of this screen and of the in-place transitions shown on it: what leaves when it leaves.
  var leavingIDs: [EntryID] {
    [id] + inPlaceTransitions.map { $0.id }
  }
}

extension Entry: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, route, transition, animates, transitionBehavior
    case inPlaceTransitions = "transitions"
  }

  /// Decodes an entry; the keys added after the first version (`animates`,
  /// `transitionBehavior`, `transitions`, which holds ``inPlaceTransitions``) take their defaults when missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(EntryID.self, forKey: .id),
      route: try container.decode(Route.self, forKey: .route),
      transition: try container.decodeIfPresent(ScreenTransition.self, forKey: .transition),
      animates: try container.decodeIfPresent(Bool.self, forKey: .animates) ?? true,
      transitionBehavior: try container.decodeIfPresent(
        TransitionBehavior.self, forKey: .transitionBehavior) ?? .keepPrevious,
      inPlaceTransitions: try container.decodeIfPresent(
        [TransitionEntry<Route>].self, forKey: .inPlaceTransitions) ?? [])
  }

  /// Encodes the entry under the keys ``init(from:)`` reads, each default written out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(route, forKey: .route)
    try container.encodeIfPresent(transition, forKey: .transition)
    try container.encode(animates, forKey: .animates)
    try container.encode(transitionBehavior, forKey: .transitionBehavior)
    try container.encode(inPlaceTransitions, forKey: .inPlaceTransitions)
  }
}
