/// Entries and a position among them, kept as a browser keeps its history: the rules that
/// ``PathHistory`` and ``NavigationHistory`` share.
///
/// Adding an entry after going back drops the entries ahead; adding the entry already current
/// adds nothing; moving further than the history reaches stops at its end and keeps every
/// entry.
struct BrowsingHistory<Element: Hashable & Sendable>: Hashable, Sendable {
  /// Every entry, oldest first. Never empty.
  private(set) var entries: [Element]
  /// The position of the current entry in ``entries``; always a valid index.
  private(set) var index = 0

  /// A history of one entry.
  init(_ first: Element) {
    entries = [first]
  }

  /// The entry at ``index``.
  var current: Element {
    // proven: `entries` is never empty and `index` stays among its indices.
    entries[index]
  }

  /// Whether there is an entry behind the current one.
  var canGoBack: Bool { index > 0 }

  /// Whether there is an entry ahead of the current one.
  var canGoForward: Bool { index + 1 < entries.count }

  /// Adds `element` after the current entry, dropping the entries ahead; `false`, changing
  /// nothing, when `element` is the current entry.
  mutating func add(_ element: Element) -> Bool {
    guard element != current else { return false }
    entries.removeSubrange((index + 1)...)
    entries.append(element)
    index = entries.count - 1
    return true
  }

  /// Swaps the current entry for `element`, dropping the entries ahead.
  mutating func replaceCurrent(with element: Element) {
    entries.removeSubrange(index...)
    entries.append(element)
  }

  /// Moves back `total` entries, or as far as there are; returns how many.
  mutating func goBack(total: Int) -> Int {
    let moved = min(max(total, 0), index)
    index -= moved
    return moved
  }

  /// Moves forward `total` entries, or as far as there are; returns how many.
  mutating func goForward(total: Int) -> Int {
    let moved = min(max(total, 0), entries.count - 1 - index)
    index += moved
    return moved
  }

  /// Forgets every entry but the current one.
  mutating func clear() {
    entries = [current]
    index = 0
  }
}
