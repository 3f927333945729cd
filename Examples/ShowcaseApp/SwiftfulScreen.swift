#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// SwiftfulRouting's layers: a queue of screens, overlay modals, content shown in place,
  /// alerts and confirmation dialogs, and a screen given as a closure.
  struct SwiftfulScreen: View {
    let route: ShowcaseRoute
    let screens: ClosureScreens<AnyView>

    var body: some View {
      switch route {
      case .queued(let number):
        VStack {
          Text("Queued screen \(number)")
          CommandButton("Next in the queue") { try $0.showNextScreen(orElse: .dismissScreen) }
        }
      case .modal(let title):
        VStack {
          Text(title)
          CommandButton("Close") { try $0.dismissModal() }
        }
      case .transitioned(let number):
        VStack {
          Text("Shown in place \(number)")
          CommandButton("Another in place") { try $0.showTransition(.transitioned(number + 1)) }
          CommandButton("Back") { try $0.dismissTransition() }
        }
      default:
        VStack {
          Text("SwiftfulRouting")
          CommandButton("Queue three screens, show the first") {
            try $0.enqueue([
              Screen(.queued(1)), Screen(.queued(2), style: .sheet), Screen(.queued(3)),
            ])
            try $0.showNextScreen()
          }
          CommandButton("Bottom modal") {
            try $0.showModal(.modal("From the bottom"), style: .bottom)
          }
          CommandButton("Centered modal") { try $0.showModal(.modal("Centered"), style: .centered) }
          CommandButton("Show in place") {
            try $0.showTransition(.transitioned(1), edge: .trailing)
          }
          CommandButton("Alert") {
            _ = try $0.showAlert(
              title: "Delete?", message: "It cannot be undone.",
              buttons: [
                AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel),
              ])
          }
          CommandButton("Confirmation dialog") {
            _ = try $0.showAlert(
              title: "Share", style: .confirmationDialog,
              buttons: [AlertButton("Copy link"), AlertButton("Cancel", role: .cancel)])
          }
          CommandButton("A screen built by a closure") { router in
            let id = screens.register { Text("Built by a closure, no route value") }
            try router.push(.closure(id))
          }
        }
      }
    }
  }
#endif
