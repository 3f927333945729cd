import Itinerary

/// Every id in use in a hierarchy, of every kind, each with the place that uses it: screens,
/// the in-place content shown on them, overlay modals, alerts, queued screens and queued
/// content.
///
/// Written from the documentation of `NavigationHierarchy.contains(_:)`, independently of the
/// core's own `allIDs`, so that the two can be compared.
struct IDCensus<Route: NavigationRoute> {
  /// What uses an id.
  enum Kind: Hashable, CaseIterable {
    case screen, content, modal, alert, queuedScreen, queuedContent
  }

  struct Use {
    var id: EntryID
    var kind: Kind
    var place: String
  }

  private(set) var uses: [Use] = []
  /// Every id in use.
  private(set) var ids = Set<EntryID>()
  /// The ids of the queued screens.
  private(set) var queuedScreenIDs = Set<EntryID>()

  /// Counts the ids of each hierarchy, naming each place after its hierarchy's name.
  init(_ hierarchies: [(name: String, hierarchy: NavigationHierarchy<Route>)]) {
    for (name, hierarchy) in hierarchies { add(hierarchy, name: name) }
    ids = Set(uses.map(\.id))
    queuedScreenIDs = Set(uses.filter { $0.kind == .queuedScreen }.map(\.id))
  }

  init(_ hierarchy: NavigationHierarchy<Route>, name: String) {
    self.init([(name, hierarchy)])
  }

  /// The census of several parts of one tree, taken apart.
  init(merging parts: [IDCensus]) {
    for part in parts {
      uses += part.uses
      ids.formUnion(part.ids)
      queuedScreenIDs.formUnion(part.queuedScreenIDs)
    }
  }

  private mutating func add(_ hierarchy: NavigationHierarchy<Route>, name: String) {
    for (number, level) in hierarchy.levels.enumerated() {
      let at = "\(name) level \(number)"
      for (index, entry) in level.entries.enumerated() {
        uses.append(Use(id: entry.id, kind: .screen, place: "\(at) screen \(index)"))
        for (layer, content) in entry.inPlaceTransitions.enumerated() {
          uses.append(
            Use(id: content.id, kind: .content, place: "\(at) screen \(index) content \(layer)"))
        }
      }
      for (index, modal) in level.modals.enumerated() {
        uses.append(Use(id: modal.id, kind: .modal, place: "\(at) modal \(index)"))
      }
      for (index, alert) in level.alerts.enumerated() {
        uses.append(Use(id: alert.id, kind: .alert, place: "\(at) alert \(index)"))
      }
      for (index, request) in level.screenQueue.enumerated() {
        uses.append(
          Use(id: request.entry.id, kind: .queuedScreen, place: "\(at) screen queue \(index)"))
      }
      for (index, content) in level.transitionQueue.enumerated() {
        uses.append(
          Use(id: content.id, kind: .queuedContent, place: "\(at) content queue \(index)"))
      }
    }
  }

  /// One failure per id used at more than one place.
  var repeats: [String] {
    guard ids.count != uses.count else { return [] }
    var places: [EntryID: [String]] = [:]
    var order: [EntryID] = []
    for use in uses {
      if places[use.id] == nil { order.append(use.id) }
      places[use.id, default: []].append(use.place)
    }
    return order.compactMap { id in
      guard let at = places[id], at.count > 1 else { return nil }
      return "entry id \(id) appears at " + at.joined(separator: " and at ")
    }
  }
}
