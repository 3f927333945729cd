import Itinerary

/// The screens the benchmarks navigate between.
enum BenchRoute: NavigationRoute, Codable {
  /// The screen every router's stack starts from.
  case home
  /// The screen pushed on stacks.
  case detail
  /// The screen each sheet presents.
  case sheet
}
