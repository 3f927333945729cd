/// `itinerary graph`: prints a diagram of one spec.
@MainActor
struct GraphCommand {
  let path: String
  let format: GraphFormat
  let console: any Console

  /// Prints the diagram.
  ///
  /// - Throws: A ``UsageError`` when the spec does not exist or does not load.
  func run() throws(UsageError) -> Int32 {
    let (spec, _) = try SpecFiles.spec(at: path)
    console.write(FlowDiagram(spec).rendered(as: format))
    return 0
  }
}
