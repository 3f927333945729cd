/// Why a saved navigation tree was refused. A refused restoration changes nothing: the tree,
/// the id counter and the events are as they were.
///
/// Every case says what is wrong and, where it can, where: a tab, a column, a module, a
/// level, a field of the data.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is larger than ``RestorationLimits/maxBytes``: it is refused before decoding.
  case tooLarge(bytes: Int, limit: Int)
  /// The data is not a snapshot: not JSON, a field missing or of the wrong type, or a value
  /// that breaks a rule of its type. The message names the field and the rule.
  case corrupt(String)
  /// The snapshot's format version is one this version of Itinerary does not read, even after
  /// the migration hook ran.
  case unsupportedVersion(Int, supported: Int)
  /// The tree holds more entries than ``RestorationLimits/maxEntries``.
  case tooManyEntries(Int, limit: Int)
  /// A hierarchy holds more levels than ``RestorationLimits/maxDepth``.
  case tooDeep(hierarchy: String, levels: Int, limit: Int)
  /// The tree breaks a rule every tree keeps: an id used twice, a presentation on a root
  /// router, a bare router with pushed screens, no hierarchy at all.
  case invalidTree(String)
  /// The tree is sound but is not one this owner can take: other tabs, or another root router
  /// than the owner's, whose identity is fixed when it is created; or a node where no router
  /// builds one and no view draws it, such as a sheet presenting modules, tabs directly inside
  /// a tab, or a split view with a content column. The message names the place.
  case doesNotFit(String)
  /// A generated id or a router id is above ``EntryID/largestGenerated``.
  case idOutOfRange(String)
  /// The tree holds a value JSON cannot write, such as a detent fraction that is not a number.
  case unencodable(String)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "The saved navigation is \(bytes) bytes; at most \(limit) are read."
    case .corrupt(let problem):
      "The saved navigation is corrupt: \(problem)"
    case .unsupportedVersion(let version, let supported):
      "The saved navigation has format version \(version); this version reads \(supported)."
    case .tooManyEntries(let count, let limit):
      "The saved navigation holds \(count) entries; at most \(limit) are restored."
    case .tooDeep(let hierarchy, let levels, let limit):
      "\(hierarchy) has \(levels) levels; at most \(limit) are restored."
    case .invalidTree(let problem):
      "The saved navigation is not a valid tree: \(problem)."
    case .doesNotFit(let problem):
      "The saved navigation does not fit this router: \(problem)."
    case .idOutOfRange(let id):
      "Id \(id) is too large: a restored id must be at most \(EntryID.largestGenerated)."
    case .unencodable(let problem):
      "The navigation cannot be saved: \(problem)"
    }
  }
}

extension RestorationError {
  /// The refusal for data a decoder rejected, naming the field where it stopped.
  init(_ error: DecodingError) {
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case .dataCorrupted(let context): (context, "")
      case .keyNotFound(let key, let context): (context, "missing key \(key.stringValue): ")
      case .typeMismatch(let type, let context): (context, "expected \(type): ")
      case .valueNotFound(let type, let context): (context, "expected \(type): ")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "")
      }
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    let place = path.isEmpty ? "" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): "
    self = .corrupt(place + what + context.debugDescription)
  }
}
