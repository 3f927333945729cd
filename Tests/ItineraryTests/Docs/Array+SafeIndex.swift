extension Array {
  /// The element at `index`, or `nil` when the array has no such index: reading tokens around a
  /// position without checking the bounds each time.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
