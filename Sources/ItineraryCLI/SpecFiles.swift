import Foundation
import Itinerary
import ItineraryFlowSpecs

/// The specs a command works on: every `.json` file in the given files and folders, loaded,
/// in path order.
struct SpecFiles {
  /// The specs that loaded, with their files.
  private(set) var specs: [(path: String, spec: FlowSpec)] = []
  /// The files that did not load, and why.
  private(set) var errors: [FlowSpecLoadError] = []
  /// The link tables among the files, by ``LinkTableSpecLoader/isLinkTable(_:)``, not loaded.
  private(set) var linkTables: [String] = []

  /// Finds and loads the specs under `paths`: a file is loaded whatever its name; a folder is
  /// searched whole for `.json` files, skipping `*.schema.json`.
  ///
  /// - Throws: A ``UsageError`` for a path that does not exist.
  init(paths: [String]) throws(UsageError) {
    for path in try Self.files(under: paths) {
      guard !LinkTableSpecLoader.isLinkTable(path) else {
        linkTables.append(path)
        continue
      }
      do {
        specs.append((path, try FlowSpecLoader.load(contentsOf: path)))
      } catch {
        errors.append(error)
      }
    }
  }

  /// The library of the specs that loaded.
  var library: FlowSpecLibrary { FlowSpecLibrary(specs.map(\.spec)) }

  /// Loads the one spec at `path`, and the specs beside it for its sub-flows.
  ///
  /// - Throws: A ``UsageError`` when the file does not exist or does not load.
  static func spec(at path: String) throws(UsageError) -> (FlowSpec, FlowSpecLibrary) {
    guard FileManager.default.fileExists(atPath: path) else {
      throw UsageError("no such file: \(path)")
    }
    let spec: FlowSpec
    do {
      spec = try FlowSpecLoader.load(contentsOf: path)
    } catch {
      throw UsageError(error.description)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let neighbours = (try? SpecFiles(paths: [folder]))?.specs.map(\.spec) ?? []
    return (spec, FlowSpecLibrary([spec] + neighbours.filter { $0.name != spec.name }))
  }

  private static func files(under paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError("no such file or folder: \(path)")
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }
      files += (names ?? []).sorted()
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        .map { URL(fileURLWithPath: path).appendingPathComponent($0).relativePath }
    }
    return files
  }
}
