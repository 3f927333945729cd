import Itinerary

/// The renderer the SwiftUI adapter attaches to a lane: it decides, per step, which
/// transaction shows it and which signal acknowledges it, and turns what SwiftUI reports
/// into lane calls.
///
/// The lane applies a step to its displayed tree and calls ``render(_:id:show:)``. The
/// renderer asks ``Acknowledgement`` which ``ScreenSignal`` the step waits for: none (a tab
/// switch, a root swap) runs `show` without animation and the step is done; otherwise `show`
/// runs inside ``ScreenTransactions/animate(_:completion:)`` and the step is ``awaited``
/// until its signal arrives, then acknowledged. A transaction that completes before `animate`
/// returns (it created no animation) makes the step done at once: the lane would ignore an
/// acknowledgement that comes before `render` returns.
///
/// What the person does comes back through the bindings' setters: ``setPath(_:of:)`` from a
/// `NavigationStack`'s path binding, ``setPresentation(of:to:)`` from a sheet's or cover's
/// item binding, ``setSelection(_:of:)`` from a `TabView`'s selection; and a sheet's or cover's
/// `onDismiss` calls ``presentationDismissed(from:)``, and an alert's or confirmation dialog's
/// `isPresented` binding ``setAlertPresented(_:alert:of:)``.
///
/// ```swift
/// let router = Router<AppRoute>(root: .home)
/// let renderer = ScreenRenderer<AppRoute>(transactions: SwiftUITransactions())
/// renderer.attach(to: router.lane)
/// ```
///
/// The renderer keeps its lane weakly: the lane keeps the renderer.
@MainActor
public final class ScreenRenderer<Route: NavigationRoute>: NavigationRenderer {
  /// Runs each step's change on screen.
  public let transactions: any ScreenTransactions
  /// The lane this renderer draws, once attached; held weakly.
  public private(set) weak var lane: NavigationLane<Route>?
  /// The step waiting for its signal, and the signal; `nil` when the screen shows every step.
  ///
  /// When the lane's deadline passes first, the lane goes on by itself; the step stays here
  /// until its signal or the next step arrives, and its signal then changes nothing.
  public private(set) var awaited: (id: StepID, signal: ScreenSignal)?
  /// The displayed tree as this renderer last saw it, to tell what a step changes.
  private var lastShown: NavigationNode<Route>?
  /// The router that presented the router whose dismissal is awaited, in the tree before the
  /// dismissal: the one whose `onDismiss` acknowledges it.
  private var awaitedPresenter: RouterID?

  /// Creates a renderer that shows steps with `transactions`; attach it to a lane with
  /// ``attach(to:)``.
  public init(transactions: any ScreenTransactions) {
    self.transactions = transactions
  }

  /// Starts drawing `lane`: attaches this renderer to it (`NavigationLane.attach(_:)`), which
  /// takes the screen to show the tree as it is. A step awaited from an earlier lane is
  /// forgotten.
  public func attach(to lane: NavigationLane<Route>) {
    self.lane = lane
    awaited = nil
    awaitedPresenter = nil
    lane.attach(self)
    lastShown = lane.displayed
  }

  /// Attaches to `lane` (``attach(to:)``) unless this renderer draws it already, so that a view
  /// that appears again does not make the lane forget the step it waits for.
  ///
  /// - Returns: Whether it attached now.
  @discardableResult
  public func attachIfNeeded(to lane: NavigationLane<Route>) -> Bool {
    guard self.lane !== lane else { return false }
    attach(to: lane)
    return true
  }

  /// Shows `step`, already applied to the lane's displayed tree, with the transaction its
  /// signal calls for. The lane calls it; you do not.
  ///
  /// - Returns: `StepCompletion.done` when the step is on screen already (no signal, or its
  ///   signal came before `animate` returned), else `StepCompletion.acknowledgeLater`.
  public func render(
    _ step: NavigationStep<Route>, id: StepID, show: () -> Void
  ) -> StepCompletion {
    let before = lastShown
    lastShown = lane?.displayed
    guard let signal = Acknowledgement.signal(for: step, from: before) else {
      transactions.withoutAnimation(show)
      return .done
    }
    awaited = (id, signal)
    awaitedPresenter = nil
    if case .presentationDismissed(let router) = signal {
      awaitedPresenter = before?.presenter(of: router)
    }
    transactions.animate(show) { [weak self] in
      self?.receive(.transactionCompleted, for: id)
    }
    // A signal that came before `animate` returned cleared `awaited`: the step is on screen,
    // and the lane, which ignores an acknowledgement before `render` returns, goes on.
    return awaited?.id == id ? .acknowledgeLater : .done
  }

  /// Waits, as for a rendered step, for the `onDismiss` of the presentation of `router` that
  /// the person swiped away, which the lane holds as the step `id`.
  func awaitSwipedDismissal(_ id: StepID, of router: RouterID, presentedBy presenter: RouterID) {
    awaited = (id, .presentationDismissed(router))
    awaitedPresenter = presenter
  }

  /// Call from the `onDismiss` of a sheet or full-screen cover that `presenter`'s view
  /// presents: the router it showed finished leaving the screen.
  ///
  /// Acknowledges the awaited dismissal only when the dismissed router was presented by
  /// `presenter` in the tree before the dismissal. A sheet nested in the dismissed one gets its
  /// own `onDismiss` too (its presenter is the dismissed router), and it does not acknowledge
  /// the dismissal early; neither does the `onDismiss` of an unrelated presenter or a late one.
  ///
  /// ```swift
  /// .sheet(item: sheet, onDismiss: { renderer.presentationDismissed(from: routerID) }) { ... }
  /// ```
  public func presentationDismissed(from presenter: RouterID) {
    guard let awaited, case .presentationDismissed(let router) = awaited.signal,
      awaitedPresenter == presenter
    else { return }
    receive(.presentationDismissed(router), for: awaited.id)
  }

  /// Takes `signal` for the step `id`: when that step awaits exactly this signal, it is on
  /// screen and the lane hears of it. While `render` runs, the lane ignores the call and
  /// `render` returns `StepCompletion.done` instead.
  private func receive(_ signal: ScreenSignal, for id: StepID) {
    guard let awaited, awaited.id == id, awaited.signal == signal else { return }
    self.awaited = nil
    awaitedPresenter = nil
    lane?.acknowledge(id)
  }

  /// Remembers the lane's displayed tree after a person's change reached it.
  func noteShown() {
    lastShown = lane?.displayed
  }
}
