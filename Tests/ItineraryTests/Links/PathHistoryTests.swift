import Itinerary
import Testing

/// `PathHistory`: exact back and forward, clamping, and the last action.
@Suite("Path history")
struct PathHistoryTests {
  /// A history that went to /a, then /b, then /c.
  static func abc() -> PathHistory {
    var history = PathHistory(LinkPath("/a"))
    history.navigate(to: "/b")
    history.navigate(to: "/c")
    return history
  }

  /// One row: what to do to `abc()`, then the current path, the entries and the last action.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let steps: @Sendable (inout PathHistory) -> Void
    let current: String
    var entries = ["/a", "/b", "/c"]
    let action: PathHistoryAction.Kind?
    var direction: PathHistoryAction.Direction = .sideways
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "start", steps: { _ in }, current: "/c", action: .navigate),
    Case(name: "back 2", steps: { $0.goBack(total: 2) }, current: "/a", action: .back),
    Case(
      name: "back 2, forward 2",
      steps: {
        $0.goBack(total: 2); $0.goForward(total: 2)
      },
      current: "/c", action: .forward),
    Case(
      name: "back further than the history clamps", steps: { $0.goBack(total: 99) },
      current: "/a", action: .back),
    Case(
      name: "back Int.max clamps", steps: { $0.goBack(total: .max) }, current: "/a",
      action: .back),
    Case(
      name: "forward at the end does nothing", steps: { $0.goForward(total: 3) }, current: "/c",
      action: .navigate),
    Case(
      name: "negative back does nothing", steps: { $0.goBack(total: -2) }, current: "/c",
      action: .navigate),
    Case(
      name: "negative forward does nothing",
      steps: {
        $0.goBack(); $0.goForward(total: .min)
      },
      current: "/b", action: .back),
    Case(
      name: "navigate after back drops forward entries",
      steps: {
        $0.goBack(total: 2); $0.navigate(to: "/d")
      }, current: "/d",
      entries: ["/a", "/d"], action: .navigate),
    Case(
      name: "navigate to the current path adds nothing", steps: { $0.navigate(to: "/c") },
      current: "/c", action: .navigate),
    Case(
      name: "relative navigate goes deeper", steps: { $0.navigate(to: "x/y") }, current: "/c/x/y",
      entries: ["/a", "/b", "/c", "/c/x/y"], action: .navigate, direction: .deeper),
    Case(
      name: "dot-dot goes higher",
      steps: {
        $0.navigate(to: "x"); $0.navigate(to: "..")
      },
      current: "/c", entries: ["/a", "/b", "/c", "/c/x", "/c"], action: .navigate,
      direction: .higher),
    Case(
      name: "replace swaps the current entry", steps: { $0.replace(with: "../z") }, current: "/z",
      entries: ["/a", "/b", "/z"], action: .replace),
    Case(
      name: "replace after back drops forward entries",
      steps: {
        $0.goBack(); $0.replace(with: "/q")
      }, current: "/q", entries: ["/a", "/q"],
      action: .replace),
    Case(
      name: "clear keeps the current entry",
      steps: {
        $0.goBack(); $0.clear()
      }, current: "/b",
      entries: ["/b"], action: nil),
  ]

  @Test(arguments: cases)
  func history(_ row: Case) {
    var history = Self.abc()
    row.steps(&history)
    #expect(history.current == LinkPath(row.current))
    #expect(history.entries == row.entries.map { LinkPath($0) })
    #expect(history.lastAction?.kind == row.action)
    if row.action != nil { #expect(history.lastAction?.direction == row.direction) }
    #expect(history.canGoBack == (history.index > 0))
    #expect(history.canGoForward == (history.index < history.entries.count - 1))
  }

  @Test func movesReportHowFarTheyWent() {
    var history = Self.abc()
    #expect(history.goBack(total: 5) == 2)
    #expect(!history.canGoBack && history.canGoForward)
    #expect(history.goForward() == 1)
    #expect(
      history.lastAction
        == PathHistoryAction(kind: .forward, from: LinkPath("/a"), to: LinkPath("/b")))
    #expect(PathHistory().current == .root)
  }
}
