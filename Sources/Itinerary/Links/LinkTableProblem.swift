/// Something wrong with a link table that a person wants to know before a link goes astray.
///
/// ``LinkTableCheck`` finds them; print one for a clear sentence:
///
/// ```
/// "/a/:y" matches the same links as "/a/:x", so only one of them can win
/// "/a/b" never wins: "/a/*", tried before it, matches every link it matches
/// host "1.2.3.4" opens no link: its host "1.2.3.4" is an IP address, or one to browsers, …
/// ```
public enum LinkTableProblem: Hashable, Sendable, CustomStringConvertible {
  /// The second pattern matches exactly the links the first matches, as `/a/:x` and `/a/:y`
  /// do, so one of them always wins over the other: the first added when they have the same
  /// shape.
  case duplicate(LinkPattern, of: LinkPattern)
  /// In first-match order, the first pattern never wins: the second, tried before it, matches
  /// every link it matches and has no validator that could refuse.
  case shadowed(LinkPattern, by: LinkPattern)
  /// A ``LinkTable``'s host that is not a plain domain name, with what is wrong with it: the
  /// table refuses every link from it (see ``LinkFlaw``).
  case host(String, LinkFlaw)

  /// A sentence naming both patterns, or the host.
  public var description: String {
    switch self {
    case .duplicate(let pattern, let first):
      "\"\(pattern)\" matches the same links as \"\(first)\", so only one of them can win"
    case .shadowed(let pattern, let winner):
      "\"\(pattern)\" never wins: \"\(winner)\", tried before it, matches every link it matches"
    case .host(let host, let flaw):
      "host \"\(host)\" opens no link: \(flaw)"
    }
  }
}
