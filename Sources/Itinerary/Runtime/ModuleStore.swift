import Foundation

/// Where a ``ModuleRouter`` keeps the id of the last module shown, to restore it at launch.
@MainActor
public protocol ModuleStore: AnyObject {
  /// The id of the last module shown, or `nil` when none was saved.
  var lastModuleID: String? { get set }
}

/// A module store in memory, for tests and previews.
@MainActor
public final class InMemoryModuleStore: ModuleStore {
  public var lastModuleID: String?

  /// Creates a store holding `lastModuleID`.
  public init(lastModuleID: String? = nil) {
    self.lastModuleID = lastModuleID
  }
}

/// A module store in `UserDefaults`, under one key.
@MainActor
public final class UserDefaultsModuleStore: ModuleStore {
  private let defaults: UserDefaults
  private let key: String

  /// Creates a store in `defaults` under `key`.
  public init(defaults: UserDefaults = .standard, key: String = "itinerary.lastModuleID") {
    self.defaults = defaults
    self.key = key
  }

  public var lastModuleID: String? {
    get { defaults.string(forKey: key) }
    set { defaults.set(newValue, forKey: key) }
  }
}
