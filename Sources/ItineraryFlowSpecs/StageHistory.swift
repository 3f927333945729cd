/// The stages of one flow that Back goes through, oldest first, the current stage last: a
/// persistent list whose histories share the stages they grew from.
///
/// Entering a stage adds one node, going back to a stage returns the node that ends with it,
/// so a state costs the same whatever the length of the way that led to it, and two states
/// reached one from the other compare by identity (`explorer.states@N`). A copy of the stages
/// in an array would make each state cost as much as its history is long, and exploring a flow
/// of N stages N² (10,000 stages took 64× the time of 1,000).
struct StageHistory: Hashable, Sendable {
  /// One stage and the history before it.
  private final class Node: Sendable {
    let stage: Int
    let older: Node?
    let count: Int
    /// A hash of the whole history, worked out once.
    let hash: UInt64
    /// Which stages the history holds, one bit each, in blocks of ``blockWords`` words that
    /// a node shares with the one it grew from, all but the block it changes.
    let members: [[UInt64]]

    /// The words of a block: 1,024 stages.
    private static let blockWords = 16

    init(stage: Int, older: Node?) {
      self.stage = stage
      self.older = older
      count = (older?.count ?? 0) + 1
      var mixed = (older?.hash ?? 0x9E37_79B9_7F4A_7C15) ^ UInt64(stage) &+ 0x632B_E59B_D9B4_E019
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      hash = mixed ^ (mixed >> 31)
      var members = older?.members ?? []
      let (block, word) = Self.place(of: stage)
      if members.count <= block {
        members += Array(repeating: [], count: block + 1 - members.count)
      }
      if members[block].isEmpty { members[block] = Array(repeating: 0, count: Self.blockWords) }
      members[block][word] |= 1 << UInt64(stage % 64)
      self.members = members
    }

    func contains(_ stage: Int) -> Bool {
      let (block, word) = Self.place(of: stage)
      return block < members.count && !members[block].isEmpty
        && members[block][word] & (1 << UInt64(stage % 64)) != 0
    }

    /// The block and the word in it that hold the bit of `stage`.
    private static func place(of stage: Int) -> (block: Int, word: Int) {
      let word = stage / 64
      return (word / blockWords, word % blockWords)
    }
  }

  private var top: Node?

  /// An empty history.
  init() {}

  /// The current stage.
  var last: Int? { top?.stage }

  /// The stages, oldest first.
  var stages: [Int] {
    var stages: [Int] = []
    var node = top
    while let current = node {
      stages.append(current.stage)
      node = current.older
    }
    return stages.reversed()
  }

  /// Enters `stage`: back to where it was last shown when the history holds it, every stage
  /// after it dropped; after the current stage otherwise.
  mutating func enter(_ stage: Int) {
    guard let top, top.contains(stage) else {
      self.top = Node(stage: stage, older: top)
      return
    }
    var node = top
    while node.stage != stage, let older = node.older { node = older }
    self.top = node
  }

  /// Drops the current stage.
  mutating func removeLast() {
    top = top?.older
  }

  static func == (lhs: StageHistory, rhs: StageHistory) -> Bool {
    var left = lhs.top
    var right = rhs.top
    while let leftNode = left, let rightNode = right {
      if leftNode === rightNode { return true }
      guard leftNode.hash == rightNode.hash, leftNode.count == rightNode.count,
        leftNode.stage == rightNode.stage
      else { return false }
      left = leftNode.older
      right = rightNode.older
    }
    return left == nil && right == nil
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(top?.hash ?? 0)
  }
}
