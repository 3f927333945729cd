extension Router {
  /// Shows an alert on the target router's screen, or queues it behind the one showing.
  ///
  /// ```swift
  /// try router.showAlert(title: "Delete draft?", buttons: [
  ///   AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel),
  /// ])
  /// ```
  @discardableResult
  public func showAlert(
    title: String, message: String? = nil, style: AlertStyle = .alert,
    buttons: [AlertButton] = [], id: EntryID? = nil, target: NavigationTarget = .current
  ) throws(NavigationError) -> AlertState {
    let alert = AlertState(
      id: id ?? store.makeEntryID(), style: style, title: title, message: message,
      buttons: buttons)
    try apply(NavigationCommand(.alert(.show(alert)), target: target))
    return alert
  }

  /// Shows an alert and waits for the person's answer.
  ///
  /// - Returns: The button the person chose.
  /// - Throws: ``NavigationError/dismissedWithoutResult(_:)`` when the alert leaves without an
  ///   answer (dismissed by code, or with its screen); `CancellationError` when the awaiting
  ///   task is cancelled, which dismisses the alert.
  public func ask(
    title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton],
    target: NavigationTarget = .current
  ) async throws -> AlertButton {
    let id = store.makeEntryID()
    return try await awaitResult(from: id) { () throws(NavigationError) in
      try showAlert(
        title: title, message: message, style: style, buttons: buttons, id: id, target: target)
    }
  }

  /// Records the person's answer to the alert showing on this router: the alert leaves, the
  /// next queued one shows, and a caller of ``ask(title:message:style:buttons:target:)``
  /// gets the button. Renderers call it when a button is tapped.
  public func answerAlert(with buttonID: String) throws(NavigationError) {
    guard isAttached else { throw .routerDetached(id) }
    guard let alert = state.alerts.first else { throw .noAlertShowing(id) }
    guard let button = alert.answers.first(where: { $0.id == buttonID }) else {
      throw .unknownAlertButton(buttonID, alert: alert.id)
    }
    try apply(NavigationCommand(.alert(.dismiss(alert.id, answer: button.id))))
  }

  /// Dismisses the alert with this id, showing or queued, without an answer.
  public func dismissAlert(id alertID: EntryID, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.alert(.dismiss(alertID, answer: nil)), target: target))
  }

  /// The alerts of this router's screen: the first shows, the others wait.
  public var alerts: [AlertState] { state.alerts }
}
