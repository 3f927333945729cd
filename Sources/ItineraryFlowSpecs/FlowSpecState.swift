/// Where a flow spec is while it waits for the person: everything that decides what it does
/// next.
///
/// A state is the stack of flows running (the spec, then each sub-flow it runs, innermost
/// last), and for each the stages it showed that Back goes through, its current stage last.
/// The navigation tree is not kept beside it because it follows from it: a spec's runner
/// shows each stage's screen in its style, keeps it while the stage is in the history, and
/// removes the screens of a sub-flow when it ends, so the tree is the start screen and the
/// screens of the screen stages in the histories, in order. Nor are the answers given: a
/// spec's stages read none but the one that leads on. Two runs in the same
/// state therefore have the same future, which is what lets ``FlowSpecMachine`` merge them.
///
/// Stages and flows are kept by their index in their spec and in the machine, so that a state
/// hashes as a few numbers; ``FlowSpecMachine/describe(_:)`` names them.
public struct FlowSpecState: Hashable, Sendable {
  /// One flow on the stack: which flow, and the stages it showed, oldest first.
  struct Frame: Hashable, Sendable {
    /// The flow's index in its machine.
    var flow: Int
    /// The stages shown that Back goes through, by index, the current stage last.
    var history: StageHistory
  }

  /// The flows running, the spec first.
  let frames: [Frame]
  /// Whether the person asked to leave the current stage, whose guard now asks them to
  /// confirm.
  let isConfirmingLeave: Bool
  /// A hash of the whole state, worked out once and compared first: an explorer's set of
  /// states then hashes each state once and, looking a state up, reads the frames of no other
  /// state but an equal one (`explorer.states@10000`, where the frames of most states are no
  /// longer in the cache).
  private let fingerprint: Fingerprint

  /// The state of the flows `frames`, the spec first.
  init(frames: [Frame], isConfirmingLeave: Bool = false) {
    self.frames = frames
    self.isConfirmingLeave = isConfirmingLeave
    fingerprint = frames.reduce(Fingerprint.empty.adding(isConfirmingLeave ? 1 : 0)) {
      $0.adding($1.flow).adding($1.history.fingerprint)
    }
  }

  public static func == (lhs: FlowSpecState, rhs: FlowSpecState) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.isConfirmingLeave == rhs.isConfirmingLeave
      && lhs.frames == rhs.frames
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}
