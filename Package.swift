// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Observatory",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Observatory", targets: ["Observatory"]),
        .library(name: "ObservatoryUI", targets: ["ObservatoryUI"]),
        .library(name: "ObservatoryTesting", targets: ["ObservatoryTesting"]),
        .executable(name: "observatory-demo", targets: ["ObservatoryDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", exact: "0.7.0"),
    ],
    targets: [
        // What Swift cannot express: the thread-local slot that holds the current
        // access frame (so a read inlines to one TLS load in client code), and
        // ThreadSanitizer annotations for Synchronization.Mutex.
        .target(name: "ObservatoryCSupport"),
        .macro(
            name: "ObservatoryMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "Observatory",
            dependencies: ["ObservatoryCSupport", "ObservatoryMacros"]
        ),
        .target(
            name: "ObservatoryUI",
            dependencies: ["Observatory"]
        ),
        .target(
            name: "ObservatoryTesting",
            dependencies: ["ObservatoryUI"]
        ),
        .executableTarget(
            name: "ObservatoryDemo",
            dependencies: ["Observatory", "ObservatoryUI"]
        ),
        // The hot paths, one per run, for scripts/perf-guard (callgrind).
        .executableTarget(
            name: "ObservatoryHotPaths",
            dependencies: ["Observatory"]
        ),
        .testTarget(
            name: "ObservatoryTests",
            dependencies: ["Observatory"]
        ),
        .testTarget(
            name: "ObservatoryUITests",
            dependencies: ["ObservatoryUI", "ObservatoryTesting"]
        ),
        // Differential tests: one set of scenario sources, compiled twice.
        // `ToolchainScenarios` imports the toolchain's Observation;
        // `ObservatoryScenarios` holds a symlink to each of those files and imports
        // ours; `DifferentialTests` compares the event logs the two produce.
        .target(
            name: "ToolchainScenarios",
            path: "Tests/Differential/ToolchainScenarios"
        ),
        .target(
            name: "ObservatoryScenarios",
            dependencies: ["Observatory"],
            path: "Tests/Differential/ObservatoryScenarios",
            swiftSettings: [.define("OBSERVATORY")]
        ),
        .testTarget(
            name: "DifferentialTests",
            dependencies: ["ToolchainScenarios", "ObservatoryScenarios"],
            path: "Tests/Differential/DifferentialTests"
        ),
        .testTarget(
            name: "ObservatoryMacrosTests",
            dependencies: [
                "ObservatoryMacros",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
