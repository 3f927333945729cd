extension RouterState {
  /// Applies a change to this router's alerts and returns its events. A refused change throws
  /// and changes nothing.
  public mutating func apply(_ action: AlertAction) throws(NavigationError) -> [NavigationEvent<
    Route
  >] {
    switch action {
    case .show(let alert):
      alerts.append(alert)
      return [.alertAdded(alert, shown: alerts.count == 1, router: id)]
    case .dismiss(let alertID, let answerID):
      let index = try alerts.index(ofLayer: alertID)
      let alert = alerts[index]
      var answer: AlertButton?
      if let answerID {
        guard let button = alert.answers.first(where: { $0.id == answerID }) else {
          throw .unknownAlertButton(answerID, alert: alertID)
        }
        answer = button
      }
      alerts.remove(at: index)
      var events: [NavigationEvent<Route>] = [.alertDismissed(alert, answer: answer, router: id)]
      if index == 0, let next = alerts.first {
        events.append(.alertAdded(next, shown: true, router: id))
      }
      return events
    }
  }
}
