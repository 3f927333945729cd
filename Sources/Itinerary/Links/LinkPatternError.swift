/// Why a string is not a ``LinkPattern``: what is wrong, and where.
///
/// The description names the pattern, the character offset (counted from 0) and the problem,
/// so a person can fix a link table from the message alone:
///
/// ```
/// link pattern "/a/*/b", offset 3: "*" must be the last segment
/// ```
public struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What can be wrong with a pattern.
  public enum Reason: Hashable, Sendable {
    /// A `*` segment is followed by more segments.
    case wildcardNotLast
    /// A `*` shares its segment with other characters, as in `a*`.
    case wildcardInsideSegment
    /// A `:` has no name after it.
    case emptyParameterName
    /// A parameter's name has a character other than ASCII letters and digits, or does not
    /// start with a letter.
    case invalidParameterName(String)
    /// Two parameters, in the path or the query, have this name.
    case duplicateParameter(String)
    /// Characters follow the `?` that makes a parameter optional, in the same segment.
    case textAfterOptional(String)
    /// A `.` or `..` segment: patterns are resolved already.
    case dotSegment
    /// A `?` starts a query with no items.
    case emptyQuery
    /// A second `?`, inside the query.
    case questionMarkInQuery
    /// A query item is not `name=:parameter` or `name=:parameter?`.
    case queryItemNotParameter(String)
    /// More path segments than ``LinkPattern/maximumSegments``.
    case tooManySegments
    /// More optional parameters than ``LinkPattern/maximumOptionals``.
    case tooManyOptionals
  }

  /// The pattern as it was written.
  public var pattern: String
  /// The offset, in characters from 0, of the character where the problem starts.
  public var offset: Int
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - offset: The offset in characters of the problem.
  ///   - reason: What is wrong.
  public init(pattern: String, offset: Int, reason: Reason) {
    self.pattern = pattern
    self.offset = offset
    self.reason = reason
  }

  /// `link pattern "…", offset N: problem`.
  public var description: String {
    "link pattern \"\(pattern)\", offset \(offset): \(problem)"
  }

  private var problem: String {
    switch reason {
    case .wildcardNotLast: "\"*\" must be the last segment"
    case .wildcardInsideSegment: "\"*\" must be a whole segment"
    case .emptyParameterName: "\":\" needs a parameter name after it"
    case .invalidParameterName(let name):
      "parameter name \"\(name)\" must be ASCII letters and digits, starting with a letter"
    case .duplicateParameter(let name): "a second parameter named \"\(name)\""
    case .textAfterOptional(let text):
      "\"\(text)\" follows an optional parameter's \"?\"; end the segment with \"/\""
    case .dotSegment: "\".\" and \"..\" are not allowed in a pattern"
    case .emptyQuery: "\"?\" starts a query with no items"
    case .questionMarkInQuery: "a second \"?\", inside the query"
    case .queryItemNotParameter(let item):
      "query item \"\(item)\" must read name=:parameter or name=:parameter?"
    case .tooManySegments: "more than \(LinkPattern.maximumSegments) segments"
    case .tooManyOptionals: "more than \(LinkPattern.maximumOptionals) optional parameters"
    }
  }
}
