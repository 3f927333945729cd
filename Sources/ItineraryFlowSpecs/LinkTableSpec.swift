import Itinerary

/// An app's link table as data: the JSON file that maps link patterns to route names, the
/// way flow specs name routes, for the `itinerary` command and headless tests.
///
/// ```json
/// {
///   "name": "app",
///   "schemes": ["myapp"],
///   "hosts": ["example.com"],
///   "tabs": [{ "name": "home", "root": "feed" }, { "name": "profile", "root": "me" }],
///   "links": [
///     { "pattern": "/users", "open": [{ "tab": "home" }, { "push": "userList" }] },
///     { "pattern": "/users/:id", "open": [{ "push": "user", "parameters": { "id": ":id" } }] },
///     { "pattern": "/settings", "open": [{ "tab": "profile" }, { "sheet": "settings" }] }
///   ]
/// }
/// ```
///
/// Load one with ``LinkTableSpecLoader``, check it with ``problems()`` and build the
/// `LinkTable` it describes with ``table()``. In `parameters`, a string that is `:` and a
/// name the pattern captures stands for the captured value; anything else is taken as
/// written.
public struct LinkTableSpec: Sendable {
  /// A tab of the app the links open: its name in links, and the route its stack starts at.
  public struct Tab: Hashable, Sendable {
    /// The name parts give with `"tab"`.
    public var name: String
    /// The route name of its root screen.
    public var root: String
  }

  /// What one part of a row opens.
  public struct Part: Sendable {
    /// Which kind of part: the member that names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
      case module, tab, push, sheet, cover
      /// The member's name: `push`.
      public var description: String { rawValue }
    }

    /// Which kind of part.
    public var kind: Kind
    /// The module id, tab name or route name.
    public var name: String
    /// The route's parameters, as compact JSON with `:name` references: `{"id":":id"}`.
    public var parameters: String
    /// Where the part is in its file.
    public var position: SourcePosition
    /// The parameters as parsed, for substituting captured values.
    let template: JSONValue?
  }

  /// One row: a pattern and what the piece of a link it matches opens.
  public struct Row: Sendable {
    /// The link pattern, as written.
    public var pattern: String
    /// Where the pattern's string starts in its file.
    public var position: SourcePosition
    /// What it opens, in order.
    public var parts: [Part]
  }

  /// The table's name: the flow name its screens carry.
  public var name: String
  /// The app's custom schemes.
  public var schemes: [String]
  /// The hosts of its universal links.
  public var hosts: [String]
  /// Its tabs, in order; none for an app with one stack.
  public var tabs: [Tab]
  /// Its rows, in file order.
  public var rows: [Row]
}
