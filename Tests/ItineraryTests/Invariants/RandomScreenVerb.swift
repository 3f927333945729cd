import Itinerary

/// A screen to show in a random run, as a value: a `Screen` without its action, and the token
/// of the action the ledger makes for it.
struct ScreenSpec: CustomStringConvertible {
  var route: TestRoute
  var style: ScreenStyle
  var id: EntryID?
  var location: ScreenLocation
  var behavior: TransitionBehavior
  var token: Int

  /// Whether it is pushed rather than presented, where the router hosts a stack.
  var isPush: Bool { style == .push }

  @MainActor
  func screen(_ ledger: DismissLedger) -> Screen<TestRoute> {
    Screen(
      route, style: style, id: id, location: location, transitionBehavior: behavior,
      onDismiss: ledger.action(token))
  }

  var description: String {
    let style: String? =
      switch style {
      case .push: nil
      case .sheet: "style: .sheet"
      case .fullScreenCover: "style: .fullScreenCover"
      }
    let location: String? =
      switch location {
      case .append: nil
      case .insertAtStart: "location: .insertAtStart"
      case .insert(let after): "location: .insert(after: \"\(after)\")"
      }
    let parts: [String?] = [
      ".\(route)", style, id.map { "id: \"\($0)\"" }, location,
      behavior == .removePrevious ? "transitionBehavior: .removePrevious" : nil,
      "token: \(token)",
    ]
    return "Screen(\(parts.compactMap { $0 }.joined(separator: ", ")))"
  }
}

