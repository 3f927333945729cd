import Itinerary

/// Counts the calls of every `onDismiss` action a random run hands to the core, and checks
/// after each command that each one ran exactly when its owner left.
///
/// Each action is a token. A command that shows screens, modals or in-place content makes
/// one token per action before it runs; once a verb applied, `registered` learns the id each
/// token's owner got. After the command, `endCommand` follows every owner: still in use in
/// the tree (`hierarchy.contains`), the action has not run; gone, it ran exactly once, or, for
/// a queued screen dropped before it showed, never. A refused command registers nothing: its
/// tokens must never run.
@MainActor
final class DismissLedger {
  /// Where a token's owner is.
  enum State: String {
    /// Made for a command that has not finished.
    case pending
    /// On screen: a screen, in-place content or a modal. The action has not run.
    case live
    /// In a screen queue. The action has not run.
    case queued
    /// Gone after it showed: the action ran once.
    case left
    /// Dropped from its queue before it showed: the action never runs.
    case discarded
    /// Gone from a queue in a command that also reused its id: ran once or never.
    case leftOrDiscarded
    /// Its command was refused: the action never runs.
    case refused
  }

  /// One `onDismiss` action.
  struct Record {
    var id: EntryID?
    var count = 0
    var state = State.pending
    /// The command that made it, for failure messages.
    let origin: String

    /// Whether `count` is what the state allows.
    var isSound: Bool {
      switch state {
      case .left: count == 1
      case .leftOrDiscarded: count <= 1
      case .pending, .live, .queued, .discarded, .refused: count == 0
      }
    }
  }

  /// What a verb shows with an action: its token, the id the caller chose, and whether it
  /// joins a queue.
  struct Registration {
    var token: Int
    var chosen: EntryID?
    var queued = false
  }

  private(set) var records: [Record] = []
  /// The token whose owner uses each id, while it is live or queued.
  private var holders: [EntryID: Int] = [:]
  /// The tokens whose action ran during the current command.
  private var touched: Set<Int> = []
  /// The tokens made for the current command, and those registered, in order.
  private var commandTokens: [Int] = []
  private var registeredNow: [(token: Int, id: EntryID, queued: Bool)] = []
  private var failures: [String] = []

  /// Some ids whose owners left, the latest last, to reuse as chosen ids.
  private(set) var retiredIDs: [EntryID] = []

  /// How many actions ran, how many were dropped unrun with their queue, how many refused.
  private(set) var ranCount = 0
  private(set) var discardedCount = 0
  private(set) var refusedCount = 0

  /// Starts a command: tokens made from now on belong to it.
  func beginCommand() {
    commandTokens.removeAll()
    registeredNow.removeAll()
    touched.removeAll()
    failures.removeAll()
  }

  /// A new token for the current command, made by `origin`.
  func makeToken(origin: String) -> Int {
    records.append(Record(origin: origin))
    commandTokens.append(records.count - 1)
    return records.count - 1
  }

  /// The `onDismiss` action of a token: it counts its calls.
  func action(_ token: Int) -> @MainActor () -> Void {
    { [weak self] in
      guard let self else { return }
      self.records[token].count += 1
      self.touched.insert(token)
      self.ranCount += 1
    }
  }

  /// A verb with these registrations applied; `new` is every id in use now that was not
  /// before it. A chosen id is the token's; the generated ones go to the other tokens in
  /// the order they were made, which is their numbers' order.
  func registered(_ registrations: [Registration], new: Set<EntryID>) {
    // A chosen id may look generated: one in use, or one that left, picked again.
    let chosen = Set(registrations.compactMap(\.chosen))
    var generated = new.subtracting(chosen).compactMap { id -> (Int, EntryID)? in
      guard id.description.hasPrefix("#"), let number = Int(id.description.dropFirst()) else {
        return nil
      }
      return (number, id)
    }.sorted { $0.0 < $1.0 }.map(\.1)
    let wanted = registrations.filter { $0.chosen == nil }.count
    if generated.count != wanted {
      failures.append(
        "expected \(wanted) new generated ids for the onDismiss actions, found "
          + "\(generated.map(\.description))")
      return
    }
    for registration in registrations {
      let id = registration.chosen ?? generated.removeFirst()
      records[registration.token].id = id
      registeredNow.append((registration.token, id, registration.queued))
    }
  }

