/// A 64-bit hash of a sequence of numbers, built one number at a time and kept beside the
/// value it describes, so that two values compare by their fingerprints before anything else
/// and a set of them hashes each once.
///
/// Each step mixes the number into the fingerprint so far with SplitMix64's finaliser, whose
/// every input bit changes about half of the output bits.
struct Fingerprint: Hashable, Sendable {
  /// The fingerprint of nothing.
  static let empty = Fingerprint(value: 0x9E37_79B9_7F4A_7C15)

  /// The hash.
  let value: UInt64

  /// The fingerprint of this sequence followed by `number`.
  func adding(_ number: Int) -> Fingerprint {
    var mixed = value ^ UInt64(truncatingIfNeeded: number) &+ 0x632B_E59B_D9B4_E019
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Fingerprint(value: mixed ^ (mixed >> 31))
  }

  /// The fingerprint of this sequence followed by the sequence `other` describes.
  func adding(_ other: Fingerprint) -> Fingerprint {
    adding(Int(truncatingIfNeeded: other.value))
  }
}
