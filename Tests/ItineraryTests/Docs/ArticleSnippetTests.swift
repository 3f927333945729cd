import Foundation
import Itinerary
import Testing

/// The Swift code of every DocC article compiles: each article's blocks, with its prelude, are
/// made into one file (``ArticleSnippets`` says how) and type-checked by `swiftc -typecheck`
/// against the modules of this build, so a snippet that names a missing type or member, calls
/// it with wrong labels or types, or forgets a `try` fails here, naming the block's line.
///
/// What it cannot see: blocks that use SwiftUI (they import SwiftUI or ItinerarySwiftUI, or
/// are marked `<!-- snippet: skip, SwiftUI … -->`), which Linux cannot compile; what the code
/// does when it runs (a type-check passes `modules.tabs(AppTab.allCases)` whatever tabs the
/// module has). The tabs of the migration tables' module are run for real, below.
///
/// The modules are those beside the running test bundle (`.build/<triple>/debug/Modules`), so
/// it checks against the build `swift test` made; one `swiftc` per article, a few seconds each.
@Suite("Article snippets type-check")
struct ArticleSnippetTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every article with a Swift block, as `Catalog.docc/Article.md`.
  static let articles: [String] = {
    let sources = root.appending(path: "Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    var articles: [String] = []
    for target in targets {
      let catalog = "\(target).docc"
      let folder = sources.appending(path: "\(target)/\(catalog)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasSuffix(".md") {
        let text = (try? String(contentsOf: folder.appending(path: name), encoding: .utf8)) ?? ""
        if text.contains("```swift") { articles.append("\(catalog)/\(name)") }
      }
    }
    return articles.sorted()
  }()

  @Test func everyCatalogIsRead() {
    #expect(Self.articles.count >= 20, "articles: \(Self.articles)")
    #expect(Self.articles.contains("ItineraryFlowSpecs.docc/TheFlowFormat.md"))
    #expect(Self.articles.contains("ItineraryRendering.docc/ItineraryRendering.md"))
  }

  @Test(arguments: articles)
  func theSwiftBlocksTypeCheck(article: String) async throws {
    let text = try String(contentsOf: Self.article(article), encoding: .utf8)
    let snippets = ArticleSnippets(text)
    if snippets.blocks.isEmpty {
      #expect(snippets.skipped > 0)
      return
    }
    let problems = try await Self.typeCheck(snippets.swiftFile)
    for problem in problems {
      Issue.record("\(article), \(problem)")
    }
  }

  /// The check can fail: a block that calls a member the router does not have, or passes a
  /// route of the wrong type, is reported at its line.
  @Test func aBlockThatNamesAMissingMemberFails() async throws {
    let article = """
      # An article

      ```swift
      enum AppRoute: NavigationRoute { case home }
      let router = Router<AppRoute>(root: .home)
      try router.push(.home)
      ```

      ```swift
      try router.pushTwice(.home)
      ```

      <!-- prelude
      let router = Router<AppRoute>(root: .home)
      -->
      """
    let snippets = ArticleSnippets(article)
    #expect(snippets.blocks.map(\.line) == [4, 10])
    #expect(snippets.prelude == ["let router = Router<AppRoute>(root: .home)"])
    let problems = try await Self.typeCheck(snippets.swiftFile)
    #expect(!problems.isEmpty)
    #expect(problems.allSatisfy { $0.hasPrefix("the block at line 10: ") }, "\(problems)")
    #expect(problems.contains { $0.contains("pushTwice") }, "\(problems)")
  }

  @Test func blocksOfSwiftUIAndMarkedBlocksAreLeftOut() {
    let article = """
      ```swift
      import SwiftUI
      ```

      <!-- snippet: skip, a SwiftUI modifier -->
      ```swift
      .onOpenURL { _ in }
      ```
      """
    let snippets = ArticleSnippets(article)
    #expect(snippets.blocks.isEmpty)
    #expect(snippets.skipped == 2)
  }

  /// The migration tables' module around a tab bar has a tab for each case of `AppTab`, the
  /// tab enum of TabsAndSplitViews.md, in order, so that `modules.tabs(AppTab.allCases)` in
  /// the same row does not throw `unknownTab`: the module is built from the names the row
  /// writes, and asked for its tabs with the enum's cases as the article declares them (a
  /// tab is named by its description, so the names stand for the cases).
  @Test(arguments: ["Migrating.md", "ComingFromSwiftfulRouting.md"])
  @MainActor
  func theModuleOfATableHasTheTabsOfAppTab(page: String) throws {
    let text = try String(contentsOf: Self.article("Itinerary.docc/\(page)"), encoding: .utf8)
    let row = try #require(
      text.components(separatedBy: "\n").first { $0.contains("modules.tabs(AppTab.allCases)") })
    let moduleTabs = row.matches(of: /ModuleTab\("(\w+)", root: \.(\w+)\)/).map {
      ModuleTab<DocRoute>(String($0.output.1), root: DocRoute(String($0.output.2)))
    }
    let tabsArticle = try String(
      contentsOf: Self.article("Itinerary.docc/TabsAndSplitViews.md"), encoding: .utf8)
    let cases = try #require(
      tabsArticle.firstMatch(of: /enum AppTab: [^{]*\{\n\s*case ([\w, ]+)\n/))
    let appTabs = cases.output.1.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(appTabs.count == 3, "AppTab: \(appTabs)")
    let modules = try ModuleRouter<DocRoute>(
      catalog: [Module(id: "main", tabs: moduleTabs)], initial: "main")
    #expect(throws: Never.self, "\(page): \(row)") { try modules.tabs(appTabs) }
  }

  /// A route named as a table writes it: `.home` is `DocRoute("home")`.
  private struct DocRoute: NavigationRoute {
    let name: String
    init(_ name: String) { self.name = name }
  }

  private static func article(_ path: String) -> URL {
    let target = path.prefix { $0 != "." }
    return root.appending(path: "Sources/\(target)/\(path)")
  }

  /// The directory of the modules this test bundle was built with.
  private static func modulesDirectory() throws -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle.appending(path: "Modules"), root.appending(path: ".build/debug/Modules"),
    ]
    let found = candidates.first {
      FileManager.default.fileExists(atPath: $0.appending(path: "Itinerary.swiftmodule").path)
    }
    return try #require(found, "no Itinerary.swiftmodule in \(candidates.map(\.path))")
  }

  /// At most as many compilers at once as the machine has cores.
  private static let compilers = CompilerSlots(
    count: max(1, ProcessInfo.processInfo.activeProcessorCount))

  /// Type-checks `source` as a `main.swift` and returns its errors, each as "the block at
  /// line N: message", or "the prelude: message". The compiler is awaited, not waited for on a
  /// thread of the test run's pool, which the other tests' waits need meanwhile.
  private static func typeCheck(_ source: String) async throws -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "article-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let log = folder.appending(path: "diagnostics.txt")
    try Data().write(to: log)
    let output = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-module-name", "ArticleSnippets", "-swift-version", "6",
      "-diagnostic-style", "llvm", "-I", try modulesDirectory().path, file.path,
    ]
    process.standardOutput = output
    process.standardError = output
    await compilers.take()
    let status: Result<Int32, any Error> = await withCheckedContinuation { finished in
      process.terminationHandler = { finished.resume(returning: .success($0.terminationStatus)) }
      do {
        try process.run()
      } catch {
        finished.resume(returning: .failure(error))
      }
    }
    await compilers.give()
    try output.close()
    let diagnostics = try String(contentsOf: log, encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    let errors = diagnostics.components(separatedBy: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: /main\.swift:(\d+):\d+: error: (.*)/) else {
        return nil
      }
      let place = lines.prefix(Int(match.output.1) ?? 0).last {
        $0.hasPrefix("// The block at line ")
      }
      let block = place.map { "the block at line " + $0.dropFirst(21) } ?? "the prelude"
      return "\(block): \(match.output.2)"
    }
    if try status.get() != 0 && errors.isEmpty {
      return ["swiftc failed: \(diagnostics)"]
    }
    return errors
  }
}

/// Free places for a compiler: a test takes one before starting `swiftc` and gives it back once
/// it ended, so the articles' compilers do not all run at once on a machine of two cores.
private actor CompilerSlots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  func take() async {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
  }

  func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
