@testable import Itinerary

// The values the rule and model suites build their states from, declared once.
//
// A router id prints as `r1`, an entry as its id and route (`home home`, `d3 detail(3)`), so a
// fixture's name is what a printout or a failure message shows. A suite that needs a value of
// its own (a different id or route under a familiar name) declares it under a name that says
// how it differs, such as `CodableTests.generatedHome`.

// MARK: Router ids

let r1 = RouterID(rawValue: 1)
let r2 = RouterID(rawValue: 2)
let r3 = RouterID(rawValue: 3)
let r4 = RouterID(rawValue: 4)
let r5 = RouterID(rawValue: 5)
let r6 = RouterID(rawValue: 6)
let r7 = RouterID(rawValue: 7)
let r8 = RouterID(rawValue: 8)
let r9 = RouterID(rawValue: 9)
let r10 = RouterID(rawValue: 10)

// MARK: Entries named after their id

/// `home`, the usual root.
let home = Entry<TestRoute>(id: "home", route: .home)
/// `list`, the usual first push.
let list = Entry<TestRoute>(id: "list", route: .list)
let settings = Entry<TestRoute>(id: "settings", route: .settings)
let profile = Entry<TestRoute>(id: "profile", route: .profile)
/// `ws`: a route that owns its navigation, so it is presented bare.
let workspace = Entry<TestRoute>(id: "ws", route: .workspace)
/// `search`, showing the list route: the root of a second tab.
let search = Entry<TestRoute>(id: "search", route: .list)
/// `account`, showing the profile route.
let account = Entry<TestRoute>(id: "account", route: .profile)
/// `detail`, showing `detail(1)`.
let detail = Entry<TestRoute>(id: "detail", route: .detail(1))

// MARK: Details: `dN` shows `detail(N)`

let d3 = Entry<TestRoute>(id: "d3", route: .detail(3))
let d4 = Entry<TestRoute>(id: "d4", route: .detail(4))
let d5 = Entry<TestRoute>(id: "d5", route: .detail(5))
let d6 = Entry<TestRoute>(id: "d6", route: .detail(6))
let d7 = Entry<TestRoute>(id: "d7", route: .detail(7))
let d8 = Entry<TestRoute>(id: "d8", route: .detail(8))
let d9 = Entry<TestRoute>(id: "d9", route: .detail(9))

// MARK: Zoomed entries: id `zoomed`, a zoom from the source `card`

/// `zoomed`, showing `detail(5)` (the stack rules' zoomed screen).
let zoomedDetail5 = Entry<TestRoute>(
  id: "zoomed", route: .detail(5), transition: .zoom(sourceID: "card"))
/// `zoomed`, showing `detail(6)` (the stack shortcut's zoomed screen).
let zoomedDetail6 = Entry<TestRoute>(
  id: "zoomed", route: .detail(6), transition: .zoom(sourceID: "card"))

// MARK: Presentations

/// A plain sheet.
let sheet = Presentation(style: .sheet)
/// A full-screen cover with its default leading dismiss button.
let cover = Presentation(style: .fullScreenCover, dismissButton: .leading)
/// A sheet whose root owns its navigation.
let bareSheet = Presentation(style: .sheet, isBare: true)
/// A full-screen cover whose root owns its navigation.
let bareCover = Presentation(style: .fullScreenCover, isBare: true)
