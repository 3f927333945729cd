extension DecodingError {
  /// A `dataCorrupted` error at the decoder's coding path, for a decoded value outside the
  /// range its documentation states.
  static func outOfRange(_ problem: String, in decoder: any Decoder) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: "Out of range: \(problem)"))
  }
}
