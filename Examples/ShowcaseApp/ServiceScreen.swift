#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// A service that asks the person for a color and awaits the answer as a typed result.
  struct ColorService {
    let navigator: Navigator<ShowcaseRoute>

    /// Presents the picker and returns the color picked, once the picker has left the screen.
    @MainActor
    func pickColor() async throws -> String {
      try await navigator.present(.colorPicker, returning: String.self)
    }
  }

  /// The service's caller, and the picker that finishes with a value.
  struct ServiceScreen: View {
    let route: ShowcaseRoute
    @EnvironmentNavigator private var navigator: Navigator<ShowcaseRoute>?
    @State private var picked = "nothing yet"

    var body: some View {
      switch route {
      case .colorPicker:
        VStack {
          Text("Pick a color")
          ForEach(["Red", "Green", "Blue"], id: \.self) { color in
            CommandButton(color) { try $0.finish(returning: color) }
          }
        }
      default:
        VStack {
          Text("Picked: \(picked)")
          Button("Ask the color service") { ask() }
        }
      }
    }

    private func ask() {
      guard let navigator else { return }
      Task { @MainActor in
        do {
          picked = try await ColorService(navigator: navigator).pickColor()
        } catch {
          picked = "no color (\(error))"
        }
      }
    }
  }
#endif
