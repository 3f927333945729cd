// A stack bound to the model's path, with a sheet, a cover, a zoom transition, an alert and a
// toolbar; every change the model makes is wrapped so that its completion acknowledges it.
import Foundation
import SwiftUI

struct SampleStackView: View {
  @Environment(SampleModel.self) private var model
  @Namespace private var zoom

  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      Text("Root")
        .matchedTransitionSourceIfAvailable(id: 1, in: zoom)
        .navigationDestination(for: SampleScreen.self) { screen in
          Text("Screen \(screen.id)")
            .zoomIfAvailable(sourceID: screen.id, in: zoom)
        }
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            // A literal title picks the LocalizedStringKey overload, as with Xcode; a String
            // value picks the StringProtocol one and is shown as it is.
            Button("Close", role: .cancel) { model.sheet = nil }
          }
          ToolbarItem(placement: .primaryAction) {
            Button(model.title) { model.acknowledge() }
          }
        }
    }
    .sheet(item: $model.sheet, onDismiss: model.acknowledge) { screen in
      Text("Sheet \(screen.id)")
        .presentationDetents([.medium, .large, .fraction(0.3), .height(120)])
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled(screen.id == 0)
    }
    .coverIfAvailable(item: $model.cover, onDismiss: model.acknowledge)
    .alert("Alert", isPresented: $model.alerting, presenting: model.sheet) { screen in
      Button("OK \(screen.id)", role: .destructive) { model.acknowledge() }
    } message: { screen in
      Text("Message \(screen.id)")
    }
    .onChange(of: model.path) { old, new in
      if old.count != new.count { model.acknowledge() }
    }
    .onAppear { push(SampleScreen(id: 1)) }
  }

  private func push(_ screen: SampleScreen) {
    withAnimation(.easeInOut, completionCriteria: .removed) {
      model.path.append(screen)
    } completion: {
      model.acknowledge()
    }
  }
}

extension View {
  /// The zoom transition from iOS 18, a plain push earlier and where the zoom does not exist.
  @ViewBuilder
  func zoomIfAvailable(sourceID: Int, in namespace: Namespace.ID) -> some View {
    #if !os(macOS)
      if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        navigationTransition(.zoom(sourceID: sourceID, in: namespace))
      } else {
        self
      }
    #else
      self
    #endif
  }

  @ViewBuilder
  func matchedTransitionSourceIfAvailable(id: Int, in namespace: Namespace.ID) -> some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      matchedTransitionSource(id: id, in: namespace)
    } else {
      self
    }
  }

  /// A full-screen cover where the platform has one (not macOS), a sheet elsewhere.
  @ViewBuilder
  func coverIfAvailable(item: Binding<SampleScreen?>, onDismiss: @escaping () -> Void) -> some View
  {
    #if !os(macOS)
      fullScreenCover(item: item, onDismiss: onDismiss) { screen in
        Text("Cover \(screen.id)")
      }
    #else
      sheet(item: item, onDismiss: onDismiss) { screen in
        Text("Cover \(screen.id)")
      }
    #endif
  }
}
