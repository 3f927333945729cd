import Foundation

/// Where a ``ModuleRouter`` keeps the id of the last module shown, to restore it at launch.
///
/// The whole tree, every module with its navigation, is saved and restored with a
/// ``NavigationSnapshot`` of the router's ``ModuleRouter/store``. This store keeps less, and
/// stays for what a snapshot cannot do: it is one string, written as the store commits a swap,
/// so it needs no `Codable` routes and no saving step in the app, and the module router reads
/// it as it is made, before any snapshot can be restored. An app whose snapshot is missing,
/// or refused after an update changed its routes, still starts in the module the person was
/// in (main rather than onboarding once onboarding is done).
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
