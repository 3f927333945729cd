import Foundation
import ItineraryTesting

/// The coverage records a command was given, read.
enum CoverageRecords {
  /// The runs in the records file at `path`.
  ///
  /// - Throws: A ``UsageError`` saying why the file does not read.
  static func runs(at path: String) throws(UsageError) -> [FlowCoverageRun] {
    do {
      return try FlowCoverageRun.runs(inRecordsAt: URL(fileURLWithPath: path))
    } catch {
      throw UsageError(error.description)
    }
  }
}
