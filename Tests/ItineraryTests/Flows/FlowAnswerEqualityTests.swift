import Itinerary
import ItineraryTesting
import Testing

/// Answers compare as values: the same action with equal values is equal, whatever else is
/// not, and equal answers hash alike, so a test matches the actions of a counterexample.
@Suite("Flow answers compared")
struct FlowAnswerEqualityTests {
  /// A value a flow may await that is not `Equatable`: compared by how it reads.
  struct Draft: Sendable {
    let text: String
  }

  /// A value that is `Equatable` but not `Hashable`.
  struct Age: Equatable, Sendable {
    let years: Int
  }

  /// One row: two answers, and whether they are equal.
  struct Row: CustomTestStringConvertible, Sendable {
    let left: FlowAnswer
    let right: FlowAnswer
    let equal: Bool

    var testDescription: String { "\(left) \(equal ? "==" : "!=") \(right)" }
  }

  static let rows: [Row] = [
    Row(left: .respond(36), right: .respond(36), equal: true),
    Row(left: .respond(36), right: .respond(37), equal: false),
    Row(left: .respond(36), right: .respond("36"), equal: false),
    Row(left: .respond(36), right: .respond(Int64(36)), equal: false),
    Row(left: .respond(Age(years: 3)), right: .respond(Age(years: 3)), equal: true),
    Row(left: .respond(Age(years: 3)), right: .respond(Age(years: 4)), equal: false),
    Row(left: .respond(Draft(text: "a")), right: .respond(Draft(text: "a")), equal: true),
    Row(left: .respond(Draft(text: "a")), right: .respond(Draft(text: "b")), equal: false),
    Row(left: .tapBack, right: .tapBack, equal: true),
    Row(left: .tapBack, right: .swipeAway, equal: false),
    Row(left: .swipeAway, right: .swipeAway, equal: true),
    Row(left: .relaunch, right: .relaunch, equal: true),
    Row(left: .relaunch, right: .tapBack, equal: false),
    Row(left: .tapAlertButton("Keep"), right: .tapAlertButton("Keep"), equal: true),
    Row(left: .tapAlertButton("Keep"), right: .tapAlertButton("Discard"), equal: false),
    Row(left: .tapAlertButton("home"), right: .selectTab("home"), equal: false),
    Row(left: .selectTab("home"), right: .selectTab("home"), equal: true),
    Row(left: .selectTab("home"), right: .selectTab("search"), equal: false),
    Row(left: .sendLink("/reset/1"), right: .sendLink("/reset/1"), equal: true),
    Row(left: .sendLink("/reset/1"), right: .sendLink("/reset/2"), equal: false),
    Row(left: .sendLink("/reset/1"), right: .respond("/reset/1"), equal: false),
  ]

  @Test(arguments: rows)
  func answersAreEqualWhenTheActionAndTheValueAre(_ row: Row) {
    #expect((row.left == row.right) == row.equal)
    #expect((row.right == row.left) == row.equal)
    #expect(row.left == row.left)
    if row.equal {
      #expect(row.left.hashValue == row.right.hashValue)
    }
  }
}
