/// Rows of text in aligned columns: the first column left-aligned, the others right-aligned,
/// as numbers read best.
struct TextTable {
  private let header: [String]
  private var rows: [[String]] = []

  init(header: [String]) {
    self.header = header
  }

  mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table's lines, header first.
  var lines: [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return all.map { row in
      header.indices.map { column in
        let cell = column < row.count ? row[column] : ""
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
  }
}
