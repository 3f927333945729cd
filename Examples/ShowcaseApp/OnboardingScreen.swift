#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// Onboarding: a few pushed steps, then the onboarding module gives way to the main one.
  struct OnboardingScreen: View {
    let route: ShowcaseRoute
    let modules: ModuleRouter<ShowcaseRoute>
    @State private var refusal: String?

    var body: some View {
      VStack {
        switch route {
        case .onboardingStep(let step) where step >= 3:
          Text("All set")
          Button("Start") { finish() }
        case .onboardingStep(let step):
          Text("Step \(step)")
          CommandButton("Next") { try $0.push(.onboardingStep(step + 1)) }
        default:
          Text("Welcome to the Itinerary showcase")
          CommandButton("Begin") { try $0.push(.onboardingStep(1)) }
        }
        if let refusal {
          Text(verbatim: refusal)
        }
      }
    }

    /// Swaps the onboarding module for the main module, sliding in from the trailing edge.
    private func finish() {
      do {
        try modules.showModule(id: "main")
      } catch {
        refusal = "\(error)"
      }
    }
  }
#endif
