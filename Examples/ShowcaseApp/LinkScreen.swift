#if canImport(SwiftUI)
  import Foundation
  import ItinerarySwiftUI
  import SwiftUI

  /// Deep links through the link table (in-app links navigate through `openURL`), and
  /// SwiftUI Router style navigation by paths.
  struct LinkScreen: View {
    let route: ShowcaseRoute
    @Environment(\.openURL) private var openURL

    var body: some View {
      switch route {
      case .user(let id):
        Text("User \(id), opened by a link")
      case .settings:
        Text("Settings, presented by a link")
      default:
        VStack {
          Text("Links")
          Button("Open showcase://links/users/42") { open("showcase://links/users/42") }
          Button("Open showcase://links/settings") { open("showcase://links/settings") }
          PathRouter(LinkPath("/inbox")) {
            PathSwitch([
              PathCase("inbox") { _ in
                PathLink(to: "7") { Text("Open message 7") }
              },
              PathCase("inbox/:id") { match in
                VStack {
                  Text("Message \(match.parameters["id"] ?? "?")")
                  PathLink(to: "/inbox") { Text("Back to the inbox") }
                }
              },
              PathCase("*") { _ in PathNavigate(to: "/inbox") },
            ])
          }
        }
      }
    }

    private func open(_ link: String) {
      guard let url = URL(string: link) else { return }
      openURL(url)
    }
  }
#endif
