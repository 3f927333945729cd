import Foundation

/// The parameters a pattern captured from a link, by name, with typed readers.
///
/// A parameter is here when its segment or query item was in the link: an optional parameter
/// that matched nothing is absent. Read values as strings by subscript, or as any
/// `LosslessStringConvertible` type, a `UUID`, or with your own parser:
///
/// ```swift
/// let match = try LinkPattern("/users/:id/posts/:page").match(LinkPath("/users/7/posts/2"))
/// match?.parameters["id"]                          // "7"
/// match?.parameters.value("page", as: Int.self)    // 2
/// match?.parameters.value("id", as: UUID.self)     // nil: "7" is not a UUID
/// match?.parameters.value("id") { $0 == "7" ? "seven" : nil }  // "seven"
/// ```
public struct LinkParameters: Hashable, Sendable, CustomStringConvertible {
  /// One captured parameter.
  public struct Item: Hashable, Sendable {
    /// The parameter's name in the pattern.
    public var name: String
    /// The decoded value from the link.
    public var value: String

    /// Creates a captured parameter.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the pattern.
    ///   - value: The decoded value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Names beside values, as the matcher captured them: an optional parameter that took no
  /// segment has no value. Kept apart so that a match shares its pattern's names and builds
  /// no pairs.
  private var names: [String]
  private var values: Values

  /// The values of the parameters, by index.
  private enum Values: Sendable {
    /// Values as they are, `nil` for none.
    case strings([String?])
    /// Parameter `i`'s value is the segment whose index is byte `i` of `positions`, none for
    /// `0xFF`. A match's path parameters are kept this way, so that resolving a link builds no
    /// array of values (`links.resolve@N` in `itinerary-bench`).
    case positions(UInt64, in: [String])
  }

  /// The most parameters ``Values/positions(_:in:)`` holds.
  static let maximumPositions = 8

  /// Creates parameters from name and value pairs; the first pair of a name wins.
  ///
  /// - Parameter items: Names and decoded values.
  public init(_ items: [Item] = []) {
    names = items.map(\.name)
    values = .strings(items.map(\.value))
  }

  /// Parameters from a pattern's names and the values captured for them, `nil` for none.
  init(names: [String], values: [String?]) {
    self.names = names
    self.values = .strings(values)
  }

  /// Parameters from a pattern's names, at most ``maximumPositions``, each the segment of
  /// `segments` whose index is its byte of `positions`, or none for `0xFF`.
  init(names: [String], positions: UInt64, in segments: [String]) {
    self.names = names
    values = .positions(positions, in: segments)
  }

  /// The value of the parameter at `index`, or `nil` when it has none.
  private func value(at index: Int) -> String? {
    switch values {
    case .strings(let strings):
      return strings.indices.contains(index) ? strings[index] : nil
    case .positions(let positions, let segments):
      guard index < Self.maximumPositions else { return nil }
      let position = Int(truncatingIfNeeded: positions >> UInt64(index * 8) & 0xFF)
      return position < segments.count && position != 0xFF ? segments[position] : nil
    }
  }

  /// The captured parameters, path ones first, each in pattern order.
  public var items: [Item] {
    names.indices.compactMap { index in value(at: index).map { Item(name: names[index], value: $0) }
    }
  }

  /// The value captured for `name`, or `nil` when the link had none.
  public subscript(name: String) -> String? {
    for (index, candidate) in zip(names.indices, names) where candidate == name {
      if let value = value(at: index) { return value }
    }
    return nil
  }

  public static func == (lhs: LinkParameters, rhs: LinkParameters) -> Bool {
    lhs.items == rhs.items
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
  }

  /// The value captured for `name`, read as `type`; `nil` when absent or unreadable.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: A type that reads itself from a string, such as `Int`, `Double` or `Bool`.
  public func value<Value: LosslessStringConvertible>(
    _ name: String, as type: Value.Type = Value.self
  ) -> Value? {
    self[name].flatMap(Value.init)
  }

  /// The value captured for `name`, read as a UUID; `nil` when absent or not a UUID.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: `UUID.self`.
  public func value(_ name: String, as type: UUID.Type) -> UUID? {
    self[name].flatMap(UUID.init(uuidString:))
  }

  /// The value captured for `name`, read by `parse`; `nil` when absent or when `parse`
  /// returns `nil`.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - parse: Reads the decoded value, or returns `nil` to refuse it.
  public func value<Value>(_ name: String, parse: (String) -> Value?) -> Value? {
    self[name].flatMap(parse)
  }

  /// `[id: 7, page: 2]`, or `[:]` when empty.
  public var description: String {
    items.isEmpty
      ? "[:]" : "[" + items.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
  }

  /// Appends a captured value.
  mutating func append(_ name: String, _ value: String) {
    var strings = names.indices.map(value(at:))
    strings.append(value)
    names.append(name)
    values = .strings(strings)
  }
}
