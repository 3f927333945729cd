/// The identity of one router in a navigation tree.
///
/// Every router, the root of a stack and each one created for a presentation, has an id that
/// is unique in its tree. Events and errors name routers by id.
public struct RouterID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The number the tree gave this router.
  public let rawValue: UInt64

  /// Creates an id from the number a tree gave a router, for example when decoding a tree.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `r12`.
  public var description: String { "r\(rawValue)" }
}

extension RouterID {
  /// The shape of the encoded id, which the synthesised encoding writes.
  private struct Wire: Decodable {
    let rawValue: UInt64
  }

  /// Decodes an id, refusing a number above ``EntryID/largestGenerated`` with
  /// `DecodingError.dataCorrupted`: routers and screens share one id counter.
  public init(from decoder: any Decoder) throws {
    let value = try Wire(from: decoder).rawValue
    guard value <= EntryID.largestGenerated else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "Router id r\(value) is above the ceiling \(EntryID.largestGenerated)"))
    }
    rawValue = value
  }
}
