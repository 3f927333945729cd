import Itinerary

/// Prints numbered steps of the tour, each with the tree it leaves behind.
@MainActor
final class Tour {
  private var stepNumber = 0

  /// Runs `change`, then prints `title` and `tree()`; a refused change prints its error.
  func step<Failure: Error>(
    _ title: String, tree: () -> String, _ change: () throws(Failure) -> Void
  ) {
    stepNumber += 1
    print("\n\(stepNumber). \(title)")
    do {
      try change()
    } catch {
      print("  refused: \(error)")
    }
    print(tree())
  }
}
