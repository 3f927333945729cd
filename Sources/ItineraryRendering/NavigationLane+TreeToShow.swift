import Itinerary

extension NavigationLane {
  /// The tree a view of this lane shows: the ``displayed`` tree once a renderer is attached,
  /// else the tree as its owner has it (``tree``), as the lane takes an unattached screen to
  /// show it.
  ///
  /// A SwiftUI routing view attaches its renderer in `onAppear`, not while its body is built
  /// (attaching changes ``displayed``, which a view must not change while it updates), so its
  /// first body reads this.
  public var treeToShow: NavigationNode<Route>? { displayed ?? tree }
}
