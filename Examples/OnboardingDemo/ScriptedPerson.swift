import Itinerary

/// A person who answers every screen that awaits them from a script, and prints the tree at
/// each step: the headless stand-in for someone tapping through the app.
@MainActor
final class ScriptedPerson {
  private let modules: ModuleRouter<DemoRoute>
  private let answer: (DemoRoute) -> (any Sendable)?
  private var observations: [EventObservation] = []
  private var stepNumber = 0

  /// Starts answering the screens of every module of `modules` with `answer`.
  init(modules: ModuleRouter<DemoRoute>, answer: @escaping (DemoRoute) -> (any Sendable)?) {
    self.modules = modules
    self.answer = answer
  }

  /// Watches `router`'s tree for screens awaiting an answer.
  func watch(_ router: Router<DemoRoute>) {
    observations.append(
      router.observeAwaitedResults { [weak self] _ in
        // Answer once the caller has suspended, as a person would, a moment later.
        Task { @MainActor in self?.answerTopScreen() }
      })
  }

  private func answerTopScreen() {
    let top = modules.current.deepestRouter
    let route = top.state.current.route
    stepNumber += 1
    print("\n\(stepNumber). \(route) waits for the person")
    print(modules.current.hierarchy)
    guard let value = answer(route) else {
      print("  (the script has no answer for \(route))")
      return
    }
    print("  the person answers \(value)")
    do {
      try top.finish(returning: value)
    } catch {
      print("  refused: \(error)")
    }
  }
}
