import Itinerary

extension ModuleRouter {
  /// The module the person may drag back now, towards the edge it came in from: the module on
  /// screen, when it ``Module/allowsSwipeBack``, has an edge, and is not the first, which
  /// cannot be dismissed. `nil` otherwise. Letting go far enough calls
  /// ``ModuleRouter/dismissModule()``; ``SwipeBack`` says how far is enough.
  public var swipeBackModule: Module<Route>? {
    guard modules.count > 1, let shown = modules.last, shown.allowsSwipeBack,
      shown.transition != nil
    else { return nil }
    return shown
  }
}
