/// Lists for messages, the way a sentence lists things: `"a", "b" or "c"`.
enum EnglishList {
  /// `items` separated by commas, the last two by `word`: `joined(["a", "b", "c"], "and")` is
  /// `a, b and c`.
  static func joined(_ items: [String], _ word: String) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + last
  }
}
