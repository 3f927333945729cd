/// Draws the steps the lane applies, and tells the lane when each is on screen.
///
/// The SwiftUI adapter is one renderer; `HeadlessRenderer` in ItineraryTesting is another.
/// The lane calls ``render(_:id:show:)`` after it applied a step to
/// ``NavigationLane/displayed``. A renderer that animates the step returns
/// ``StepCompletion/acknowledgeLater`` and calls ``NavigationLane/acknowledge(_:)`` with the id
/// when the animation ends; the lane applies nothing else until then, or until its deadline
/// passes.
@MainActor
public protocol NavigationRenderer<Route>: AnyObject {
  /// The route type of the tree it draws.
  associatedtype Route: NavigationRoute

  /// Draws `step`, already applied to the lane's displayed tree.
  ///
  /// `show` tells whoever observes ``NavigationLane/displayed`` that it changed. Call it once,
  /// inside the transaction that animates the step, so that the transaction's completion can
  /// acknowledge the step; in SwiftUI, inside `withAnimation(_:completionCriteria:_:completion:)`.
  /// A renderer that has no transaction of its own may ignore it: the lane shows the change as
  /// soon as `render` returns, and calling `show` a second time does nothing.
  func render(_ step: NavigationStep<Route>, id: StepID, show: () -> Void) -> StepCompletion
}

/// Whether a rendered step is on screen already.
public enum StepCompletion: Hashable, Sendable {
  /// The step is on screen; the lane goes on at once.
  case done
  /// The renderer calls ``NavigationLane/acknowledge(_:)`` when the step is on screen.
  case acknowledgeLater
}

/// The identity of one step the lane rendered, for acknowledging it.
public struct StepID: Hashable, Sendable, CustomStringConvertible {
  /// The lane's count of rendered steps when this one was rendered.
  public let rawValue: UInt64

  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  public var description: String { "step \(rawValue)" }
}
