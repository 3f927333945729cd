#if canImport(SwiftUI)
  import SwiftUI

  extension NavigationSplitViewVisibility {
    /// SwiftUI's column visibility for a split router's.
    init(_ visibility: ColumnVisibility) {
      self =
        switch visibility {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }
  }

  extension ColumnVisibility {
    /// A split router's column visibility for SwiftUI's; one SwiftUI adds later reads as
    /// automatic.
    init(_ visibility: NavigationSplitViewVisibility) {
      self =
        switch visibility {
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        default: .automatic
        }
    }
  }

  extension NavigationSplitViewColumn {
    /// SwiftUI's column for a split router's.
    init(_ column: SplitColumn) {
      self =
        switch column {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }
  }

  extension SplitColumn {
    /// A split router's column for SwiftUI's; one SwiftUI adds later reads as the detail.
    init(_ column: NavigationSplitViewColumn) {
      self =
        switch column {
        case .sidebar: .sidebar
        case .content: .content
        default: .detail
        }
    }
  }
#endif
