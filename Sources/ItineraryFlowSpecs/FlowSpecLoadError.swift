/// Why ``FlowSpecLoader`` could not load a flow spec: the file could not be read, is not
/// JSON, or is JSON that does not describe a flow.
///
/// Its description points at the spot the way compilers do, so editors and terminals can
/// jump there:
///
/// ```
/// Flows/checkout.json:12:7: expected a string for "route", found a number
/// ```
///
/// A loaded spec can still be wrong as a flow (a stage nobody reaches, an answer leading
/// nowhere); ``FlowSpecValidator`` finds those.
public struct FlowSpecLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the text came from, if the loader was told.
  public var file: String?
  /// Where in the text the problem is; `nil` when it concerns the whole file, such as a file
  /// that cannot be read.
  public var position: SourcePosition?
  /// What was expected and what was found: `expected a string for "route", found a number`.
  public var message: String

  /// Creates an error.
  public init(file: String? = nil, position: SourcePosition? = nil, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:column: message`, leaving out the parts it does not have.
  public var description: String {
    let location = [file, position?.description].compactMap { $0 }.joined(separator: ":")
    return location.isEmpty ? message : location + ": " + message
  }
}
