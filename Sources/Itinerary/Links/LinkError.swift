/// Why a link opens nothing, or why no link leads to a place: a typed refusal that changes
/// nothing.
///
/// Print one for a sentence that names the link and what is wrong with it:
///
/// ```
/// link "https://evil.example/users/1": host "evil.example" is not one of the app's hosts
/// ```
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// URL parsers could read the link as coming from different hosts: see ``LinkFlaw``.
  case malformed(link: String, flaw: LinkFlaw)
  /// The link's scheme is neither one of the table's custom schemes nor `https` with one of
  /// its hosts.
  case unsupportedScheme(link: String, scheme: String)
  /// An `https` link from a host that is not one of the table's hosts.
  case foreignHost(link: String, host: String)
  /// No row matches the whole path, or every row that does refuses it.
  case unknownLink(String)
  /// A row's part comes where it cannot: a tab after a push, a module after a tab.
  case partOutOfOrder(link: String, part: String, after: String)
  /// The tree has no tab or column with this name.
  case unknownHierarchy(String)
  /// The link names a module, and the tree is not a ``ModuleRouter``'s.
  case noModules(String)
  /// The tree refused the change; nothing of it was applied.
  case refused(NavigationError)
  /// No row of the table builds a link that opens this place.
  case noLink(String)
  /// A path parameter's value is empty, and an empty segment vanishes from a link.
  case emptySegment(parameter: String, pattern: String)

  /// A sentence naming the link and what is wrong.
  public var description: String {
    switch self {
    case .malformed(let link, let flaw):
      "link \(link.debugDescription) is refused: \(flaw)"
    case .unsupportedScheme(let link, let scheme):
      "link \"\(link)\": scheme \"\(scheme)\" is not one of the app's schemes"
    case .foreignHost(let link, let host):
      "link \"\(link)\": host \"\(host)\" is not one of the app's hosts"
    case .unknownLink(let link):
      "link \"\(link)\": no row of the link table opens it"
    case .partOutOfOrder(let link, let part, let after):
      "link \"\(link)\": \"\(part)\" cannot come after \"\(after)\""
    case .unknownHierarchy(let name):
      "the tree has no tab or column \"\(name)\""
    case .noModules(let id):
      "the link shows module \"\(id)\", and the tree has no modules"
    case .refused(let error):
      "the tree refused the link: \(error)"
    case .noLink(let place):
      "no link of the table opens \(place)"
    case .emptySegment(let parameter, let pattern):
      "pattern \"\(pattern)\": parameter \"\(parameter)\" is empty, and an empty segment "
        + "vanishes from a link"
    }
  }
}
