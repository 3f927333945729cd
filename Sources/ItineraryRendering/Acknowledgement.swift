import Itinerary

/// The pure rule of which screen signal acknowledges which navigation step.
///
/// SwiftUI says when a change is on screen in two ways: the completion of the transaction
/// that made it, and a sheet's or cover's `onDismiss`. A dismissal is only over when
/// `onDismiss` runs (the transaction may complete before the sheet has left, and presenting
/// from the presenter before then is dropped), so a dismissal waits for that; every other
/// animated step waits for its transaction. A tab switch and a root swap are not animated
/// and are on screen at once.
///
/// | Step | Signal |
/// | --- | --- |
/// | `.selectTab`, `.setRoot` | `nil`: on screen at once, shown without animation |
/// | `.dismiss(router: r)` | ``ScreenSignal/presentationDismissed(_:)`` of `r` |
/// | `.setPath` whose changed screens all have `animates == false` | `nil` |
/// | any other `.setPath`, `.present`, `.presentNode`, `.setOverlays`, `.replaceNode` | ``ScreenSignal/transactionCompleted`` |
public enum Acknowledgement {
  /// The signal that acknowledges `step`, or `nil` when the step is on screen as soon as it
  /// is shown (and is shown without animation).
  ///
  /// Without the tree from before the step, the screens a `.setPath` changes are taken to be
  /// every screen of its new path; an empty path (a pop to the root) animates. Use
  /// ``signal(for:from:)`` when the tree before the step is known.
  public static func signal<Route>(for step: NavigationStep<Route>) -> ScreenSignal? {
    signal(for: step, from: nil)
  }

  /// The signal that acknowledges `step`, shown over `before`, the displayed tree before it.
  ///
  /// A `.setPath` changes the screens it pushes and the screens it pops (compared by id with
  /// the router's path in `before`); when there are some and none of them animates (each was
  /// pushed with `animates: false`) the step needs no animation and no signal. Without
  /// `before`, or when the router is not in it, this is ``signal(for:)``.
  public static func signal<Route>(
    for step: NavigationStep<Route>, from before: NavigationNode<Route>?
  ) -> ScreenSignal? {
    switch step {
    case .selectTab, .setRoot:
      return nil
    case .dismiss(let router):
      return .presentationDismissed(router)
    case .setPath(let entries, let router):
      let changed = changedEntries(entries, router: router, before: before)
      let shownAtOnce = !changed.isEmpty && changed.allSatisfy { !$0.animates }
      return shownAtOnce ? nil : .transactionCompleted
    case .present, .presentNode, .setOverlays, .replaceNode:
      return .transactionCompleted
    }
  }

  /// The screens that come or go when `router`'s path becomes `entries`: all of `entries`
  /// without the old path.
  private static func changedEntries<Route>(
    _ entries: [Entry<Route>], router: RouterID, before: NavigationNode<Route>?
  ) -> [Entry<Route>] {
    guard let (stack, level) = before?.stack(holding: router) else { return entries }
    let old = stack.hierarchy.levels[level].path
    let oldIDs = Set(old.map(\.id))
    let newIDs = Set(entries.map(\.id))
    return entries.filter { !oldIDs.contains($0.id) } + old.filter { !newIDs.contains($0.id) }
  }
}
