import Itinerary
import ItineraryFlowSpecs

/// `itinerary resolve`: prints what each link of a link table spec opens (the place, the
/// tree, and the steps that draw it from a start) or why the link is refused.
@MainActor
struct ResolveCommand {
  let path: String
  let links: [String]
  let from: String?
  let console: any Console

  /// Resolves every link.
  ///
  /// - Returns: 0 when every link opens, 1 when one is refused.
  /// - Throws: A ``UsageError`` when the table does not load or the `--from` link is refused.
  func run() throws(UsageError) -> Int32 {
    let spec: LinkTableSpec
    do {
      spec = try LinkTableSpecLoader.load(contentsOf: path)
    } catch {
      throw UsageError(error.description)
    }
    for problem in spec.problems() {
      console.writeError("\(path):\(problem.position): \(problem.message)")
    }
    let table = spec.table()
    var refused = 0
    for link in links {
      let app = try LinkedApp(spec)
      if let from {
        do {
          try app.open(from, in: table)
        } catch {
          throw UsageError("resolve: the --from link is refused: \(error)")
        }
      }
      let start = app.tree
      console.write(link)
      do {
        let destination = try app.open(link, in: table)
        console.write("  opens: \(destination)")
        console.write("  tree:")
        app.tree.description.split(separator: "\n").forEach { console.write("    " + $0) }
        let steps = NavigationPlanner().steps(from: start, to: app.tree)
        console.write("  steps from \(from ?? "the start"):" + (steps.isEmpty ? " none" : ""))
        for (index, step) in steps.enumerated() { console.write("    \(index + 1). \(step)") }
      } catch {
        console.write("  refused: \(error)")
        refused += 1
      }
    }
    return refused == 0 ? 0 : 1
  }
}
