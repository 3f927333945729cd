import Itinerary
import ItineraryRendering
import Testing

/// The rule of which signal acknowledges which step, over every kind of step, with and
/// without the displayed tree from before the step.
@Suite("Acknowledgement")
struct AcknowledgementTests {
  typealias Step = NavigationStep<ScreenRoute>
  typealias Tree = NavigationNode<ScreenRoute>

  static let root = RouterID(rawValue: 1)
  static let presented = RouterID(rawValue: 2)
  static let home = Entry<ScreenRoute>(id: "home", route: .home)
  /// Pushed with animation.
  static let list = Entry<ScreenRoute>(id: "list", route: .list)
  static let detail = Entry<ScreenRoute>(id: "detail", route: .detail(1))
  /// Pushed without animation.
  static let quiet = Entry<ScreenRoute>(id: "quiet", route: .detail(2), animates: false)
  static let quieter = Entry<ScreenRoute>(id: "quieter", route: .detail(3), animates: false)
  static let settings = RouterState<ScreenRoute>(
    id: presented, root: Entry(id: "settings", route: .settings),
    presentation: Presentation(style: .sheet))

  /// A tree of one root router showing `path`.
  static func before(_ path: [Entry<ScreenRoute>]) -> Tree {
    Tree(NavigationHierarchy(root: RouterState(id: root, root: home, path: path)))
  }

  struct Row: Sendable, CustomStringConvertible {
    let description: String
    let step: Step
    let before: Tree?
    let expected: ScreenSignal?
  }

  static let rows: [Row] = [
    Row(
      description: "a tab switch", step: .selectTab("b", in: RouterID(rawValue: 0)), before: nil,
      expected: nil),
    Row(
      description: "a root swap", step: .setRoot(detail, router: root), before: nil,
      expected: nil),
    Row(
      description: "a dismissal waits for the dismissed router's onDismiss",
      step: .dismiss(router: presented), before: nil, expected: .presentationDismissed(presented)),
    Row(
      description: "a presentation", step: .present(settings, presenter: root), before: nil,
      expected: .transactionCompleted),
    Row(
      description: "overlays",
      step: .setOverlays(
        modals: [OverlayModal(id: "toast", route: .list)],
        alerts: [AlertState(id: "alert", title: "Sure?")], router: root),
      before: nil, expected: .transactionCompleted),
    Row(
      description: "a module swap",
      step: .replaceNode(
        root,
        with: NavigationNode(NavigationHierarchy(root: RouterState(id: presented, root: list)))),
      before: nil, expected: .transactionCompleted),
    Row(
      description: "an animated push", step: .setPath([list], router: root), before: nil,
      expected: .transactionCompleted),
    Row(
      description: "a pop to the root, with nothing to compare",
      step: .setPath([], router: root), before: nil, expected: .transactionCompleted),
    Row(
      description: "a path of screens pushed without animation",
      step: .setPath([quiet, quieter], router: root), before: nil, expected: nil),
    Row(
      description: "a path with one animated screen, with nothing to compare",
      step: .setPath([list, quiet], router: root), before: nil, expected: .transactionCompleted),
    Row(
      description: "a push without animation over an animated screen",
      step: .setPath([list, quiet], router: root), before: before([list]), expected: nil),
    Row(
      description: "a pop of a screen pushed without animation",
      step: .setPath([list], router: root), before: before([list, quiet]), expected: nil),
    Row(
      description: "a pop to the root of a screen pushed without animation",
      step: .setPath([], router: root), before: before([quiet]), expected: nil),
    Row(
      description: "a pop of an animated screen and a quiet one",
      step: .setPath([], router: root), before: before([list, quiet]),
      expected: .transactionCompleted),
    Row(
      description: "an animated push over a quiet screen",
      step: .setPath([quiet, detail], router: root), before: before([quiet]),
      expected: .transactionCompleted),
    Row(
      description: "a quiet screen swapped for an animated one",
      step: .setPath([detail], router: root), before: before([quiet]),
      expected: .transactionCompleted),
    Row(
      description: "a path whose screens stay (swapped in place)",
      step: .setPath([quiet], router: root), before: before([quiet]),
      expected: .transactionCompleted),
    Row(
      description: "a router the tree before does not have",
      step: .setPath([quiet], router: presented), before: before([list]), expected: nil),
    Row(
      description: "a dismissal, with a tree before", step: .dismiss(router: presented),
      before: before([list]), expected: .presentationDismissed(presented)),
    Row(
      description: "a tab switch, with a tree before",
      step: .selectTab("a", in: RouterID(rawValue: 0)),
      before: before([]),
      expected: nil),
  ]

  @Test(arguments: rows)
  func signalForStep(_ row: Row) {
    #expect(Acknowledgement.signal(for: row.step, from: row.before) == row.expected)
  }

  @Test(arguments: rows.filter { $0.before == nil })
  func signalWithoutATreeBeforeIsTheSameRule(_ row: Row) {
    #expect(Acknowledgement.signal(for: row.step) == row.expected)
  }
}
