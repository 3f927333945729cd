#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// A full-screen cover where the platform has one; a sheet on macOS, which has none.
    @ViewBuilder
    func fullScreenCoverIfAvailable<Item: Identifiable, Cover: View>(
      item: Binding<Item?>, onDismiss: @escaping () -> Void,
      @ViewBuilder content: @escaping (Item) -> Cover
    ) -> some View {
      #if !os(macOS)
        fullScreenCover(item: item, onDismiss: onDismiss, content: content)
      #else
        sheet(item: item, onDismiss: onDismiss, content: content)
      #endif
    }
  }
#endif
