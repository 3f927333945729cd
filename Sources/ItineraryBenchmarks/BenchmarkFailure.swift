/// A benchmark whose subject did not do the work it is timed for, in words.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
