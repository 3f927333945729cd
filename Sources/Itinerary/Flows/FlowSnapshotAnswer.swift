import Foundation

/// What a step of a flow returned, as a ``FlowSnapshot`` saves it: JSON text, decoded as the
/// type the step asks for when the restored flow replays it; or nothing, for a step that
/// returns `Void`.
struct FlowSnapshotAnswer: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The answer's JSON text; `nil` for `Void`.
  let json: String?

  /// Saves `value`; `nil` when it is neither `Encodable` nor `Void`.
  init?(_ value: Any) {
    if value is Void {
      json = nil
      return
    }
    guard let encodable = value as? any Encodable else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(encodable) else { return nil }
    json = String(decoding: data, as: UTF8.self)
  }

  /// The answer as a `Value`; `nil` when it does not decode as one.
  func decode<Value>(as _: Value.Type) -> Value? {
    guard let json else { return () as? Value }
    guard let type = Value.self as? any Decodable.Type else { return nil }
    return (try? JSONDecoder().decode(type, from: Data(json.utf8))) as? Value
  }

  /// The JSON text, or `()`.
  var description: String { json ?? "()" }
}
