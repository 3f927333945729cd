import Foundation

/// The whole navigation tree saved for a later launch: the ``NavigationNode`` of a
/// ``NavigationStore``, with the format version it was written in.
///
/// Every router reaches the store of its tree (``Router/store``, ``TabRouter/store``,
/// ``SplitRouter/store``, ``ModuleRouter/store``), and the store holds the one tree: every
/// module, tab, column and presentation. Made for `SceneStorage` and `UserDefaults`:
/// ``data()`` writes small JSON with sorted keys, byte for byte the same for the same tree in
/// every launch, and ``init(data:limits:migrate:)`` reads it back, refusing anything corrupt,
/// hostile or too large with a ``RestorationError`` that says what and where.
///
/// ```swift
/// typealias SavedTree = NavigationSnapshot<AppRoute>
///
/// // When the scene goes to the background:
/// sceneStorageData = try SavedTree(NavigationNode(of: tabs.store)).data()
///
/// // At launch, once the tab router exists:
/// do {
///   try SavedTree(data: sceneStorageData).restore(into: tabs.store)
/// } catch {
///   logger.notice("Starting fresh: \(error)")
/// }
/// ```
///
/// The encoded form is `{"tree": …, "version": 1}`, the tree in the form ``NavigationNode``
/// encodes. When a later version of Itinerary changes that form it raises ``currentVersion``,
/// and reading older data calls the `migrate` hook of ``init(data:limits:migrate:)`` to bring
/// it up to date. A lone router's tree saved as its ``NavigationHierarchy`` by an earlier
/// Itinerary (`{"tree": [levels…], "version": 1}`) still reads, as the stack it is.
public struct NavigationSnapshot<Route: NavigationRoute>: Hashable, Sendable {
  /// The format version this version of Itinerary writes and reads: 1.
  public static var currentVersion: Int { 1 }

  /// The format version of the snapshot.
  public let version: Int
  /// The saved tree.
  public let tree: NavigationNode<Route>

  /// A snapshot of `tree` in the current format.
  public init(_ tree: NavigationNode<Route>) {
    version = Self.currentVersion
    self.tree = tree
  }

  /// Puts `store` in the saved tree's shape: see ``NavigationNode/restore(into:limits:)``.
  ///
  /// - Throws: ``RestorationError``; nothing changes then.
  @MainActor
  public func restore(
    into store: NavigationStore<Route>, limits: RestorationLimits = .standard
  ) throws(RestorationError) {
    try tree.restore(into: store, limits: limits)
  }
}

extension NavigationSnapshot: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, tree
  }

  /// The version alone, read when the snapshot's own decoding stops at it.
  private struct Header: Decodable {
    let version: Int
  }

  /// Decodes a snapshot in the current format; any other version throws
  /// `DecodingError.dataCorrupted` at `version`. Read data with
  /// ``init(data:limits:migrate:)``, which migrates older versions and checks the limits.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "format version \(version) is not \(Self.currentVersion)")
    }
    self.version = version
    if (try? container.nestedUnkeyedContainer(forKey: .tree)) != nil {
      // A lone router's hierarchy, as Itinerary saved it before the store's tree was the one
      // snapshot: the stack of that router.
      tree = NavigationNode(try container.decode(NavigationHierarchy<Route>.self, forKey: .tree))
    } else {
      tree = try container.decode(NavigationNode<Route>.self, forKey: .tree)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(tree, forKey: .tree)
  }

  /// The snapshot as JSON with sorted keys: the same bytes for the same tree in every launch.
  ///
  /// - Throws: ``RestorationError/unencodable(_:)`` when the tree holds a value JSON cannot
  ///   write, such as a number that is not finite.
  public func data() throws(RestorationError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(self)
    } catch let error as EncodingError {
      guard case .invalidValue(_, let context) = error else {
        throw .unencodable("\(error)")
      }
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      throw .unencodable("at \(path.joined(separator: ".")): \(context.debugDescription)")
    } catch {
      throw .unencodable("\(error)")
    }
  }

  /// Reads a snapshot from data that ``data()`` wrote, in this launch or an earlier one, and
  /// validates its tree.
  ///
  /// The data is refused before decoding when it is larger than `limits` allow. When its
  /// version is not ``currentVersion``, `migrate` gets the version and the data and returns
  /// the data in the current format; the default hook migrates nothing. The tree is then
  /// decoded, which checks each value (ids, levels, ranges), and validated as a whole (see
  /// ``NavigationNode/validate(within:)``).
  ///
  /// ```swift
  /// let snapshot = try NavigationSnapshot<AppRoute>(data: data) { version, data in
  ///   guard version == 0 else { return data }
  ///   return try convertFromMyOldFormat(data)   // your own older format
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: JSON that ``data()`` wrote.
  ///   - limits: The size limits; the standard ones by default.
  ///   - migrate: Brings data of an older version to the current format.
  /// - Throws: ``RestorationError``: ``RestorationError/tooLarge(bytes:limit:)``,
  ///   ``RestorationError/corrupt(_:)`` naming the field, ``RestorationError/unsupportedVersion(_:supported:)``
  ///   when `migrate` did not bring the data to the current version, and the refusals of
  ///   ``NavigationNode/validate(within:)``. A `migrate` that throws is reported as
  ///   ``RestorationError/corrupt(_:)`` with its error.
  public init(
    data: Data, limits: RestorationLimits = .standard,
    migrate: (_ version: Int, _ data: Data) throws -> Data = { _, data in data }
  ) throws(RestorationError) {
    guard data.count <= limits.maxBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maxBytes)
    }
    let decoded: Self
    switch Self.decode(data) {
    case .success(let snapshot):
      decoded = snapshot
    case .failure(.olderVersion(let version)):
      let migrated: Data
      do {
        migrated = try migrate(version, data)
      } catch {
        throw .corrupt("migrating from version \(version) failed: \(error)")
      }
      guard migrated.count <= limits.maxBytes else {
        throw .tooLarge(bytes: migrated.count, limit: limits.maxBytes)
      }
      switch Self.decode(migrated) {
      case .success(let snapshot): decoded = snapshot
      case .failure(.olderVersion(let version)):
        throw .unsupportedVersion(version, supported: Self.currentVersion)
      case .failure(.refused(let error)): throw error
      }
    case .failure(.refused(let error)):
      throw error
    }
    try decoded.tree.validate(within: limits)
    self = decoded
  }

  /// Why data did not decode as a snapshot of the current version.
  private enum Failure: Error {
    /// The data is a snapshot of another version, to migrate.
    case olderVersion(Int)
    case refused(RestorationError)
  }

  /// Decodes data in one pass; only when the version is not the current one is it read a
  /// second time, for its version.
  private static func decode(_ data: Data) -> Result<Self, Failure> {
    let decoder = JSONDecoder()
    do {
      return .success(try decoder.decode(Self.self, from: data))
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error,
        context.codingPath.map(\.stringValue) == [CodingKeys.version.stringValue],
        let header = try? decoder.decode(Header.self, from: data)
      {
        return .failure(
          header.version < currentVersion
            ? .olderVersion(header.version)
            : .refused(.unsupportedVersion(header.version, supported: currentVersion)))
      }
      return .failure(.refused(RestorationError(error)))
    } catch {
      return .failure(.refused(.corrupt("\(error)")))
    }
  }
}
