/// Where timed loops hand the checksums of their work, so that the optimiser cannot delete the
/// work that produced them.
@MainActor
enum Blackhole {
  /// The sum of every checksum handed over. Stored, never read.
  private static var sum = 0

  /// Adds `checksum` to a global the optimiser cannot see through.
  @inline(never)
  static func consume(_ checksum: Int) {
    sum &+= checksum
  }
}
