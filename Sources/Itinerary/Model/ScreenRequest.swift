/// A screen to show, as a value: its entry with its id already chosen, its style, where it
/// goes, and for a presentation the id of the router to create.
///
/// ``Router/show(_:target:)-(Screen<Route>...,_)`` builds requests from ``Screen`` values; the screen queue keeps them
/// until they are shown.
public struct ScreenRequest<Route: NavigationRoute>: Hashable, Sendable {
  /// The screen.
  public var entry: Entry<Route>
  /// Pushed, or presented.
  public var style: ScreenStyle
  /// Where a pushed screen goes; presentations always go on top.
  public var location: ScreenLocation
  /// The dismiss button of a presentation.
  public var dismissButton: DismissButton?
  /// The id of the router a presentation creates.
  public var router: RouterID

  /// Creates a request.
  public init(
    entry: Entry<Route>, style: ScreenStyle, location: ScreenLocation = .append,
    dismissButton: DismissButton? = nil, router: RouterID
  ) {
    self.entry = entry
    self.style = style
    self.location = location
    self.dismissButton = dismissButton
    self.router = router
  }

  /// The presentation a sheet or cover request makes, or `nil` for a push.
  var presentation: Presentation? {
    let style: PresentationStyle
    switch self.style {
    case .push: return nil
    case .sheet(let options): style = .sheet(options)
    case .fullScreenCover: style = .fullScreenCover
    }
    return Presentation(
      style: style, dismissButton: dismissButton, transition: entry.transition,
      isBare: entry.route.ownsNavigation)
  }
}

extension ScreenRequest: Codable where Route: Codable {}
