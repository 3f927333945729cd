/// What a person does on the screen a flow waits on: answer it, tap Back, swipe it away, tap
/// a button of its alert, pick a tab, follow a link from outside the app, or close the app and
/// open it again.
///
/// Give a ``FlowExplorer`` the answers a person could give on each route, and it tries every
/// one of them; replay one with ``FlowHarness/give(_:)``, or a relaunch with
/// ``FlowHarness/relaunch()``.
///
/// ```swift
/// let explorer = FlowExplorer(onboarding, root: .home) { route in
///   switch route {
///   case .askName: [.respond("Ada"), .tapBack]
///   case .askAge: [.respond(36), .swipeAway]
///   default: []
///   }
/// }
/// ```
public enum FlowAnswer: Sendable, CustomStringConvertible {
  /// Finishes the screen with this value, as ``FlowHarness/respond(with:)`` does; the value
  /// must be of the type the flow awaits.
  case respond(any Sendable)
  /// Pops the top pushed screen, as the person's Back does.
  case tapBack
  /// Dismisses the sheet or cover on screen, as the person's swipe or its dismiss button
  /// does; refused on a cover without a dismiss button, and on a sheet with interactive
  /// dismissal disabled and no dismiss button.
  case swipeAway
  /// Taps the button with this id on the alert showing on the screen on top. The explorer
  /// offers every button of an alert the flow awaits, without asking the answers closure.
  case tapAlertButton(String)
  /// Picks the tab with this name in the tab bar on screen (the innermost, following the
  /// module on screen, the selected tab, a presentation and the detail column), as the
  /// person's tap on its tab item does: selecting the selected tab again pops it to its root
  /// when its tab router says so. Refused while a sheet or cover a tab presents covers the
  /// tab bar. A flow waiting in the tab the person left keeps waiting there: a
  /// ``FlowExplorer`` then offers only what goes elsewhere (another tab, a link, a relaunch)
  /// until they come back, so the answers for the other tab's screens must offer the way
  /// back; a path offered none is stuck there. Explorers give it where the answers closure or a
  /// ``FlowStateMachine``'s actions list it; flow specs run on a stack, and list none.
  case selectTab(String)
  /// A link arrives, as from an email or a notification: this `LinkDestination` of the
  /// flow's routes, opened with `Router.open(_:)` as the app's link handler would. A running
  /// flow takes it first: the stage it answers, or its link policy. Exploring a flow spec by
  /// its states offers it on the stages that list links; see ``FlowHarness/sendLink(_:)``.
  case sendLink(any Sendable)
  /// The app is closed and opened again: the whole tree and the running flow are saved, the
  /// routers are made again as at the first launch, the tree is restored into them, and the
  /// flow resumes from its snapshot, awaiting the same screen. A harness gives it with
  /// ``FlowHarness/relaunch()``, which is asynchronous, not with ``FlowHarness/give(_:)``.
  /// Exploring a flow spec by its states offers it in every state; a headless
  /// ``FlowExplorer`` replays it, restoring the saved values without encoding them.
  case relaunch

  /// Whether this answer takes the person away from the screen they are on rather than
  /// answering it: a tab pick, a link, a relaunch. These are what a person can do while the
  /// screen a flow awaits is in a tab they left.
  @usableFromInline
  var goesElsewhere: Bool {
    switch self {
    case .selectTab, .sendLink, .relaunch: true
    case .respond, .tapBack, .swipeAway, .tapAlertButton: false
    }
  }

  /// The id of the alert button this answer taps; `nil` for any other answer.
  @usableFromInline
  var alertButton: String? {
    guard case .tapAlertButton(let id) = self else { return nil }
    return id
  }

  /// The answer as the `FlowHarness` call that gives it, for literals and spec links (other
  /// values print as they describe themselves, to read): `respond(with: "Ada")`, `tapBack()`,
  /// `swipeAway()`, `tapAlertButton("Keep")`, `selectTab("search")`,
  /// `sendLink(.opening(route: "resetLink"))`, `relaunch()`.
  public var description: String {
    switch self {
    case .respond(let value): "respond(with: \(String(reflecting: value)))"
    case .tapBack: "tapBack()"
    case .swipeAway: "swipeAway()"
    case .tapAlertButton(let id): "tapAlertButton(\(String(reflecting: id)))"
    case .selectTab(let name): "selectTab(\(String(reflecting: name)))"
    case .sendLink(let link): "sendLink(\(Self.source(ofLink: link)))"
    case .relaunch: "relaunch()"
    }
  }

  /// The Swift line that gives the answer to a `FlowHarness` named `harness`:
  /// `try harness.tapBack()`, or `try await harness.relaunch()`, which is asynchronous.
  var harnessLine: String {
    if case .relaunch = self { return "try await harness.relaunch()" }
    return "try harness.\(self)"
  }
}
