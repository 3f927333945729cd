// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "Itinerary",
  platforms: [
    .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    .library(name: "Itinerary", targets: ["Itinerary"]),
    .library(name: "ItineraryTesting", targets: ["ItineraryTesting"]),
    .library(name: "ItineraryFlowSpecs", targets: ["ItineraryFlowSpecs"]),
    .library(name: "ItineraryRendering", targets: ["ItineraryRendering"]),
    .library(name: "ItinerarySwiftUI", targets: ["ItinerarySwiftUI"]),
    .executable(name: "itinerary", targets: ["ItineraryCLI"]),
    .executable(name: "itinerary-bench", targets: ["ItineraryBenchmarks"]),
    .executable(name: "onboarding-demo", targets: ["OnboardingDemo"]),
    .executable(name: "showcase-app", targets: ["ShowcaseApp"]),
  ],
  targets: [
    .target(name: "Itinerary"),
    .target(
      name: "ItineraryTesting",
      dependencies: ["Itinerary", "ItineraryRendering", "ItineraryFlowSpecs"]),
    .target(name: "ItineraryFlowSpecs", dependencies: ["Itinerary"]),
    .target(name: "ItineraryRendering", dependencies: ["Itinerary"]),
    // The SwiftUI adapter: every file is wrapped in `#if canImport(SwiftUI)`, so on Linux the
    // target is empty; Tools/typecheck-swiftui.sh checks it against the SwiftUI stand-in.
    .target(name: "ItinerarySwiftUI", dependencies: ["Itinerary", "ItineraryRendering"]),
    .executableTarget(
      name: "ItineraryCLI",
      dependencies: ["Itinerary", "ItineraryFlowSpecs", "ItineraryTesting"]
    ),
    .executableTarget(
      name: "ItineraryBenchmarks",
      dependencies: ["Itinerary", "ItineraryTesting", "ItineraryFlowSpecs"]
    ),
    .executableTarget(
      name: "OnboardingDemo",
      dependencies: ["Itinerary"],
      path: "Examples/OnboardingDemo"
    ),
    .executableTarget(
      name: "ShowcaseApp",
      dependencies: ["Itinerary", "ItineraryRendering", "ItinerarySwiftUI"],
      path: "Examples/ShowcaseApp"
    ),
    .testTarget(name: "ItineraryTests", dependencies: ["Itinerary", "ItineraryTesting"]),
    .testTarget(
      name: "ItineraryFlowSpecsTests",
      dependencies: ["ItineraryFlowSpecs", "Itinerary", "ItineraryTesting"],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "ItineraryCLITests", dependencies: ["ItineraryCLI"]),
    .testTarget(
      name: "ItineraryRenderingTests", dependencies: ["ItineraryRendering", "Itinerary"]),
  ],
  swiftLanguageModes: [.v6]
)
