import Foundation
import Testing

@testable import Itinerary

/// An entry is a value however it stores its details: equality, hashing, copies and coding
/// see the transition, the animation, the behaviour and the in-place transitions, whether they
/// are set, shared with a copy, or back to their defaults.
@Suite("Entry values")
struct EntryValueTests {
  static let overlay = TransitionEntry<TestRoute>(id: "overlay", route: .profile)

  static func entry(transition: ScreenTransition? = nil) -> Entry<TestRoute> {
    Entry(id: EntryID(generated: 3), route: .detail(3), transition: transition)
  }

  @Test func detailsBackToTheirDefaultsMakeAnEqualEntry() {
    var changed = Self.entry(transition: .zoom(sourceID: "card"))
    #expect(changed != Self.entry())
    changed.transition = nil
    changed.animates = false
    changed.animates = true
    changed.inPlaceTransitions = [Self.overlay]
    changed.inPlaceTransitions.removeAll()
    #expect(changed == Self.entry())
    #expect(changed.hashValue == Self.entry().hashValue)
    #expect(changed.storedDetails == nil)
  }

  @Test func eachDetailTakesPartInEquality() {
    let plain = Self.entry()
    var transition = plain
    transition.transition = .zoom(sourceID: "card")
    var animates = plain
    animates.animates = false
    var behavior = plain
    behavior.transitionBehavior = .removePrevious
    var inPlace = plain
    inPlace.inPlaceTransitions = [Self.overlay]
    let entries = [plain, transition, animates, behavior, inPlace]
    #expect(Set(entries).count == entries.count)
    for (index, entry) in entries.enumerated() {
      #expect(entries.firstIndex(of: entry) == index)
    }
  }

  @Test func aCopyChangesAlone() {
    var original = Self.entry(transition: .zoom(sourceID: "card"))
    original.inPlaceTransitions = [Self.overlay]
    var copy = original
    copy.inPlaceTransitions.append(TransitionEntry(id: "second", route: .list))
    copy.transition = .zoom(sourceID: "other")
    #expect(original.inPlaceTransitions == [Self.overlay])
    #expect(original.transition == .zoom(sourceID: "card"))
    #expect(copy.inPlaceTransitions.map(\.id) == ["overlay", "second"])
    #expect(copy.transition == .zoom(sourceID: "other"))
  }

  /// Every key is written, defaults too, as the entry's keys always were; a zoom only when
  /// there is one.
  @Test func encodingWritesEveryKey() throws {
    let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.entry()))
    let keys = (plain as? [String: Any]).map { Set($0.keys) }
    #expect(keys == ["id", "route", "animates", "transitionBehavior", "transitions"])
    var detailed = Self.entry(transition: .zoom(sourceID: "card"))
    detailed.inPlaceTransitions = [Self.overlay]
    detailed.animates = false
    let decoded = try JSONDecoder().decode(
      Entry<TestRoute>.self, from: JSONEncoder().encode(detailed))
    #expect(decoded == detailed)
    #expect(decoded.transition == .zoom(sourceID: "card"))
    #expect(!decoded.animates)
  }

  /// A chosen id is its name: two made apart are equal and hash alike.
  @Test func namedIDsCompareByName() {
    let first = EntryID("checkout")
    let second = EntryID(String(["check", "out"].joined()))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != EntryID("cart"))
    #expect(second.description == "checkout")
  }
}
