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
    /// Which stages the history holds, one bit each, on every ``checkpointInterval``-th node
    /// from the oldest (a checkpoint); empty on the nodes between, whose stages since the last
    /// checkpoint are their own and their older nodes'. The bits lie in blocks of at most
    /// ``blockWords`` words that a checkpoint shares with the one before it, all but the
    /// blocks it changes. A block holds the words up to its highest stage, so a short flow's
    /// checkpoint holds one word.
    let members: [[UInt64]]

    /// The most words of a block: 4,096 stages. A checkpoint copies the list of blocks and
    /// the blocks it changes, so smaller blocks make a longer list to copy (and retain) and
    /// larger ones more words; this size keeps both short up to the 10,000 stages of
    /// `explorer.states@10000` (three blocks). Blocks of 1,024 stages timed the same there.
    private static let blockWords = 64

    /// How many nodes apart the checkpoints lie: a lookup walks at most this many nodes, and
    /// only a checkpoint allocates and copies bits. With the bits on every node, they were
    /// most of what a new state allocated (`explorer.states@10000`).
    private static let checkpointInterval = 8

    init(stage: Int, older: Node?) {
      self.stage = stage
      self.older = older
      count = (older?.count ?? 0) + 1
      fingerprint = (older?.fingerprint ?? .empty).adding(stage)
      guard count.isMultiple(of: Self.checkpointInterval) else {
        members = []
        return
      }
      var checkpoint = older
      while let node = checkpoint, !node.isCheckpoint { checkpoint = node.older }
      var members = checkpoint?.members ?? []
      Self.insert(stage, into: &members)
      var node = older
      while let current = node, current !== checkpoint {
        Self.insert(current.stage, into: &members)
        node = current.older
      }
      self.members = members
    }

    /// Whether this node holds the bits of its history.
    private var isCheckpoint: Bool { count.isMultiple(of: Self.checkpointInterval) }

    func contains(_ stage: Int) -> Bool {
      var node = self
      while node.stage != stage {
        guard !node.isCheckpoint else {
          let (block, word) = Self.place(of: stage)
          let members = node.members
          return block < members.count && word < members[block].count
            && members[block][word] & (1 << UInt64(stage % 64)) != 0
        }
        guard let older = node.older else { return false }
        node = older
      }
      return true
    }

    /// Sets the bit of `stage` in `members`, growing the blocks to hold it.
    private static func insert(_ stage: Int, into members: inout [[UInt64]]) {
      let (block, word) = place(of: stage)
      if members.count <= block {
        members += Array(repeating: [], count: block + 1 - members.count)
      }
      if members[block].count <= word {
        members[block] += Array(repeating: 0, count: word + 1 - members[block].count)
      }
      members[block][word] |= 1 << UInt64(stage % 64)
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
