/// A rule of SwiftUI's navigation that the ``SwiftUIModel`` enforces, with the public source it
/// is taken from. Nothing here was measured on an Apple machine: each rule is the conservative
/// reading of its sources.
public enum SwiftUIRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A push issued while a sheet, cover or alert is animating in or out is dropped: the stack
  /// does not show it.
  ///
  /// Changing a `NavigationStack` path while a transition runs "can lead to visual artifacts
  /// and invalid state" (Apple Developer Forums, https://developer.apple.com/forums/thread/750879);
  /// SwiftUI's presentations are UIKit presentations, which refuse to start while another is in
  /// progress (https://github.com/joomcode/BottomSheet/issues/35,
  /// https://github.com/Automattic/pocket-casts-ios/pull/4352).
  case pushDroppedDuringPresentation
  /// A sheet, cover or alert presented while another presentation is animating in or out is
  /// dropped, and so is a second level presented in the same update as the first.
  ///
  /// UIKit: "Attempt to present … while a presentation is in progress"
  /// (https://github.com/joomcode/BottomSheet/issues/35); in SwiftUI, dismissing a sheet and
  /// showing an alert in the same update shows only the dismissal
  /// (https://github.com/pointfreeco/swift-composable-architecture/issues/1991).
  case presentDroppedDuringPresentation
  /// Where the platform dismisses one presentation level per update
  /// (`PlatformCapabilities.oneLevelPerUpdate`), a dismissal of several nested levels in one
  /// update dismisses the top level only and leaves the others on screen.
  ///
  /// Routers for SwiftUI dismiss nested sheets "one at a time"
  /// (https://github.com/johnpatrickmorgan/FlowStacks/issues/44,
  /// https://github.com/johnpatrickmorgan/NavigationBackport/issues/30,
  /// https://github.com/davidscheutz/swiftui-infinite-navigation/issues/6).
  case oneLevelPerUpdate

  /// The rule in words.
  public var description: String {
    switch self {
    case .pushDroppedDuringPresentation:
      "a push issued while a presentation animates is dropped"
    case .presentDroppedDuringPresentation:
      "a presentation issued while another presentation animates is dropped"
    case .oneLevelPerUpdate:
      "this platform dismisses one presentation level per update; the others stay"
    }
  }

  /// The public source the rule is taken from.
  public var source: String {
    switch self {
    case .pushDroppedDuringPresentation: "https://developer.apple.com/forums/thread/750879"
    case .presentDroppedDuringPresentation: "https://github.com/joomcode/BottomSheet/issues/35"
    case .oneLevelPerUpdate: "https://github.com/johnpatrickmorgan/FlowStacks/issues/44"
    }
  }
}
