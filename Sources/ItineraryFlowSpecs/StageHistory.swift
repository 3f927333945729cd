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
    let fingerprint: Fingerprint
    /// Which stages the history holds, one bit each, in blocks of at most ``blockWords``
    /// words that a node shares with the one it grew from, all but the block it changes. A
    /// block holds the words up to its highest stage, so a short flow's node holds one word.
    let members: [[UInt64]]

    /// The most words of a block: 4,096 stages. Entering a stage copies the list of blocks
    /// and the block it changes, so smaller blocks make a longer list to copy (and retain)
    /// and larger ones more words; this size keeps both short up to the 10,000 stages of
    /// `explorer.states@10000` (three blocks). Blocks of 1,024 stages timed the same there.
    private static let blockWords = 64

    init(stage: Int, older: Node?) {
      self.stage = stage
      self.older = older
      count = (older?.count ?? 0) + 1
      fingerprint = (older?.fingerprint ?? .empty).adding(stage)
      var members = older?.members ?? []
      let (block, word) = Self.place(of: stage)
      if members.count <= block {
        members += Array(repeating: [], count: block + 1 - members.count)
      }
      if members[block].count <= word {
        members[block] += Array(repeating: 0, count: word + 1 - members[block].count)
      }
      members[block][word] |= 1 << UInt64(stage % 64)
      self.members = members
    }

    func contains(_ stage: Int) -> Bool {
      let (block, word) = Self.place(of: stage)
      return block < members.count && word < members[block].count
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

  /// A hash of the stages, worked out as they were entered.
  var fingerprint: Fingerprint { top?.fingerprint ?? .empty }

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
      guard leftNode.fingerprint == rightNode.fingerprint, leftNode.count == rightNode.count,
        leftNode.stage == rightNode.stage
      else { return false }
      left = leftNode.older
      right = rightNode.older
    }
    return left == nil && right == nil
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}
