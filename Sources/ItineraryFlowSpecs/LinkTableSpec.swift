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
/// An app whose tree starts with modules (onboarding, then a main module with a tab bar)
/// declares them instead of `tabs`: each module is one stack (`root`) or a tab bar (`tabs`),
/// and each of its tabs is one stack (`root`) or a split view (`sidebar` and `detail`). A row
/// names the module first, then its tab, then, after a split view's tab, its column
/// (`"sidebar"` or `"detail"`). The app starts with `initial`, or the first module:
///
/// ```json
/// {
///   "name": "mail",
///   "initial": "onboarding",
///   "modules": [
///     { "id": "onboarding", "root": "welcome" },
///     {
///       "id": "main",
///       "tabs": [
///         { "name": "feed", "root": "feed" },
///         { "name": "inbox", "sidebar": "mailboxes", "detail": "message" }
///       ]
///     }
///   ],
///   "links": [
///     {
///       "pattern": "/drafts",
///       "open": [{ "module": "main" }, { "tab": "inbox" }, { "tab": "sidebar" }, { "push": "drafts" }]
///     },
///     { "pattern": "/drafts/:id", "open": [{ "push": "draft", "parameters": { "id": ":id" } }] }
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

  /// A module of the app the links open: one stack, or a tab bar.
  public struct Module: Hashable, Sendable {
    /// The id parts give with `"module"`.
    public var id: String
    /// The route name of its root screen, for a module that holds one stack; `nil` for a
    /// module with ``tabs``.
    public var root: String?
    /// Its tabs, in order, the first selected when it shows; empty for a module that holds
    /// one stack.
    public var tabs: [ModuleTab]
    /// Where the module's object starts in its file.
    public var position: SourcePosition
  }

  /// A tab of a module: one stack, or a split view of a sidebar and a detail column.
  public struct ModuleTab: Hashable, Sendable {
    /// The column names a part gives with `"tab"` after a split view's tab.
    public static let columns = ["sidebar", "detail"]

    /// The name parts give with `"tab"`.
    public var name: String
    /// The route name of its stack's root screen; for a split view, of its sidebar's.
    public var root: String
    /// For a split view, the route name of its detail column's root screen; `nil` for a tab
    /// that holds one stack.
    public var detail: String?
    /// Where the tab's object starts in its file.
    public var position: SourcePosition

    /// Whether the tab holds a split view.
    public var isSplit: Bool { detail != nil }
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
  /// Its tabs, in order; none for an app with one stack or with ``modules``.
  public var tabs: [Tab]
  /// Its modules, in order; none for an app without (one stack, or ``tabs``).
  public var modules: [Module] = []
  /// The id of the module the app starts with, as written; `nil` for the first
  /// (``initialModule``).
  public var initial: String?
  /// Where the `initial` member's value is in its file.
  var initialPosition: SourcePosition?
  /// Its rows, in file order.
  public var rows: [Row]

  /// The id of the module the app starts with: ``initial``, or the first module's; `nil`
  /// without modules.
  public var initialModule: String? { modules.isEmpty ? nil : initial ?? modules.first?.id }
}
