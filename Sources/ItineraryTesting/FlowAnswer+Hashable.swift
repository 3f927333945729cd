extension FlowAnswer: Hashable {
  /// Whether two answers are the same action with the same value: a value of an `Equatable`
  /// type equals a value of the same type that `==` says is equal; a value of another type
  /// equals a value of the same type that reads the same (`String(reflecting:)`), as the
  /// answer prints it.
  ///
  /// ```swift
  /// FlowAnswer.respond(36) == .respond(36)    // true
  /// FlowAnswer.respond(36) == .respond("36")  // false: another type
  /// ```
  public static func == (lhs: FlowAnswer, rhs: FlowAnswer) -> Bool {
    switch (lhs, rhs) {
    case (.respond(let left), .respond(let right)), (.sendLink(let left), .sendLink(let right)):
      sameValue(left, right)
    case (.tapBack, .tapBack), (.swipeAway, .swipeAway), (.relaunch, .relaunch): true
    case (.tapAlertButton(let left), .tapAlertButton(let right)),
      (.selectTab(let left), .selectTab(let right)):
      left == right
    default: false
    }
  }

  /// Hashes the action, and its value: by the value's own hash when its type is `Hashable`,
  /// by its type alone when it is only `Equatable`, and by its reflection otherwise.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .respond(let value):
      hasher.combine(0)
      Self.hash(value, into: &hasher)
    case .tapBack: hasher.combine(1)
    case .swipeAway: hasher.combine(2)
    case .tapAlertButton(let id):
      hasher.combine(3)
      hasher.combine(id)
    case .selectTab(let name):
      hasher.combine(4)
      hasher.combine(name)
    case .sendLink(let link):
      hasher.combine(5)
      Self.hash(link, into: &hasher)
    case .relaunch: hasher.combine(6)
    }
  }

  private static func sameValue(_ left: any Sendable, _ right: any Sendable) -> Bool {
    guard type(of: left) == type(of: right) else { return false }
    if let left = left as? any Equatable { return left.isEqual(to: right) }
    return String(reflecting: left) == String(reflecting: right)
  }

  private static func hash(_ value: any Sendable, into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: value)))
    if let value = value as? any Hashable {
      hasher.combine(value)
    } else if !(value is any Equatable) {
      hasher.combine(String(reflecting: value))
    }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
