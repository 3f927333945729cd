// Tabs whose bar hides, a split view whose collapse follows the size class, an overlay layer with
// an edge transition, a transaction completion, and links routed through the environment.
import Foundation
import SwiftUI

struct SampleContainersView: View {
  @Environment(SampleModel.self) private var model
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.tab) {
      SampleStackView()
        .tabItem { Text("Stack") }
        .tag(0)
      NavigationSplitView(
        columnVisibility: $model.columns, preferredCompactColumn: $model.compactColumn
      ) {
        Text(sizeClass == .compact ? "Collapsed" : "Sidebar")
      } detail: {
        overlayLayer
      }
      .tabItem { Text("Split") }
      .tag(1)
      .toolbarHidden(model.tab == 1)
    }
    .environment(\.openURL, OpenURLAction { url in route(url) })
    .onOpenURL { url in _ = route(url) }
  }

  private var overlayLayer: some View {
    ZStack(alignment: .bottom) {
      Color.clear
      if let overlay = model.overlay {
        Color.black.opacity(0.4)
          .ignoresSafeArea()
          .onTapGesture { dismissOverlay() }
        Text("Overlay \(overlay.id)")
          .transition(.move(edge: .bottom))
      }
    }
  }

  private func dismissOverlay() {
    var transaction = Transaction(animation: .easeInOut(duration: 0.3))
    transaction.addAnimationCompletion(criteria: .logicallyComplete) {
      model.acknowledge()
    }
    withTransaction(transaction) {
      model.overlay = nil
    }
  }

  private func route(_ url: URL) -> OpenURLAction.Result {
    guard url.scheme == "sample" else { return .systemAction }
    model.path = [SampleScreen(id: url.pathComponents.count)]
    return .handled
  }
}

extension View {
  /// Hides the tab bar where there is one.
  @ViewBuilder
  func toolbarHidden(_ hidden: Bool) -> some View {
    #if !os(macOS)
      toolbar(hidden ? .hidden : .automatic, for: .tabBar)
    #else
      self
    #endif
  }
}

struct SampleDismissButton: ViewModifier {
  let dismiss: @MainActor () -> Void

  func body(content: Content) -> some View {
    Group {
      content
      ForEach([SampleScreen(id: 1)]) { screen in
        Button(action: dismiss) { Text("Dismiss \(screen.id)") }
      }
    }
  }
}

@main
struct SampleApp: App {
  @State private var model = SampleModel()
  @SceneStorage("sample.selection") private var storedSelection = ""

  var body: some Scene {
    WindowGroup {
      SampleContainersView()
        .environment(model)
        .modifier(SampleDismissButton { model.sheet = nil })
    }
  }
}
