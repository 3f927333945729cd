#if canImport(SwiftUI)
  import SwiftUI

  /// A presented level's sheet options (detents, drag indicator, interactive dismissal) and
  /// its zoom transition. A level with a screen that holds the person (a flow's stage with a
  /// ``LeaveGuard``) cannot be swiped away: its dismiss button asks the guard instead, a
  /// leading one when the sheet asked for none (`DisplayedRouter.dismissButton(on:holdsPerson:)`).
  struct PresentationOptions: ViewModifier {
    let presentation: Presentation?
    let holdsPerson: Bool

    func body(content: Content) -> some View {
      let options = sheetOptions
      content
        .presentationDetents(Set(options.detents.map(PresentationDetent.init)))
        .presentationDragIndicator(Visibility(options.dragIndicator))
        .interactiveDismissDisabled(options.interactiveDismissDisabled || holdsPerson)
        .modifier(ZoomDestination(transition: presentation?.transition))
    }

    /// A sheet's options, full height when it names no detent; a cover's are the defaults,
    /// which it ignores.
    private var sheetOptions: SheetOptions {
      guard case .sheet(var options)? = presentation?.style else {
        return SheetOptions(detents: [.large])
      }
      if options.detents.isEmpty { options.detents = [.large] }
      return options
    }
  }

  extension PresentationDetent {
    /// The SwiftUI detent of a sheet detent.
    init(_ detent: SheetDetent) {
      switch detent {
      case .medium: self = .medium
      case .large: self = .large
      case .fraction(let fraction): self = .fraction(fraction)
      case .height(let height): self = .height(height)
      }
    }
  }

  extension Visibility {
    /// The SwiftUI visibility of a drag indicator.
    init(_ visibility: DragIndicatorVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
