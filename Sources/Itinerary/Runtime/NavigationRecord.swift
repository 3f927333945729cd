/// Bookkeeping a command makes beside the tree: an `onDismiss` action registered for a new
/// screen, a caller's waiter for an awaited screen, a result handed to its caller.
///
/// A record is made before anyone hears of its command, and with the command's events while
/// a batch holds them; a refused batch discards it, and `discard` tells its owner why, so a
/// caller whose screen never showed is resumed with the refusal instead of waiting forever.
// Usable from inlinable code for `explorer.paths`: an awaited push stages its caller's waiter as
// a record, and `finish(returning:)` records the delivery of its value, both specialised where
// they are issued; the hub makes the records behind its entry points.
@usableFromInline
struct NavigationRecord {
  /// Takes effect.
  @usableFromInline let make: @MainActor () -> Void
  /// Told the refusal when the record is discarded; nothing by default.
  @usableFromInline let discard: @MainActor (NavigationError) -> Void

  @inlinable
  init(
    make: @escaping @MainActor () -> Void,
    discard: @escaping @MainActor (NavigationError) -> Void = { _ in }
  ) {
    self.make = make
    self.discard = discard
  }
}
