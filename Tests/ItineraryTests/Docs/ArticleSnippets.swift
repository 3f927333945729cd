import Foundation

/// The Swift blocks of one DocC article, made into one Swift file that type-checks when every
/// block does.
///
/// The conventions, which CONTRIBUTING.md states for the writers of articles:
///
/// - Each ` ```swift ` block is read. A block is left out when it imports SwiftUI or
///   ItinerarySwiftUI (Linux has no SwiftUI), or when the line before its fence is an HTML
///   comment `<!-- snippet: skip, why -->`; DocC shows no comment.
/// - The article's prelude is an HTML comment whose first line is `<!-- prelude` and whose last
///   line is `-->`: Swift that declares what the blocks take as given (`router`, `AppRoute`),
///   at the top level of the file, before the blocks.
/// - Each block's declarations that start at its first column (`enum`, `struct`, `class`,
///   `actor`, `extension`, `protocol`, `func`, `typealias`, or an attribute such as
///   `@MainActor` above one) go to the top level, so the blocks after it use them, as the
///   article's reader does; its other lines go into a `do { }` scope of their own, so two
///   blocks may each declare `let router`, shadowing the prelude's.
/// - `import` lines go to the top of the file.
///
/// The file is top-level code (a `main.swift`), which runs on the main actor and may `try`
/// and `await`.
struct ArticleSnippets {
  /// A ` ```swift ` block: the line of its first line of code, counted from 1, and its lines.
  struct Block {
    let line: Int
    let lines: [String]
  }

  let blocks: [Block]
  let prelude: [String]
  /// How many blocks were left out: SwiftUI, or marked `<!-- snippet: skip … -->`.
  let skipped: Int

  init(_ text: String) {
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var prelude: [String] = []
    var skipped = 0
    var previous = ""
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.trimmingCharacters(in: .whitespaces) == "<!-- prelude" {
        index += 1
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "-->" {
          prelude.append(lines[index])
          index += 1
        }
      } else if line.hasPrefix("```swift") {
        let start = index + 1
        var body: [String] = []
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          body.append(lines[index])
          index += 1
        }
        let usesSwiftUI = body.contains {
          $0.hasPrefix("import SwiftUI") || $0.hasPrefix("import ItinerarySwiftUI")
        }
        if previous.hasPrefix("<!-- snippet: skip") || usesSwiftUI {
          skipped += 1
        } else {
          blocks.append(Block(line: start + 1, lines: body))
        }
      }
      if index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
        previous = lines[index].trimmingCharacters(in: .whitespaces)
      }
      index += 1
    }
    self.blocks = blocks
    self.prelude = prelude
    self.skipped = skipped
  }

  /// The Swift file: the imports, the prelude, then each block, its declarations at the top
  /// level and its statements in a `do { }` scope, each after a comment naming the block's
  /// line in the article.
  var swiftFile: String {
    var imports: [String] = ["import Foundation", "import Itinerary"]
    for line in prelude + blocks.flatMap(\.lines)
    where line.hasPrefix("import ") && !imports.contains(line) {
      imports.append(line)
    }
    var file = imports + ["// The prelude"] + prelude.filter { !$0.hasPrefix("import ") }
    for block in blocks {
      let (declarations, statements) = Self.split(block.lines.filter { !$0.hasPrefix("import ") })
      file.append("// The block at line \(block.line)")
      file += declarations
      if statements.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
        file += ["do {"] + statements.map { $0.isEmpty ? $0 : "  " + $0 } + ["}"]
      }
    }
    return file.joined(separator: "\n") + "\n"
  }

  /// Whether `line` starts a declaration that goes to the top level.
  private static func startsDeclaration(_ line: String) -> Bool {
    line.firstMatch(
      of:
        /^(@\w+|((public|private|fileprivate|final|nonisolated|indirect) )*(enum|struct|class|actor|extension|protocol|func|typealias)\b)/
    ) != nil
  }

  /// A block's lines split into its top-level declarations (each from its first line to the
  /// `}` that closes it in the first column, or one line when it has no body) and the rest.
  private static func split(_ lines: [String]) -> (declarations: [String], statements: [String]) {
    var declarations: [String] = []
    var statements: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard startsDeclaration(line) else {
        statements.append(line)
        index += 1
        continue
      }
      let isAttribute = line.hasPrefix("@")
      let opens = line.filter { $0 == "{" }.count
      let closes = line.filter { $0 == "}" }.count
      let continues = line.hasSuffix(",") || line.hasSuffix("(")
      if !isAttribute && opens == closes && (opens > 0 || !continues) {
        declarations.append(line)  // `typealias …`, `func f() { … }` on one line
        index += 1
        continue
      }
      var end = index
      while end < lines.count {
        declarations.append(lines[end])
        if end > index, lines[end].hasPrefix("}") { break }
        end += 1
      }
      index = end + 1
    }
    return (declarations, statements)
  }
}
