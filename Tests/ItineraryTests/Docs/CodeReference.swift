/// A name that a migration table's code voice mentions, as the check reads it.
///
/// The rule, for each code span of a cell (between single backticks, or a DocC symbol link
/// between double ones):
///
/// - A capitalized identifier is a type: `LinkPattern`, `PathRouter { … }`. Called, it is an
///   initializer with the call's argument labels: `Router<AppRoute>(root: .home)` is
///   `Router.init(root:)`.
/// - `value.member` and `Type.member` name a member of the value's type, which the page gives in
///   its "In the examples" sentence, with the labels of the call when there is one:
///   `router.push(.detail(id: "1"))` is `Router.push(_:)`. Only the first member of a chain is
///   read, as the types of the later ones are not written down.
/// - `.member` without a value before it, and `member(label:)`, name a member of a type the text
///   does not say: `.sheet(SheetOptions(...))`, `.opensLinks(in:with:)`, `value(_:as:)`.
/// - A value that is bound in the span itself (`{ route in … }`, `let answer = …`) is not read;
///   one that is neither bound nor given a type by the page is a problem of its own.
///
/// A call whose arguments are elided (`SheetOptions(...)`) is checked by name only. String
/// literals and key paths (`\.route`) are skipped, and so is a span that is a command line
/// (`swift run itinerary …`) rather than Swift.
enum CodeReference: Hashable {
  /// A type: `LinkPattern`.
  case type(String)
  /// A member of a known type, with the labels of the call that reaches it, if any.
  case member(String, of: String, labels: [String]?)
  /// A member of a type the text does not write: `.sheet(…)`, `value(_:as:)`.
  case implicitMember(String, labels: [String]?)
  /// A member of a value the page never introduces: `match.path` on a page that never says
  /// what `match` is.
  case untypedReceiver(String, member: String)

  /// The references in a table cell.
  ///
  /// - Parameters:
  ///   - cell: The cell's Markdown.
  ///   - exampleTypes: The type of each example value the page introduces, by its name.
  static func all(in cell: String, exampleTypes: [String: String]) -> [CodeReference] {
    cell.matches(of: /``([^`]+)``|`([^`]+)`/).flatMap { match in
      if let symbolLink = match.output.1 {
        return [symbol(String(symbolLink))]
      }
      let code = String(match.output.2 ?? "")
      guard !code.hasPrefix("swift ") && !code.hasPrefix("xcrun ") else { return [] }
      return CodeSpan(SwiftTokens(code).tokens, exampleTypes: exampleTypes).references
    }
  }

  /// A DocC symbol link: ``Type`` or ``Type/member(label:)``.
  private static func symbol(_ link: String) -> CodeReference {
    let path = link.split(separator: "/").map(String.init)
    guard path.count == 2 else { return .type(path[0]) }
    let member = path[1]
    guard let open = member.firstIndex(of: "(") else {
      return .member(member, of: path[0], labels: nil)
    }
    let labels = member[member.index(after: open)...].split(separator: ":").map(String.init)
      .filter { $0 != ")" }
    return .member(String(member[..<open]), of: path[0], labels: labels)
  }
}
