#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Opens the links the app receives, and the links its views open, through a link table:
    /// a URL handed to the app (`onOpenURL`) and a `Link` or `openURL` call inside it are opened
    /// by `owner` as one change of its tree; a link the table does not know goes to the
    /// system, as it would without this modifier.
    ///
    /// ```swift
    /// RoutingView(router) { route in ScreenView(route) }
    ///   .opensLinks(in: links, with: router) { error in
    ///     logger.error("\(error)")
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - table: The app's links.
    ///   - owner: The root router, tab router, split router or module router that opens them.
    ///   - onFailure: Told why a link handed to the app could not be opened; the tree is then
    ///     unchanged.
    public func opensLinks<Owner: LinkOpening>(
      in table: LinkTable<Owner.Route>, with owner: Owner,
      onFailure: (@MainActor (LinkError) -> Void)? = nil
    ) -> some View {
      modifier(LinkHandling(table: table, owner: owner, onFailure: onFailure))
    }
  }

  /// Routes `onOpenURL` and the environment's `openURL` through a link table.
  struct LinkHandling<Owner: LinkOpening>: ViewModifier {
    let table: LinkTable<Owner.Route>
    let owner: Owner
    let onFailure: (@MainActor (LinkError) -> Void)?

    func body(content: Content) -> some View {
      content
        .environment(
          \.openURL,
          OpenURLAction { url in
            (try? owner.open(url.absoluteString, in: table)) == nil ? .systemAction : .handled
          }
        )
        .onOpenURL { url in
          do throws(LinkError) {
            try owner.open(url.absoluteString, in: table)
          } catch {
            onFailure?(error)
          }
        }
    }
  }
#endif
