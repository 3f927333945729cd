import Observation

/// The screens of a tree that hold the person, by id, each with the question that decides
/// whether they may leave it: the stages of running flows with a ``LeaveGuard``.
///
/// Observable, by hand, as ``Router`` is: a view that reads whether its screen is guarded is
/// drawn again when a stage the person came back to is guarded again.
@MainActor
final class LeaveGuardRegistry: Observable {
  private let registrar = ObservationRegistrar()
  private var questions: [EntryID: @MainActor () async -> Bool] = [:]
  /// The questions being asked, by the screen they guard: cancelled when the screen goes
  /// unguarded, so that a question (an alert) never outlives the stage it guards.
  private var asking: [EntryID: Task<Bool, Never>] = [:]

  /// The guarded screens; reading it is observed.
  private var guardedScreens: [EntryID: @MainActor () async -> Bool] {
    get {
      registrar.access(self, keyPath: \.guardedScreens)
      return questions
    }
    set {
      registrar.withMutation(of: self, keyPath: \.guardedScreens) { questions = newValue }
    }
  }

  /// Guards `screen` with `question`.
  func guardScreen(_ screen: EntryID, asking question: @escaping @MainActor () async -> Bool) {
    guardedScreens[screen] = question
  }

  /// Lets `screen` go unguarded, ending a question being asked about it: its asker hears
  /// that the person stays.
  func release(_ screen: EntryID) {
    asking.removeValue(forKey: screen)?.cancel()
    guard questions[screen] != nil else { return }
    guardedScreens[screen] = nil
  }

  /// Whether `screen` is guarded.
  func guards(_ screen: EntryID) -> Bool {
    guardedScreens[screen] != nil
  }

  /// Whether any of `screens` is guarded.
  func guardsAny(of screens: some Sequence<EntryID>) -> Bool {
    !questions.isEmpty && screens.contains { questions[$0] != nil }
  }

  /// Asks whether the person may leave `screen`: `true` when it is not guarded. The question
  /// ends, keeping the person, when its asker is cancelled or the screen goes unguarded.
  func allowsLeaving(_ screen: EntryID) async -> Bool {
    guard let question = questions[screen] else { return true }
    let asked = Task { await question() }
    asking[screen] = asked
    defer { if asking[screen] == asked { asking[screen] = nil } }
    return await withTaskCancellationHandler {
      await asked.value
    } onCancel: {
      asked.cancel()
    }
  }
}
