extension NavigationNode: Codable where Route: Codable {
  /// The key that names a node's kind: `{"tabs": {...}}`.
  private enum CodingKeys: String, CodingKey {
    case stack, tabs, split, modules
  }

  /// Decodes a tree and checks it by the rules of ``validate(within:)`` (sizes aside: a
  /// restoration checks those against its own limits). Invalid data throws
  /// `DecodingError.dataCorrupted` saying what is wrong and where: `"Invalid navigation tree:
  /// tab inbox, tabs r6: router id r6 appears twice (first at tabs r1)"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "A node has exactly one of the keys stack, tabs, split, modules"))
    }
    let node: Self =
      switch key {
      case .stack: .stack(try container.decode(StackNode<Route>.self, forKey: key))
      case .tabs: .tabs(try container.decode(TabsNode<Route>.self, forKey: key))
      case .split: .split(try container.decode(SplitNode<Route>.self, forKey: key))
      case .modules: .modules(try container.decode(ModulesNode<Route>.self, forKey: key))
      }
    do {
      try node.validate(within: .unlimited)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "Invalid navigation tree: \(error)")
    }
    self = node
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack): try container.encode(stack, forKey: .stack)
    case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
    case .split(let split): try container.encode(split, forKey: .split)
    case .modules(let modules): try container.encode(modules, forKey: .modules)
    }
  }
}
