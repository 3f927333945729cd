import Foundation
import Testing

/// The migration tables name only API that exists: every type, member and argument label in code
/// voice in a table's Itinerary column is a public declaration of the package (the SwiftUI
/// adapter's included), by the rule ``CodeReference`` documents.
///
/// Every page of the DocC catalog with a table whose header has an `Itinerary` column is read, so
/// a new migration page is checked without being listed here.
@Suite("Migration tables name real API")
struct MigrationTableTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  private static let catalog = root.appending(path: "Sources/Itinerary/Itinerary.docc")

  /// The catalog's pages with an Itinerary column.
  static let pages: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
    return names.filter { name in
      name.hasSuffix(".md")
        && (try? MigrationPage(catalog.appending(path: name)).rows.isEmpty) == false
    }.sorted()
  }()

  /// The types the pages name that are the app's (the examples' route and tab types and
  /// screens) or the platform's.
  private static let foreignTypes: Set<String> = [
    "AppRoute", "AppTab", "RootView", "DetailView", "SettingsView", "PhotoView", "ToastView",
    "NewsScreen", "NewsView", "LatestView", "NotFoundView", "UserView", "URL", "UUID", "Int",
    "String", "Hashable", "Sendable", "Task", "Text", "Button", "Link", "Binding", "Environment",
  ]

  /// The cases of the examples' own route and tab types, `AppRoute` and `AppTab`, which pages
  /// write as implicit members: `router.push(.detail(id: "1"))`.
  private static let exampleCases: Set<String> = [
    "home", "detail", "settings", "photo", "tour", "welcome", "compose", "article", "folder",
    "folders", "overview", "search", "toast", "profile", "news", "latest", "notFound", "user",
    "userDetail",
  ]

  @Test func theMigrationPagesAreAmongThoseRead() {
    let known = [
      "ComingFromAppRouter.md", "ComingFromSwiftUIRouter.md", "ComingFromSwiftfulRouting.md",
      "Migrating.md",
    ]
    #expect(Set(known).isSubset(of: Self.pages), "read: \(Self.pages)")
  }

  @Test(arguments: pages)
  func everyNameIsPublicAPI(page fileName: String) throws {
    let page = try MigrationPage(Self.catalog.appending(path: fileName))
    let declarations = try PublicDeclarations(sources: Self.root.appending(path: "Sources"))
    var checked = 0
    for row in page.rows {
      for reference in CodeReference.all(in: row.itinerary, exampleTypes: page.exampleTypes) {
        checked += 1
        if let problem = problem(with: reference, in: declarations) {
          Issue.record("\(fileName):\(row.line), row \(row.name): \(problem)")
        }
      }
    }
    #expect(checked > 0, "\(fileName): no name in code voice in its Itinerary column")
  }

  /// A page whose legend says what "not yet" marks has a row it marks: a legend left behind
  /// once every call has a counterpart tells a reader some are missing.
  @Test(arguments: pages)
  func aNotYetLegendMarksARow(page fileName: String) throws {
    let text = try String(contentsOf: Self.catalog.appending(path: fileName), encoding: .utf8)
    guard text.contains("\"not yet\" marks") else { return }
    let page = try MigrationPage(Self.catalog.appending(path: fileName))
    #expect(
      page.rows.contains { $0.itinerary.contains("not yet") },
      "\(fileName) says what \"not yet\" marks, and no row of its tables says \"not yet\"")
  }

  /// What is wrong with a reference, or `nil` when it names public API.
  private func problem(
    with reference: CodeReference, in declarations: PublicDeclarations
  ) -> String? {
    switch reference {
    case .type(let type):
      guard !Self.foreignTypes.contains(type), !declarations.types.contains(type) else {
        return nil
      }
      return "`\(type)` is not a public type of the package"
    case .member(let name, of: let type, let labels):
      if Self.foreignTypes.contains(type) { return nil }
      guard declarations.types.contains(type) else {
        return "`\(type)` is not a public type of the package"
      }
      return problem(
        with: declarations.members(named: name, of: type), named: "\(type).\(name)",
        labels: labels)
    case .implicitMember(let name, let labels):
      if Self.exampleCases.contains(name) { return nil }
      return problem(with: declarations.members(named: name), named: name, labels: labels)
    case .untypedReceiver(let value, let member):
      return "`\(value).\(member)`: the page never says what `\(value)` is "
        + "(its \"In the examples\" sentence should name its type)"
    }
  }

  private func problem(
    with members: [PublicDeclarations.Member], named name: String, labels: [String]?
  ) -> String? {
    guard !members.isEmpty else { return "`\(name)` is not public API of the package" }
    guard let labels, !members.contains(where: { $0.accepts(labels) }) else { return nil }
    return "no `\(name)` takes the labels (\(labels.map { "\($0):" }.joined()))"
  }
}
