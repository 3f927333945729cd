/// The timings of one benchmark beside its baseline, printed as one JSON object per line.
struct BenchmarkResult {
  /// The benchmark's name, for example `router.push_pop`.
  let name: String
  /// The benchmark's time per operation, in nanoseconds.
  let nsPerOp: Double
  /// The baseline's name, for example `array.push_pop`.
  let baseline: String
  /// The baseline's time per operation, in nanoseconds, timed in the same rounds.
  let baselineNsPerOp: Double

  /// How many times slower than its baseline the benchmark is.
  var ratio: Double { nsPerOp / baselineNsPerOp }

  /// The result as one line of JSON with the fields `name`, `ns_per_op`, `baseline`,
  /// `baseline_ns_per_op` and `ratio`, in that order.
  var jsonLine: String {
    let fields = [
      ("name", Self.string(name)),
      ("ns_per_op", Self.number(nsPerOp, decimals: 2)),
      ("baseline", Self.string(baseline)),
      ("baseline_ns_per_op", Self.number(baselineNsPerOp, decimals: 2)),
      ("ratio", Self.number(ratio, decimals: 3)),
    ]
    return "{" + fields.map { "\(Self.string($0)):\($1)" }.joined(separator: ",") + "}"
  }

  /// `text` as a JSON string literal.
  private static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": literal += "\\\(scalar)"
      case "\u{0}"..<"\u{20}":
        let hex = String(scalar.value, radix: 16)
        literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// `value` rounded to `decimals` places as a JSON number; `null` when it is not finite.
  private static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
  }
}