  /// Ends the command: follows every owner to where it is now and checks every count.
  ///
  /// - Parameters:
  ///   - applied: Whether the command applied; a refused one registered nothing.
  ///   - silent: Whether the command emitted no event, so that it changed nothing.
  ///   - census: Every id in use in the tree now.
  ///   - shown: The ids the command's events showed: pushed, presented, or shown in place
  ///     or as modals.
  ///   - unqueued: The ids the command's events dropped from a queue.
  func endCommand(
    applied: Bool, silent: Bool = false, census: IDCensus<TestRoute>, shown: Set<EntryID>,
    unqueued: Set<EntryID>
  ) -> [String] {
    var checked = touched.union(commandTokens)
    if !applied {
      for token in commandTokens {
        records[token].state = .refused
        refusedCount += 1
      }
    } else {
      for (token, id, queued) in registeredNow {
        if let old = holders[id], old != token {
          // The command freed the id and reused it: the old owner left within it.
          let wasQueued = records[old].state == .queued
          records[old].state = wasQueued ? .leftOrDiscarded : .left
          checked.insert(old)
        }
        holders[id] = token
        records[token].state = queued ? .queued : .live
      }
      for token in commandTokens where records[token].state == .pending {
        failures.append("\(describe(token)): applied, yet its action was never registered")
      }
    }
    let inUse = census.ids
    let queuedIDs = census.queuedScreenIDs
    let registered = Set(registeredNow.map(\.token))
    // A command without events changed nothing: every owner is where it was.
    let moved = applied && (!registeredNow.isEmpty || !silent)
    for (id, token) in moved ? holders : [:] {
      let state = records[token].state
      let reshown = state == .live && !registered.contains(token) && shown.contains(id)
      let dropped = state == .queued && unqueued.contains(id)
      if !inUse.contains(id) || reshown || dropped {
        // Gone, or something new took the id its owner left.
        holders[id] = nil
        checked.insert(token)
        leave(token, id: id, shown: shown, unqueued: unqueued)
      } else if queuedIDs.contains(id) {
        if records[token].state == .live {
          failures.append("\(describe(token)): went back from the screen to a queue")
        }
      } else {
        records[token].state = .live
      }
    }
    for token in checked.sorted() where !records[token].isSound {
      failures.append(
        "\(describe(token)): its onDismiss ran \(records[token].count) times, yet it is "
          + records[token].state.rawValue)
    }
    return failures
  }

  /// The owner of `token` is gone: from the screen, it left; from a queue, it was dropped if
  /// an `unqueued` event says so, else it left if the command showed it.
  ///
  /// An owner whose id is in use after a command that showed something under that id, or
  /// dropped it from its queue, is gone too: the one using the id now is another.
  private func leave(_ token: Int, id: EntryID, shown: Set<EntryID>, unqueued: Set<EntryID>) {
    retiredIDs.append(id)
    if retiredIDs.count > 32 { retiredIDs.removeFirst() }
    guard records[token].state == .queued else {
      records[token].state = .left
      return
    }
    if !unqueued.contains(id), shown.contains(id) {
      records[token].state = .left
      return
    }
    records[token].state = .discarded
    discardedCount += 1
    if !unqueued.contains(id) {
      failures.append("\(describe(token)): left its queue without an unqueued event")
    }
  }

  /// The ids these events showed: pushed, presented, shown in place or as modals. A replaced
  /// screen keeps its id, so a `replaced` event shows nothing new by it.
  static func shownIDs(in events: [NavigationEvent<TestRoute>]) -> Set<EntryID> {
    var ids = Set<EntryID>()
    for event in events {
      switch event {
      case .pushed(let entries, _): ids.formUnion(entries.map(\.id))
      case .presented(let entry, _, _, _): ids.insert(entry.id)
      case .modalsShown(let modals, _): ids.formUnion(modals.map(\.id))
      case .transitionsShown(let entries, _, _): ids.formUnion(entries.map(\.id))
      default: break
      }
    }
    return ids
  }

  private func describe(_ token: Int) -> String {
    let record = records[token]
    let id = record.id.map { "\($0)" } ?? "no id"
    return "onDismiss of \(id) (token \(token), from \(record.origin))"
  }
}