/// A verb of the screens, queues, overlays and batches, with its arguments, as a value.
indirect enum RandomScreenVerb: CustomStringConvertible {
  case show([ScreenSpec], target: NavigationTarget)
  case enqueue([ScreenSpec], target: NavigationTarget)
  case removeFromQueue([EntryID], target: NavigationTarget)
  case removeAllFromQueue(target: NavigationTarget)
  case showNextScreen(QueueFallback, target: NavigationTarget)
  case showModal(TestRoute, id: EntryID?, token: Int, target: NavigationTarget)
  case dismissModal(target: NavigationTarget)
  case dismissModalID(EntryID, target: NavigationTarget)
  case dismissModalsAbove(EntryID, target: NavigationTarget)
  case dismissModalsCount(Int, target: NavigationTarget)
  case dismissAllModals(target: NavigationTarget)
  case showTransition(TestRoute, id: EntryID?, token: Int, target: NavigationTarget)
  case dismissTransition(target: NavigationTarget)
  case dismissTransitionID(EntryID, target: NavigationTarget)
  case dismissTransitionsAbove(EntryID, target: NavigationTarget)
  case dismissTransitionsCount(Int, target: NavigationTarget)
  case dismissAllTransitions(target: NavigationTarget)
  case dismissTransitionOrScreen(target: NavigationTarget)
  case enqueueTransitions([EntryID], target: NavigationTarget)
  case removeTransitionsFromQueue([EntryID], target: NavigationTarget)
  case removeAllTransitionsFromQueue(target: NavigationTarget)
  case showNextTransition(TransitionFallback, target: NavigationTarget)
  case showAlert(id: EntryID?, buttons: [String], target: NavigationTarget)
  case answerAlert(String)
  case dismissAlert(EntryID, target: NavigationTarget)
  /// Verbs applied as one with `batch`.
  case batch([BatchedVerb])

  /// A verb inside a batch: a stack or presentation verb, or one of these.
  enum BatchedVerb: CustomStringConvertible {
    case router(RandomVerb)
    case screen(RandomScreenVerb)

    var description: String {
      switch self {
      case .router(let verb): "\(verb)"
      case .screen(let verb): "\(verb)"
      }
    }
  }

  /// The router the verb acts on, counted from the one it is issued on; `nil` for the verbs
  /// without a target.
  var target: NavigationTarget? {
    switch self {
    case .show(_, let target), .enqueue(_, let target), .removeFromQueue(_, let target),
      .removeAllFromQueue(let target), .showNextScreen(_, let target),
      .showModal(_, _, _, let target), .dismissModal(let target), .dismissModalID(_, let target),
      .dismissModalsAbove(_, let target), .dismissModalsCount(_, let target),
      .dismissAllModals(let target), .showTransition(_, _, _, let target),
      .dismissTransition(let target), .dismissTransitionID(_, let target),
      .dismissTransitionsAbove(_, let target), .dismissTransitionsCount(_, let target),
      .dismissAllTransitions(let target), .dismissTransitionOrScreen(let target),
      .enqueueTransitions(_, let target), .removeTransitionsFromQueue(_, let target),
      .removeAllTransitionsFromQueue(let target), .showNextTransition(_, let target),
      .showAlert(_, _, let target), .dismissAlert(_, let target):
      target
    case .answerAlert, .batch:
      nil
    }
  }

  /// The verb with `token` for its action, when it shows one thing with an action.
  func withToken(_ token: Int) -> RandomScreenVerb {
    switch self {
    case .show(var specs, let target) where specs.count == 1:
      specs[0].token = token
      return .show(specs, target: target)
    case .showModal(let route, let id, _, let target):
      return .showModal(route, id: id, token: token, target: target)
    case .showTransition(let route, let id, _, let target):
      return .showTransition(route, id: id, token: token, target: target)
    default:
      return self
    }
  }

  /// What the ledger must learn when the verb applies: its actions' tokens.
  var registrations: [DismissLedger.Registration] {
    switch self {
    case .show(let specs, _):
      specs.map { DismissLedger.Registration(token: $0.token, chosen: $0.id) }
    case .enqueue(let specs, _):
      specs.map { DismissLedger.Registration(token: $0.token, chosen: $0.id, queued: true) }
    case .showModal(_, let id, let token, _), .showTransition(_, let id, let token, _):
      [DismissLedger.Registration(token: token, chosen: id)]
    default: []
    }
  }

  /// Calls the verb on `router`, then tells the ledger which ids its actions went to;
  /// `ids` reads every id in use in the router's hierarchy, from its root router, where the
  /// new ones show. Inside a batch, it reads the hierarchy the verbs before left.
  @MainActor
  func perform(
    on router: Router<TestRoute>, ledger: DismissLedger, ids: () -> Set<EntryID>
  ) throws(NavigationError) {
    let registrations = registrations
    let before = registrations.isEmpty ? [] : ids()
    try call(on: router, ledger: ledger, ids: ids)
    if !registrations.isEmpty {
      ledger.registered(registrations, new: ids().subtracting(before))
    }
  }

  @MainActor
  private func call(
    on router: Router<TestRoute>, ledger: DismissLedger, ids: () -> Set<EntryID>
  ) throws(NavigationError) {
    switch self {
    case .show(let specs, let target):
      try router.show(specs.map { $0.screen(ledger) }, target: target)
    case .enqueue(let specs, let target):
      try router.enqueue(specs.map { $0.screen(ledger) }, target: target)
    case .removeFromQueue(let ids, let target): try router.removeFromQueue(ids, target: target)
    case .removeAllFromQueue(let target): try router.removeAllFromQueue(target: target)
    case .showNextScreen(let fallback, let target):
      try router.showNextScreen(orElse: fallback, target: target)
    case .showModal(let route, let id, let token, let target):
      try router.showModal(route, id: id, onDismiss: ledger.action(token), target: target)
    case .dismissModal(let target): try router.dismissModal(target: target)
    case .dismissModalID(let id, let target): try router.dismissModal(id: id, target: target)
    case .dismissModalsAbove(let id, let target):
      try router.dismissModals(above: id, target: target)
    case .dismissModalsCount(let count, let target):
      try router.dismissModals(count: count, target: target)
    case .dismissAllModals(let target): try router.dismissAllModals(target: target)
    case .showTransition(let route, let id, let token, let target):
      try router.showTransition(route, id: id, onDismiss: ledger.action(token), target: target)
    case .dismissTransition(let target): try router.dismissTransition(target: target)
    case .dismissTransitionID(let id, let target):
      try router.dismissTransition(id: id, target: target)
    case .dismissTransitionsAbove(let id, let target):
      try router.dismissTransitions(above: id, target: target)
    case .dismissTransitionsCount(let count, let target):
      try router.dismissTransitions(count: count, target: target)
    case .dismissAllTransitions(let target): try router.dismissAllTransitions(target: target)
    case .dismissTransitionOrScreen(let target):
      try router.dismissTransitionOrScreen(target: target)
    case .enqueueTransitions(let ids, let target):
      try router.enqueueTransitions(
        ids.map { TransitionEntry(id: $0, route: .detail(9)) }, target: target)
    case .removeTransitionsFromQueue(let ids, let target):
      try router.removeTransitionsFromQueue(ids, target: target)
    case .removeAllTransitionsFromQueue(let target):
      try router.removeAllTransitionsFromQueue(target: target)
    case .showNextTransition(let fallback, let target):
      try router.showNextTransition(orElse: fallback, target: target)
    case .showAlert(let id, let buttons, let target):
      try router.showAlert(
        title: "Sure?", buttons: buttons.map { AlertButton($0) }, id: id, target: target)
    case .answerAlert(let button): try router.answerAlert(with: button)
    case .dismissAlert(let id, let target): try router.dismissAlert(id: id, target: target)
    case .batch(let verbs):
      try router.batch { router throws(NavigationError) in
        for verb in verbs {
          switch verb {
          case .router(let verb): try verb.perform(on: router)
          case .screen(let verb): try verb.perform(on: router, ledger: ledger, ids: ids)
          }
        }
      }
    }
  }

  var description: String {
    let target = self.target.flatMap { $0 == .current ? nil : "target: .\($0)" }
    let parts: [String?] =
      switch self {
      case .show(let specs, _): ["show", list(specs)]
      case .enqueue(let specs, _): ["enqueue", list(specs)]
      case .removeFromQueue(let ids, _): ["removeFromQueue", quoted(ids)]
      case .removeAllFromQueue: ["removeAllFromQueue"]
      case .showNextScreen(let fallback, _): ["showNextScreen", "orElse: .\(fallback)"]
      case .showModal(let route, let id, let token, _):
        ["showModal", ".\(route)", id.map { "id: \"\($0)\"" }, "token: \(token)"]
      case .dismissModal: ["dismissModal"]
      case .dismissModalID(let id, _): ["dismissModal", "id: \"\(id)\""]
      case .dismissModalsAbove(let id, _): ["dismissModals", "above: \"\(id)\""]
      case .dismissModalsCount(let count, _): ["dismissModals", "count: \(count)"]
      case .dismissAllModals: ["dismissAllModals"]
      case .showTransition(let route, let id, let token, _):
        ["showTransition", ".\(route)", id.map { "id: \"\($0)\"" }, "token: \(token)"]
      case .dismissTransition: ["dismissTransition"]
      case .dismissTransitionID(let id, _): ["dismissTransition", "id: \"\(id)\""]
      case .dismissTransitionsAbove(let id, _): ["dismissTransitions", "above: \"\(id)\""]
      case .dismissTransitionsCount(let count, _): ["dismissTransitions", "count: \(count)"]
      case .dismissAllTransitions: ["dismissAllTransitions"]
      case .dismissTransitionOrScreen: ["dismissTransitionOrScreen"]
      case .enqueueTransitions(let ids, _): ["enqueueTransitions", quoted(ids)]
      case .removeTransitionsFromQueue(let ids, _): ["removeTransitionsFromQueue", quoted(ids)]
      case .removeAllTransitionsFromQueue: ["removeAllTransitionsFromQueue"]
      case .showNextTransition(let fallback, _): ["showNextTransition", "orElse: .\(fallback)"]
      case .showAlert(let id, let buttons, _):
        ["showAlert", "buttons: \(buttons)", id.map { "id: \"\($0)\"" }]
      case .answerAlert(let button): ["answerAlert", "with: \"\(button)\""]
      case .dismissAlert(let id, _): ["dismissAlert", "id: \"\(id)\""]
      case .batch(let verbs):
        ["batch", "{ " + verbs.map(\.description).joined(separator: "; ") + " }"]
      }
    let name = parts[0] ?? ""
    let arguments = (parts.dropFirst() + [target]).compactMap { $0 }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  private func list(_ specs: [ScreenSpec]) -> String {
    "[" + specs.map(\.description).joined(separator: ", ") + "]"
  }

  private func quoted(_ ids: [EntryID]) -> String {
    "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
