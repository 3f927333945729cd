import Itinerary

/// The tabs of the app the link tests open links in.
enum LinkTab: String, CaseIterable, Sendable {
  case home, search, profile
}

/// The routes of the app the link tests open links in: every kind of value a link carries.
enum LinkRoute: NavigationRoute {
  case home
  case search
  case profile
  case users
  case posts
  /// `/users/:id`: an integer in the path.
  case user(Int)
  /// `/users/:id/posts/:post`: two integers, one from the level below.
  case post(user: Int, id: Int)
  /// `/users/detail?id=:id`: contextual, with any string in the query.
  case userDetail(String)
  /// `/posts/detail?id=:id`: the same component after another one.
  case postDetail(String)
  /// `/users/detail/list`.
  case list
  /// `/users/detail/list/detail`: `detail` again, at a deeper position.
  case listDetail
  /// `/search/results?q=:q`: a query value, empty included.
  case results(String)
  /// `/search/tags/:name?`: an optional segment; empty is no segment.
  case tag(String)
  /// `/profile/settings`: a sheet.
  case settings
  /// `/profile/settings/play/:title`: a cover on the sheet, any non-empty string in the path.
  case player(String)

  /// Each kind of route, to check that a test walks them all.
  enum Kind: CaseIterable {
    case home, search, profile, users, posts, user, post, userDetail, postDetail, list
    case listDetail, results, tag, settings, player
  }

  var kind: Kind {
    switch self {
    case .home: .home
    case .search: .search
    case .profile: .profile
    case .users: .users
    case .posts: .posts
    case .user: .user
    case .post: .post
    case .userDetail: .userDetail
    case .postDetail: .postDetail
    case .list: .list
    case .listDetail: .listDetail
    case .results: .results
    case .tag: .tag
    case .settings: .settings
    case .player: .player
    }
  }

  /// The root of each tab.
  static func root(of tab: LinkTab) -> LinkRoute {
    switch tab {
    case .home: .home
    case .search: .search
    case .profile: .profile
    }
  }

  /// The app's link table.
  static func table() throws -> LinkTable<LinkRoute> {
    var links = LinkTable<LinkRoute>(schemes: ["myapp"], hosts: ["example.com"])
    try links.add("/users", .tab(LinkTab.home), .push(.users))
    try links.add("/posts", .tab(LinkTab.home), .push(.posts))
    try links.add("/users/detail/list", .push(.list))
    try links.add("/users/detail/list/detail", .push(.listDetail))
    try links.add("/home", .tab(LinkTab.home))
    try links.add("/search", .tab(LinkTab.search))
    try links.add("/profile", .tab(LinkTab.profile))
    try links.add("/profile/settings", .sheet(.settings))
    try links.add("/users/:id") { match in
      match.parameters.value("id", as: Int.self).map { .push(.user($0)) }
    } parameters: { part in
      guard case .push(.user(let id)) = part else { return nil }
      return ["id": "\(id)"]
    }
    try links.add("/users/:user/posts/:post") { match in
      guard let user = match.parameters.value("user", as: Int.self),
        let post = match.parameters.value("post", as: Int.self)
      else { return nil }
      return .push(.post(user: user, id: post))
    } parameters: { part in
      guard case .push(.post(let user, let id)) = part else { return nil }
      return ["user": "\(user)", "post": "\(id)"]
    }
    try links.add("/users/detail?id=:id") { match in
      match.parameters["id"].map { .push(.userDetail($0)) }
    } parameters: { part in
      guard case .push(.userDetail(let id)) = part else { return nil }
      return ["id": id]
    }
    try links.add("/posts/detail?id=:id") { match in
      match.parameters["id"].map { .push(.postDetail($0)) }
    } parameters: { part in
      guard case .push(.postDetail(let id)) = part else { return nil }
      return ["id": id]
    }
    try links.add("/search/results?q=:q") { match in
      match.parameters["q"].map { .push(.results($0)) }
    } parameters: { part in
      guard case .push(.results(let query)) = part else { return nil }
      return ["q": query]
    }
    try links.add("/search/tags/:name?") { match in
      .push(.tag(match.parameters["name"] ?? ""))
    } parameters: { part in
      guard case .push(.tag(let name)) = part else { return nil }
      return ["name": name]
    }
    try links.add("/profile/settings/play/:title") { match in
      match.parameters["title"].map { .cover(.player($0)) }
    } parameters: { part in
      guard case .present(.player(let title), .fullScreenCover) = part else { return nil }
      return ["title": title]
    }
    return links
  }
}
