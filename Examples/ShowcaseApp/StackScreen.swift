#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// Stacks and targets: push, pop, replace the stack, zoom into a photo, act on the root.
  struct StackScreen: View {
    let route: ShowcaseRoute

    var body: some View {
      switch route {
      case .detail(let number):
        VStack {
          Text("Detail \(number)")
          CommandButton("Push detail \(number + 1)") { try $0.push(.detail(number + 1)) }
          CommandButton("Pop") { try $0.pop() }
          CommandButton("Pop to root") { try $0.popToRoot() }
          CommandButton("Replace the stack with 1, 2, 3") {
            try $0.replaceStack(with: [.detail(1), .detail(2), .detail(3)])
          }
          CommandButton("Sheet on the root router") {
            try $0.presentSheet(.sheet("From a pushed screen"), target: .root)
          }
        }
      case .photo(let name):
        VStack {
          Text("Photo \(name): the tab bar is hidden")
          CommandButton("Back") { try $0.pop() }
        }
      default:
        VStack {
          Text("Stacks")
          CommandButton("Push detail 1") { try $0.push(.detail(1)) }
          Text("Sunset")
            .zoomSource(id: "sunset")
          CommandButton("Zoom into the photo") {
            try $0.push(.photo("sunset"), transition: .zoom(sourceID: "sunset"))
          }
        }
      }
    }
  }
#endif
