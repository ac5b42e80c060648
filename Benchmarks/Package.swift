// swift-tools-version: 6.1
// The benchmark suite: Observatory next to the toolchain's Observation (and
// OpenCombine's @Published), measured side by side in one process; and
// ObservatoryUI's view graph and ObservatoryWeb's event handling on their own;
// and the redraw comparison of two screens, on ObservableObject and @Observable.
//
// This is its own package so that the root package's build and tests never
// build package-benchmark. Run it with `scripts/benchmark` from the root.
import PackageDescription

let package = Package(
    name: "ObservatoryBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Observatory", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Shared by every subject: the protocol of the cases and the plain baseline.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")]
        ),
        // The toolchain's Observation and Observatory clash on names, so each
        // gets its own module. Both compile the same case files (the files in
        // ToolchainSubjects are symlinks to those in ObservatorySubjects).
        .target(
            name: "ToolchainSubjects",
            dependencies: ["BenchmarkSupport", .product(name: "Benchmark", package: "benchmark")]
        ),
        .target(
            name: "ObservatorySubjects",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Observatory", package: "Observatory"),
            ],
            swiftSettings: [.define("OBSERVATORY")]
        ),
        .target(
            name: "CombineSubjects",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // ObservatoryUI's view graph: one row of a list of N rows.
        .target(
            name: "UISubjects",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ObservatoryUI", package: "Observatory"),
            ]
        ),
        // The apps the ObservatoryWeb cases drive, and their operations,
        // without the harness (which LazyListProbe must not link).
        .target(
            name: "WebScenarios",
            dependencies: [
                .product(name: "ObservatoryWeb", package: "Observatory"),
                .product(name: "ObservatoryUI", package: "Observatory"),
            ]
        ),
        // ObservatoryWeb: one browser event through `WebWindow.receive`.
        .target(
            name: "WebSubjects",
            dependencies: [
                "BenchmarkSupport",
                "WebScenarios",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ObservatoryWeb", package: "Observatory"),
                .product(name: "ObservatoryUI", package: "Observatory"),
                .product(name: "ObservatoryData", package: "Observatory"),
            ]
        ),
        // The redraw comparison: one scripted edit session against each
        // screen, written on ObservableObject and on @Observable.
        .target(
            name: "RedrawSubjects",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RedrawComparison", package: "Observatory"),
            ]
        ),
        // ObservatoryData: @Model next to @Observable, a save of many
        // inserts, and a @Query kept current after an insert.
        .target(
            name: "DataSubjects",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ObservatoryData", package: "Observatory"),
                .product(name: "ObservatoryUI", package: "Observatory"),
            ]
        ),
        // One kind of lazy-list operation, repeated outside the harness: for
        // instruction counts under callgrind (see its main.swift).
        .executableTarget(
            name: "LazyListProbe",
            dependencies: ["WebScenarios"]
        ),
        .executableTarget(
            name: "ObservationBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "ToolchainSubjects",
                "ObservatorySubjects",
                "CombineSubjects",
                "UISubjects",
                "WebSubjects",
                "RedrawSubjects",
                "DataSubjects",
                .product(name: "RedrawComparison", package: "Observatory"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ObservationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
