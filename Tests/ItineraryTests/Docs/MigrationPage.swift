import Foundation

/// A migration page of the DocC catalog, read for its tables: for each row, the Itinerary
/// column's text, and the names the page gives its example values.
///
/// A table is a run of lines starting with `|`; its Itinerary column is the one whose header is
/// exactly `Itinerary`. The example values are those of the page's sentences that begin
/// "In the examples": "`router` is a `Router<AppRoute>`, `tabs` a `TabRouter<…>`" names
/// `router` a `Router` and `tabs` a `TabRouter`.
struct MigrationPage {
  /// One row of a table.
  struct Row {
    /// The line of the page the row is on, counted from 1.
    let line: Int
    /// The title of the section the row's table is in: the last `###` heading above it.
    let section: String
    /// The first cell: the other library's call, which names the row in a failure.
    let name: String
    /// The Itinerary column's cell.
    let itinerary: String
  }

  let fileName: String
  let rows: [Row]
  /// The type of each example value, by the value's name: `router` is a `Router`.
  let exampleTypes: [String: String]

  init(_ url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    fileName = url.lastPathComponent
    rows = Self.rows(text.components(separatedBy: "\n"))
    exampleTypes = Self.exampleTypes(text)
  }

  private static func rows(_ lines: [String]) -> [Row] {
    var rows: [Row] = []
    var column: Int?
    var isHeader = true
    var section = ""
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("### ") { section = String(line.dropFirst(4)) }
      guard line.hasPrefix("|") else {
        isHeader = true
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      if isHeader {
        column = cells.firstIndex(of: "Itinerary")
        isHeader = false
      } else if let column, cells.indices.contains(column), !cells[column].allSatisfy({ $0 == "-" })
      {
        rows.append(
          Row(line: index + 1, section: section, name: cells[0], itinerary: cells[column]))
      }
    }
    return rows
  }

  private static func exampleTypes(_ text: String) -> [String: String] {
    var types: [String: String] = [:]
    let paragraphs = text.components(separatedBy: "\n\n").filter { $0.contains("In the examples") }
    let naming = /`(\w+)` (?:is )?(?:a|an|the) `{1,2}(\w+)/
    for paragraph in paragraphs {
      for match in paragraph.replacingOccurrences(of: "\n", with: " ").matches(of: naming) {
        types[String(match.output.1)] = String(match.output.2)
      }
    }
    return types
  }
}
