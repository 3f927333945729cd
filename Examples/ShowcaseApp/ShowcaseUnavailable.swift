#if !canImport(SwiftUI)
  /// Where SwiftUI cannot be imported (Linux), the showcase says so and exits successfully: the
  /// SwiftUI app is type-checked here by `Tools/typecheck-swiftui.sh --all` instead.
  @main
  enum ShowcaseUnavailable {
    static func main() {
      print(
        "ShowcaseApp needs SwiftUI (an Apple platform). On this machine its views are "
          + "type-checked against the SwiftUI stand-in: Tools/typecheck-swiftui.sh --all")
    }
  }
#endif
