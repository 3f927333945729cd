#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// A button that sends a command to the router showing it, and shows why the router refused
  /// it, if it did.
  struct CommandButton: View {
    let title: String
    let command: @MainActor (Router<ShowcaseRoute>) throws -> Void
    @Environment(Router<ShowcaseRoute>.self) private var router
    @State private var refusal: String?

    init(_ title: String, command: @escaping @MainActor (Router<ShowcaseRoute>) throws -> Void) {
      self.title = title
      self.command = command
    }

    var body: some View {
      VStack {
        Button(title) { run() }
        if let refusal {
          Text(verbatim: refusal)
        }
      }
    }

    private func run() {
      do {
        try command(router)
        refusal = nil
      } catch {
        refusal = "\(error)"
      }
    }
  }
#endif
