// The state the sample screens show: a stack path, a presented sheet, a selected tab, split
// columns, an overlay and a button title held as a String. Only here to exercise the SwiftUI
// stand-in; nothing runs it.
import Observation
import SwiftUI

struct SampleScreen: Hashable, Identifiable {
  let id: Int
}

@MainActor @Observable final class SampleModel {
  var path: [SampleScreen] = []
  var sheet: SampleScreen?
  var cover: SampleScreen?
  var tab = 0
  var columns = NavigationSplitViewVisibility.automatic
  var compactColumn = NavigationSplitViewColumn.sidebar
  var overlay: SampleScreen?
  var alerting = false
  var acknowledged = 0
  var title = "Acknowledge"

  func acknowledge() {
    acknowledged += 1
  }
}
