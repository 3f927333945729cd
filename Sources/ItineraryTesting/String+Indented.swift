extension String {
  /// The text with every line indented by two spaces, for a tree inside an error message.
  var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}
