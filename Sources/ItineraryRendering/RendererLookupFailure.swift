import Itinerary

/// Why a setter of ``ScreenRenderer`` found nothing displayed to compare its write with.
enum RendererLookupFailure: Error {
  /// The renderer is not attached, or its lane is gone.
  case noLane
  /// The lane displays nothing.
  case nothingDisplayed
  /// No router with this id is displayed.
  case unknownRouter(RouterID)

  /// The reason in words, for ``SetterOutcome/ignored(_:)``.
  var text: String {
    switch self {
    case .noLane: "the renderer is not attached to a lane"
    case .nothingDisplayed: "the lane displays nothing"
    case .unknownRouter(let router): "router \(router) is not displayed"
    }
  }
}
