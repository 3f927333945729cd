/// The static children of every node of a ``LinkTrie`` whose segment is ASCII, in one
/// open-addressing table keyed by the parent node and the segment's bytes.
///
/// A `Dictionary<String, Int>` per node seeds and finalises a SipHash on every lookup, which
/// was most of the cost of resolving a link (`links.resolve@N` in `itinerary-bench`). Segments
/// are short, so hashing their bytes eight at a time with a multiply costs a few nanoseconds,
/// and one flat table keeps the cost of a lookup the same for a node with two children and for
/// one with a thousand.
///
/// Two ASCII strings are equal exactly when their bytes are, so the table answers only for
/// ASCII segments; a segment with other characters is compared by Swift's canonical
/// equivalence, which the trie's dictionaries do.
struct LinkTrieEdges: Sendable {
  /// What the table knows about a segment below a node.
  enum Lookup: Equatable {
    /// The node's static child for the segment.
    case child(Int)
    /// The node has no static child for the segment.
    case absent
    /// The segment is not ASCII (or its bytes are not contiguous): ask the node's dictionary.
    case notASCII
  }

  private struct Slot: Sendable {
    var hash: UInt64
    var parent: Int
    var child: Int
    var text: String

    static let empty = Slot(hash: 0, parent: -1, child: -1, text: "")
  }

  /// Slots, a power of two of them, at most half full; `parent == -1` marks an empty one.
  private var slots = [Slot](repeating: Slot.empty, count: 8)
  private var count = 0

  /// Records `child` as the static child of `parent` for the ASCII segment `text`.
  ///
  /// - Returns: `false`, changing nothing, when `text` is not ASCII; the node's dictionary must
  ///   then answer for all its static children.
  mutating func insert(parent: Int, text: String, child: Int) -> Bool {
    guard case (let hash, true) = Self.hash(text, parent: parent) else { return false }
    if (count + 1) * 2 > slots.count { grow() }
    place(Slot(hash: hash, parent: parent, child: child, text: text))
    count += 1
    return true
  }

  /// The static child of `parent` for `segment`, or why the table cannot say.
  func child(of parent: Int, _ segment: String) -> Lookup {
    let (hash, isASCII) = Self.hash(segment, parent: parent)
    guard isASCII else { return .notASCII }
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].parent != -1 {
      let slot = slots[index]
      if slot.hash == hash, slot.parent == parent, slot.text == segment {
        return .child(slot.child)
      }
      index = (index + 1) & mask
    }
    return .absent
  }

  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[index].parent != -1 { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot.empty, count: old.count * 2)
    for slot in old where slot.parent != -1 { place(slot) }
  }

  /// A hash of `text`'s UTF-8 bytes and `parent`, and whether every byte is ASCII; not ASCII
  /// either for a string whose bytes are not stored contiguously, which a dictionary handles.
  private static func hash(_ text: String, parent: Int) -> (hash: UInt64, isASCII: Bool) {
    let hashed = text.utf8.withContiguousStorageIfAvailable { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var hash = mix(UInt64(truncatingIfNeeded: parent) ^ UInt64(truncatingIfNeeded: raw.count))
      var highBits: UInt64 = 0
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        highBits |= word
        hash = mix(hash ^ word)
        offset += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < raw.count {
        tail |= UInt64(raw[offset]) << shift
        shift += 8
        offset += 1
      }
      highBits |= tail
      hash = mix(hash ^ tail)
      return (hash, highBits & 0x8080_8080_8080_8080 == 0)
    }
    return hashed ?? (0, false)
  }

  /// Spreads every bit of `value` over the whole word (a multiply and a fold).
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = (value ^ 0x9E37_79B9_7F4A_7C15).multipliedFullWidth(by: 0xD6E8_FEB8_6659_FD93)
    return product.high ^ product.low
  }
}
