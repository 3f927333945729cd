/// A command line the command cannot run, or a file it cannot read: printed as one line,
/// with exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, and where to look.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { "itinerary: \(message)" }
}
