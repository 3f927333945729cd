/// A module router's whole tree as one value: each module on the stack with its hierarchy,
/// the last one on screen.
///
/// The covered modules keep their navigation as values; only the last module has routers.
/// Read it with ``ModuleRouter/state``, restore it with ``RestorableTree/restore(into:)``.
public struct ModulesState<Route: NavigationRoute>: Hashable, Sendable {
  /// One module on the stack and its navigation.
  public struct ModuleHierarchy: Hashable, Sendable {
    /// The module.
    public var module: Module<Route>
    /// Its root router and everything presented above it.
    public var hierarchy: NavigationHierarchy<Route>

    /// Pairs a module with its hierarchy.
    public init(module: Module<Route>, hierarchy: NavigationHierarchy<Route>) {
      self.module = module
      self.hierarchy = hierarchy
    }
  }

  /// The modules on the stack, the last on screen. Never empty in a valid value.
  public var modules: [ModuleHierarchy]

  /// Creates the value of a module router's tree, for example an expected value in a test.
  public init(modules: [ModuleHierarchy]) {
    self.modules = modules
  }

  /// The name messages give the module at `index`: `"module 1 (main)"`.
  static func name(of module: Module<Route>, at index: Int) -> String {
    "module \(index) (\(module.id))"
  }
}

extension ModulesState.ModuleHierarchy: Codable where Route: Codable {}
extension ModulesState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case modules
  }

  /// Decodes the value and checks it: at least one module, and each module's hierarchy valid
  /// (see ``NavigationHierarchy/init(from:)``). Modules are on screen one at a time, so ids
  /// need be unique only within each. Invalid data throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let modules = try container.decode([ModuleHierarchy].self, forKey: .modules)
    guard !modules.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .modules, in: container, debugDescription: "Invalid modules: it has no modules")
    }
    self.init(modules: modules)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(modules, forKey: .modules)
  }
}

extension ModulesState: CustomStringConvertible {
  /// The modules as an indented tree, the one on screen last.
  public var description: String {
    var printer = TreePrinter()
    printer.line("modules")
    printer.nested { printer in
      for (index, module) in modules.enumerated() {
        printer.line(Self.name(of: module.module, at: index))
        printer.nested { printer in module.hierarchy.print(into: &printer) }
      }
    }
    return printer.text
  }
}
