import Itinerary

/// What a random command must do.
enum Expectation {
  /// Apply and leave each root's hierarchy as its model, in the order of the run's roots, and
  /// this tab selected (`nil` in a split tree).
  case applies([HierarchyModel], selectedTab: RandomTab?)
  /// Apply; no model says how.
  case appliesSomehow
  /// Be refused with an error `accepts` takes; `expected` describes it for failure messages.
  case refused(expected: String, accepts: (NavigationError) -> Bool)
  /// Apply or be refused, whichever.
  case either

  /// Be refused with exactly this error.
  static func refusing(_ error: NavigationError) -> Expectation {
    .refused(expected: "\"\(error)\"") { $0 == error }
  }

  /// Be refused with a duplicate-id error naming one of `ids`.
  static func refusingDuplicate(of ids: [EntryID]) -> Expectation {
    if ids.count == 1 { return .refusing(.duplicateEntry(ids[0])) }
    return .refused(expected: "a duplicate id among \(ids)") { error in
      if case .duplicateEntry(let id) = error { return ids.contains(id) }
      return false
    }
  }

  /// Be refused, with any error.
  static var refusedSomehow: Expectation {
    .refused(expected: "it to be refused") { _ in true }
  }

  /// Whether a command that threw `error` did what this expects.
  func accepts(_ error: NavigationError) -> Bool {
    switch self {
    case .refused(_, let accepts): accepts(error)
    case .either: true
    case .applies, .appliesSomehow: false
    }
  }

  /// The description of what a refusal was expected to be, or `nil` when it must apply.
  var refusal: String? {
    switch self {
    case .refused(let expected, _): expected
    case .applies, .appliesSomehow, .either: nil
    }
  }
}

/// One random command, ready to run: what it is, and what it must do.
struct RandomStep {
  /// Describes the command and the router it was issued on, for failure messages. It must not
  /// hold a router: the run keeps the last labels.
  var label: () -> String
  /// Which root it acts on, for the counts; `nil` for the whole tree.
  var root: Int?
  var expectation: Expectation
  /// Whether the command is a batch, whose events may cancel out and leave the tree as it was.
  var isBatch = false
  /// Issues the command.
  var run: @MainActor () throws(NavigationError) -> Void
  /// Checks particular to the command, once it ran, given the error it threw.
  var verify: (@MainActor (NavigationError?) -> [String])?
}
