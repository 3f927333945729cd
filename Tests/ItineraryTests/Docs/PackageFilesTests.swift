import Foundation
import Testing

/// What the package carries beside its code: a licence, a changelog whose open entry names every
/// rename an app meets, a Swift Package Index manifest that builds every DocC catalog, a short
/// README, a performance article, and a contributing guide that opens with a map of the house
/// and whose file names exist.
@Suite("Package files")
struct PackageFilesTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func text(of path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  @Test func theLicenceIsMIT() throws {
    let licence = try Self.text(of: "LICENSE")
    #expect(licence.hasPrefix("MIT License\n"))
    #expect(licence.contains("Copyright (c) 2026 The Itinerary authors"))
    #expect(licence.contains("THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND"))
  }

  /// `.spi.yml` lists, as `documentation_targets`, exactly the targets that have a DocC catalog
  /// (`Sources/<target>/<target>.docc`), so a new catalog is built by the Swift Package Index
  /// too.
  @Test func theSwiftPackageIndexBuildsEveryCatalog() throws {
    let manifest = try Self.text(of: ".spi.yml")
    #expect(manifest.contains("version: 1\n"))
    let listing = try #require(manifest.firstMatch(of: /- documentation_targets: \[([^\]]*)\]/))
    let listed = listing.output.1.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let sources = Self.root.appending(path: "Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    let catalogs = targets.filter { target in
      FileManager.default.fileExists(
        atPath: sources.appending(path: "\(target)/\(target).docc").path)
    }
    #expect(catalogs.count == 3, "catalogs: \(catalogs)")
    #expect(listed.sorted() == catalogs.sorted())
  }

  /// Each row of Migrating.md's "An earlier Itinerary" table is a rename, so the changelog's
  /// open entry names both spellings: the earlier one (the member or type the row's first code
  /// span names) and the new one (each symbol link of the Itinerary column, by its last
  /// component, `selectTab(_:in:)`; the first code span's member when the column has none).
  @Test func theChangelogNamesEveryRenameOfTheMigrationPage() throws {
    let changelog = try Self.text(of: "CHANGELOG.md")
    let unreleased = try #require(
      changelog.firstMatch(of: /\n## \[Unreleased\]\n((?s).*?)(\n## |$)/))
    let entry = String(unreleased.output.1)
    let page = try MigrationPage(
      Self.root.appending(path: "Sources/Itinerary/Itinerary.docc/Migrating.md"))
    let renames = page.rows.filter { $0.section == "An earlier Itinerary" }
    #expect(renames.count >= 10, "rows of An earlier Itinerary: \(renames.count)")
    for row in renames {
      let links = row.itinerary.matches(of: /``([^`]+)``/).map {
        String($0.output.1.split(separator: "/").last ?? "")
      }
      let names =
        [Self.firstName(in: row.name)]
        + (links.isEmpty ? [Self.firstName(in: row.itinerary)] : links)
      for name in names {
        #expect(
          !name.isEmpty && entry.contains(name),
          "Migrating.md:\(row.line): CHANGELOG.md's Unreleased entry does not name `\(name)`")
      }
    }
  }

  /// The member or type the first code span of `cell` names: `lane.userSelected(index)` names
  /// `userSelected`, `NavigationTree` names itself.
  private static func firstName(in cell: String) -> String {
    guard let span = cell.firstMatch(of: /`([^`]+)`/) else { return "" }
    let call = span.output.1.prefix { $0 != "(" }
    return String(call.split(separator: ".").last ?? "")
  }

  /// The README is the front door, at most 150 lines: its first block is the two commands
  /// (check the bundled flows, run the tests), and it says where every article of the DocC
  /// catalogs is, by title.
  @Test func theReadmeIsShortOpensWithTheTwoCommandsAndNamesEveryArticle() throws {
    let readme = try Self.text(of: "README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 150, "README.md has \(lines.count) lines")
    let firstBlock = try #require(readme.firstMatch(of: /```(\w*)\n((?s).*?)```/))
    let commands = firstBlock.output.2.split(separator: "\n").map {
      $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
    }
    #expect(firstBlock.output.1 == "sh")
    #expect(commands == ["swift run itinerary check Flows", "swift test"])
    for (article, title) in try Self.articleTitles() where !readme.contains(title) {
      Issue.record("README.md does not say where \(article) (\"\(title)\") is")
    }
  }

  /// The title of every article of every DocC catalog, by its path under `Sources/`; not the
  /// catalogs' root pages and extension files, whose titles are symbols.
  private static func articleTitles() throws -> [(article: String, title: String)] {
    let sources = root.appending(path: "Sources")
    var titles: [(article: String, title: String)] = []
    for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "\(target)/\(target).docc"
      let folder = sources.appending(path: catalog)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".md") {
        let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        guard let heading = text.firstMatch(of: /^# (.+)\n/), !heading.output.1.hasPrefix("``")
        else { continue }
        titles.append(("\(catalog)/\(name)", String(heading.output.1)))
      }
    }
    return titles
  }

  /// The performance article holds the benchmark table and is a topic of the catalog.
  @Test func thePerformanceArticleIsATopicOfTheCatalog() throws {
    let article = try Self.text(of: "Sources/Itinerary/Itinerary.docc/Performance.md")
    #expect(article.hasPrefix("# Performance\n"))
    #expect(article.contains("| benchmark | baseline | ratio |"))
    let catalog = try Self.text(of: "Sources/Itinerary/Itinerary.docc/Itinerary.md")
    #expect(catalog.contains("- <doc:Performance>"))
  }

  /// CONTRIBUTING.md opens with a map of the house: its first section names, in code voice,
  /// every folder of the core (`Model/`), every target's folder (`Sources/ItineraryCLI/`),
  /// every example's and `Tools/`, and traces the files a push, a tab tap and a batch pass.
  @Test func theContributingGuideOpensWithAMapOfTheHouse() throws {
    let guide = try Self.text(of: "CONTRIBUTING.md")
    // The sections, each from its heading's title: the first is what the guide opens with.
    let sections = guide.components(separatedBy: "\n## ").dropFirst()
    let text = try #require(sections.first)
    #expect(text.hasPrefix("A map of the house\n"))
    var folders = ["Tools/"]
    let parents = [("Sources/Itinerary", ""), ("Sources", "Sources/"), ("Examples", "Examples/")]
    for (parent, prefix) in parents {
      let path = Self.root.appending(path: parent).path
      for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted()
      where !name.hasSuffix(".docc") {
        folders.append("\(prefix)\(name)/")
      }
    }
    for folder in folders where !text.contains("`\(folder)`") {
      Issue.record("The map of CONTRIBUTING.md has no paragraph on `\(folder)`")
    }
    for trace in ["### A push", "### A tab tap", "### A batch"] {
      #expect(text.contains("\n\(trace)"), "The map of CONTRIBUTING.md does not trace \(trace)")
    }
  }

  @Test func theContributingGuideAsksForAChangelogLine() throws {
    let guide = try Self.text(of: "CONTRIBUTING.md")
    #expect(guide.contains("## Changelog"))
    #expect(guide.contains("`## [Unreleased]` in `CHANGELOG.md`"))
  }

  /// Every Swift file CONTRIBUTING.md names in code voice (`StackRule.swift`) is a file of the
  /// package, so the map of the sources follows a rename.
  @Test func theContributingGuideNamesFilesThatExist() throws {
    let guide = try Self.text(of: "CONTRIBUTING.md")
    let named = Set(guide.matches(of: /`([A-Za-z0-9+]+\.swift)`/).map { String($0.output.1) })
    #expect(named.count > 5, "named: \(named)")
    var files: Set<String> = []
    for folder in ["Sources", "Tests", "Examples", "Tools"] {
      let enumerator = FileManager.default.enumerator(
        atPath: Self.root.appending(path: folder).path)
      while let path = enumerator?.nextObject() as? String {
        files.insert(URL(fileURLWithPath: path).lastPathComponent)
      }
    }
    for name in named.sorted() where !files.contains(name) {
      Issue.record("CONTRIBUTING.md names `\(name)`, which is no file of the package")
    }
  }
}
