import Foundation
import Itinerary
import ItineraryFlowSpecs

/// The specs a command works on: every `.json` file in the given files and folders, loaded,
/// in path order; and the library they run in, which adds, for a file given on its own, the
/// specs beside it that its sub-flow stages may run.
///
/// Every command loads its specs here, so that `check`, `coverage`, `graph` and `play` of one
/// file find the same sub-flows.
struct SpecFiles {
  /// The specs that loaded, with their files.
  private(set) var specs: [(path: String, spec: FlowSpec)] = []
  /// The files that did not load, and why.
  private(set) var errors: [FlowSpecLoadError] = []
  /// The link tables among the files, by ``LinkTableSpecLoader/isLinkTable(_:)``, not loaded.
  private(set) var linkTables: [String] = []
  /// The specs in the folders of the files given on their own (searched whole, as a folder
  /// given is), that were not given and whose names no given spec has: the sub-flows the
  /// given specs may run. Those that do not load are left out, as nobody asked for them.
  private(set) var neighbours: [(path: String, spec: FlowSpec)] = []

  /// Finds and loads the specs under `paths`: a file is loaded whatever its name; a folder is
  /// searched whole for `.json` files, skipping `*.schema.json`. Then, for each file given on
  /// its own, loads the specs beside it into ``neighbours``.
  ///
  /// - Throws: A ``UsageError`` for a path that does not exist.
  init(paths: [String]) throws(UsageError) {
    let (files, loneFiles) = try Self.files(under: paths)
    for path in files {
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
    let folders = loneFiles.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    // The folders of files that exist: listing them throws nothing.
    let besides = (try? Self.files(under: Self.unique(folders)).files) ?? []
    var given = Set(files.map(Self.absolute))
    var names = Set(specs.map(\.spec.name))
    for path in besides where !LinkTableSpecLoader.isLinkTable(path) {
      guard given.insert(Self.absolute(path)).inserted,
        let spec = try? FlowSpecLoader.load(contentsOf: path),
        names.insert(spec.name).inserted
      else { continue }
      neighbours.append((path, spec))
    }
  }

  /// The library the specs run in: the specs that loaded, then their ``neighbours``.
  var library: FlowSpecLibrary { FlowSpecLibrary((specs + neighbours).map(\.spec)) }

  /// The files of ``library``'s specs, in its order.
  var libraryFiles: [String] { (specs + neighbours).map(\.path) }

  /// Loads the one spec at `path`, and the specs beside it for its sub-flows, as
  /// ``init(paths:)`` does.
  ///
  /// - Throws: A ``UsageError`` when the file does not exist, is a folder or a link table, or
  ///   does not load.
  static func spec(at path: String) throws(UsageError) -> (FlowSpec, FlowSpecLibrary) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      !isFolder.boolValue
    else {
      throw UsageError("no such file: \(path)")
    }
    let files = try SpecFiles(paths: [path])
    if let error = files.errors.first { throw UsageError(error.description) }
    guard let spec = files.specs.first?.spec else {
      throw UsageError("\(path) is a link table, not a flow spec")
    }
    return (spec, files.library)
  }

  /// The files under `paths`, in order, and those of them given on their own.
  private static func files(
    under paths: [String]
  ) throws(UsageError) -> (files: [String], loneFiles: [String]) {
    var files: [String] = []
    var loneFiles: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError("no such file or folder: \(path)")
      }
      guard isFolder.boolValue else {
        files.append(path)
        loneFiles.append(path)
        continue
      }
      let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }
      files += (names ?? []).sorted()
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        .map { URL(fileURLWithPath: path).appendingPathComponent($0).relativePath }
    }
    return (files, loneFiles)
  }

  /// `path` from the root, with its `.` and `..` resolved, to tell one file by two paths.
  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// `paths` without repeats, in order.
  private static func unique(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
  }
}
