/// Punycode, the encoding of a domain name's label outside ASCII in ASCII letters, digits and
/// hyphens (RFC 3492): `bücher` is `xn--bcher-kva`.
enum Punycode {
  private static let base = 36
  private static let minimumThreshold = 1
  private static let maximumThreshold = 26
  private static let skew = 38
  private static let damp = 700

  /// The scalars `digits`, a label after its `xn--`, stands for, or `nil` when they do not
  /// decode: a digit that is not a letter or a digit, a number that overflows, a code point
  /// that is no scalar, or no code point outside ASCII at all.
  static func decode(_ digits: Substring) -> [Unicode.Scalar]? {
    let bytes = Array(digits.utf8)
    let delimiter = bytes.lastIndex(of: UInt8(ascii: "-"))
    var output: [Unicode.Scalar] = []
    for byte in bytes[..<(delimiter ?? 0)] {
      guard byte < 0x80 else { return nil }
      output.append(Unicode.Scalar(byte))
    }
    var position = delimiter.map { $0 + 1 } ?? 0
    guard position < bytes.count else { return nil }
    var codePoint = 0x80
    var index = 0
    var bias = 72
    while position < bytes.count {
      let start = index
      var weight = 1
      var k = base
      while true {
        guard position < bytes.count, let digit = value(of: bytes[position]) else { return nil }
        position += 1
        guard let step = multiplied(digit, weight), let next = added(index, step) else {
          return nil
        }
        index = next
        let threshold = min(max(k - bias, minimumThreshold), maximumThreshold)
        if digit < threshold { break }
        guard let next = multiplied(weight, base - threshold) else { return nil }
        weight = next
        k += base
      }
      let count = output.count + 1
      bias = adapt(index - start, count: count, first: start == 0)
      guard let next = added(codePoint, index / count),
        let scalar = Unicode.Scalar(
          UInt32(
            clamping: next))
      else { return nil }
      codePoint = next
      index %= count
      output.insert(scalar, at: index)
      index += 1
    }
    return output
  }

  /// The value of a Punycode digit: `a`-`z` are 0 to 25, `0`-`9` are 26 to 35.
  private static func value(of byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
    default: nil
    }
  }

  /// The bias after a code point, from how far the index moved.
  private static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > (base - minimumThreshold) * maximumThreshold / 2 {
      delta /= base - minimumThreshold
      k += base
    }
    return k + (base - minimumThreshold + 1) * delta / (delta + skew)
  }

  private static func multiplied(_ a: Int, _ b: Int) -> Int? {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? nil : product
  }

  private static func added(_ a: Int, _ b: Int) -> Int? {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? nil : sum
  }
}
