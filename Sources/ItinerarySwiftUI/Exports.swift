#if canImport(SwiftUI)
  // One import for an app: the adapter brings the core and the rendering logic with it.
  @_exported import Itinerary
  @_exported import ItineraryRendering
#endif
