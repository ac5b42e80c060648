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
        // ObservatoryTesting's strategies for swift-snapshot-testing (.html, .image).
        .library(name: "ObservatorySnapshotTesting", targets: ["ObservatorySnapshotTesting"]),
        .library(name: "ObservatoryWeb", targets: ["ObservatoryWeb"]),
        .library(name: "ObservatoryData", targets: ["ObservatoryData"]),
        // The redraw comparison of docs/performance.md, for Benchmarks/.
        .library(name: "RedrawComparison", targets: ["RedrawComparison"]),
        .executable(name: "observatory-demo", targets: ["ObservatoryDemo"]),
        // The developer's tools: `swift run observatory dev <app>` (docs/dev-loop.md).
        .executable(name: "observatory", targets: ["ObservatoryCommand"]),
        .executable(name: "Counter", targets: ["Counter"]),
        .executable(name: "HabitTracker", targets: ["HabitTracker"]),
        .executable(name: "HabitTrackerData", targets: ["HabitTrackerData"]),
        .executable(name: "ExpenseTracker", targets: ["ExpenseTracker"]),
        .executable(name: "Todos", targets: ["Todos"]),
        .executable(name: "Forms", targets: ["Forms"]),
        .executable(name: "Profile", targets: ["Profile"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        // Xcode's generated asset symbols (`Image(.avatar)`, `Color(.brandBlue)`)
        // for a target's `.xcassets` catalogs.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    ],
    traits: [
        // PostgreSQL behind ObservatoryData (postgres-nio, with swift-nio-ssl
        // and swift-crypto). On by default; `--disable-default-traits` builds
        // without it, and a postgres:// configuration then throws a clear error.
        .trait(name: "PostgreSQL", description: "ObservatoryData stores on a PostgreSQL server (postgres-nio)."),
        .default(enabledTraits: ["PostgreSQL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", exact: "0.7.0"),
        // Snapshot tests of views (ObservatorySnapshotTesting); swift-macro-testing uses it too.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // ObservableObject and @Published, for the old model (@StateObject,
        // @ObservedObject, @EnvironmentObject) in ObservatoryUI.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // SQLite for ObservatoryData (Debian's libsqlite3-dev).
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // PostgreSQL for ObservatoryData, when several processes share the data.
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // Already in the graph through Hummingbird; named for the HTTP and
        // channel types the server uses.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
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
        // `import CoreGraphics` on Linux, where the toolchain has no such
        // module: Foundation's CGFloat, CGPoint, CGSize and CGRect, with
        // CGVector and CGAffineTransform. Apple's platforms have their own.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        // The toolchain's Testing declares a cross-import overlay for Core
        // Graphics that Linux does not ship: a file importing both Testing and
        // a module named CoreGraphics looks for `_Testing_CoreGraphics`. This
        // empty module is that overlay, so test files compile.
        .target(name: "_Testing_CoreGraphics", path: "Sources/CoreGraphicsTestingOverlay"),
        // `import UniformTypeIdentifiers` on Linux: `UTType`, with the types
        // apps name most. Apple's platforms have their own.
        // It depends on nothing of ours: other packages' `#if
        // canImport(UniformTypeIdentifiers)` code (CustomDump's) compiles
        // against it without our other modules' search paths.
        .target(name: "UniformTypeIdentifiers"),
        // An asset catalog's colour and image sets, read as Xcode reads them:
        // for the AssetSymbols plugin's generator and the web renderer.
        .target(name: "ObservatoryAssets"),
        .executableTarget(name: "AssetSymbolGenerator", dependencies: ["ObservatoryAssets"]),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolGenerator"]),
        .testTarget(name: "ObservatoryAssetsTests", dependencies: ["ObservatoryAssets"]),
        .target(
            name: "ObservatoryUI",
            dependencies: [
                "Observatory", "ObservatoryCSupport", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
            ]
        ),
        // SwiftData's @Model, ModelContainer, ModelContext and @Query, on SQLite.
        .target(
            name: "ObservatoryData",
            dependencies: [
                "Observatory", "ObservatoryUI", "ObservatoryMacros",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ObservatoryDataTests",
            dependencies: ["ObservatoryData", "ObservatoryTesting", "DataCrashWriter"]
        ),
        // What the crash test kills mid-save (SIGKILL) and reopens.
        .executableTarget(
            name: "DataCrashWriter",
            dependencies: ["ObservatoryData"],
            path: "Tests/DataCrashWriter"
        ),
        // The time a save takes to reach another process (docs/performance.md).
        .executableTarget(
            name: "NoticeLatency",
            dependencies: ["ObservatoryData"],
            path: "Tools/NoticeLatency"
        ),
        .target(
            name: "ObservatoryTesting",
            dependencies: ["ObservatoryUI"]
        ),
        // A module of its own, so that ObservatoryTesting (which the release
        // and ThreadSanitizer passes build) stays free of the server and of
        // swift-snapshot-testing.
        .target(
            name: "ObservatorySnapshotTesting",
            dependencies: [
                "ObservatoryTesting", "ObservatoryWeb",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "ObservatoryWeb",
            dependencies: [
                "ObservatoryUI", "ObservatoryAssets",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            resources: [
                .copy("Resources/client.js"), .copy("Resources/style.css"),
                .copy("Resources/inspector.js"), .copy("Resources/inspector.css"), .copy("Resources/icons.svg"),
            ]
        ),
        .executableTarget(
            name: "ObservatoryDemo",
            dependencies: ["Observatory", "ObservatoryUI"]
        ),
        // `observatory dev <app>`: the development loop (rebuild, restart, tabs come back).
        .executableTarget(
            name: "ObservatoryCommand",
            dependencies: [
                "Observatory", "ObservatoryWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The articles' apps (Examples/), served to the browser.
        .executableTarget(
            name: "Counter",
            dependencies: ["ObservatoryWeb"],
            path: "Examples/Counter",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "HabitTracker",
            dependencies: [
                "ObservatoryWeb", "ExampleSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/HabitTracker",
            exclude: ["README.md"]
        ),
        // The Habit Tracker on ObservatoryData: @Model and @Query on SQLite.
        .executableTarget(
            name: "HabitTrackerData",
            dependencies: [
                "ObservatoryWeb", "ObservatoryData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/HabitTrackerData",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "ExpenseTracker",
            dependencies: [
                "ObservatoryWeb", "ExpenseTrackerScreens", "ExampleSupport",
            ],
            path: "Examples/ExpenseTracker/App"
        ),
        // The expense tracker twice: on @Observable, and `BeforeMigration`'s
        // on ObservableObject.
        .target(
            name: "ExpenseTrackerScreens",
            dependencies: ["ObservatoryUI"],
            path: "Examples/ExpenseTracker/Screens"
        ),
        // The same scripted edit sessions run against both versions of each
        // screen, counting body evaluations and time (tests and Benchmarks/).
        .target(
            name: "RedrawComparison",
            dependencies: ["ProfileScreens", "ExpenseTrackerScreens", "ObservatoryTesting"],
            path: "Examples/RedrawComparison"
        ),
        .executableTarget(
            name: "Todos",
            dependencies: ["ObservatoryWeb"],
            path: "Examples/Todos",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "Forms",
            dependencies: ["ObservatoryWeb"],
            path: "Examples/Forms",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "Profile",
            dependencies: [
                "ObservatoryWeb", "ProfileScreens", "ExampleSupport",
            ],
            path: "Examples/Profile/App"
        ),
        // The SwiftUI that real apps use, a screen per area (issue 15's list),
        // with a preview per screen (`swift run Gallery --previews`).
        .executableTarget(
            name: "Gallery",
            dependencies: ["ObservatoryWeb"],
            path: "Examples/Gallery",
            exclude: ["README.md"],
            resources: [.copy("Resources")],
            plugins: ["AssetSymbols"]
        ),
        // The profile screen twice: on @Observable, and `BeforeMigration`'s
        // on ObservableObject (the app, tests and the benchmark share it).
        .target(
            name: "ProfileScreens",
            dependencies: ["ObservatoryUI"],
            path: "Examples/Profile/Screens"
        ),
        // What the examples share that is not the articles' code: the data
        // file of an app that saves (location, atomic writes, autosave,
        // keeping a corrupt file aside).
        .target(
            name: "ExampleSupport",
            dependencies: [
                "ObservatoryUI",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Support"
        ),
        // Swift tests of the examples: their persistence and their screens
        // in a headless ViewHost (browser-tests/examples/ drive them served).
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "ExampleSupport", "ObservatoryTesting", "ObservatorySnapshotTesting", "RedrawComparison",
                "HabitTracker", "ExpenseTracker", "ExpenseTrackerScreens", "Todos", "Forms",
                "Profile", "ProfileScreens",
            ],
            path: "Tests/ExamplesTests",
            // swift-snapshot-testing's recorded snapshots, read by path.
            exclude: ["__Snapshots__"]
        ),
        // The app the browser tests drive (browser-tests/*.py).
        .executableTarget(
            name: "BrowserFixture",
            dependencies: ["ObservatoryWeb"],
            path: "browser-tests/Fixture",
            resources: [.copy("Assets.xcassets")],
            plugins: ["AssetSymbols"]
        ),
        // The app browser-tests/latency.py measures (a list of 1,000 rows
        // and a TextField bound to a model); not part of the tests.
        .executableTarget(
            name: "BrowserLatencyList",
            dependencies: ["ObservatoryWeb"],
            path: "browser-tests/LatencyList"
        ),
        // A lazy list of many rows, for browser-tests/lazy_list_test.py.
        .executableTarget(
            name: "BrowserLazyList",
            dependencies: ["ObservatoryWeb", "ObservatoryData"],
            path: "browser-tests/LazyList"
        ),
        // The hot paths, one per run, for scripts/perf-guard (callgrind).
        .executableTarget(
            name: "ObservatoryHotPaths",
            dependencies: ["Observatory"]
        ),
        .testTarget(
            name: "ObservatoryTests",
            dependencies: ["Observatory", "CrossModuleModels"]
        ),
        // A model and `@inlinable` code that reads it, in a module of their
        // own: ObservatoryTests reads through them as an app reads through a
        // library (ReadShapeTests).
        .target(
            name: "CrossModuleModels",
            dependencies: ["Observatory"],
            path: "Tests/CrossModuleModels"
        ),
        .testTarget(
            name: "ObservatoryUITests",
            dependencies: ["ObservatoryUI", "ObservatoryTesting"]
        ),
        .testTarget(
            name: "ObservatoryWebTests",
            dependencies: [
                "ObservatoryWeb",
                "ObservatoryData",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
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
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "MacroTesting", package: "swift-macro-testing"),
            ],
            // The macros' sources, compiled into the tests (MacroSources is a
            // link to Sources/ObservatoryMacros) rather than imported: a test
            // that depends on a macro target makes SwiftPM build the whole test
            // product, and everything it imports, a second time for the host.
            exclude: ["MacroSources/Plugin.swift"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// A package cut down to some test suites and what they import, for the
// passes of scripts/test that build the package again in another
// configuration: ThreadSanitizer (the core, UI and data suites) and release
// (the core, differential and UI suites). `swift test` builds every test
// target a package has, so without this those passes would compile the
// server, the examples and their dependencies (Hummingbird, NIO,
// ArgumentParser) again too.
//
//   OBSERVATORY_SUITES="ObservatoryTests ObservatoryUITests" swift test …
//
// With OBSERVATORY_MACRO_PLUGIN set to the path of an ObservatoryMacros
// executable that is already built (the debug build's), the cut-down package
// expands the macros with it instead of building them: SwiftPM builds a macro
// and swift-syntax in the configuration of the build, and swift-syntax takes
// minutes to compile in release or instrumented. The plugin's output does not
// depend on how the plugin was compiled.
if let suites = Context.environment["OBSERVATORY_SUITES"].map({ Set($0.split(separator: " ").map(String.init)) }) {
    let macros = "ObservatoryMacros"
    let plugin = Context.environment["OBSERVATORY_MACRO_PLUGIN"]
    if let plugin {
        // Every module may expand a macro (SwiftPM passes the plugin to
        // each target that depends on the macro's, however indirectly).
        for target in package.targets {
            target.dependencies.removeAll { dependency in
                if case .byNameItem(macros, _) = dependency { return true }
                if case .targetItem(macros, _) = dependency { return true }
                return false
            }
            target.swiftSettings = (target.swiftSettings ?? [])
                + [.unsafeFlags(["-load-plugin-executable", "\(plugin)#\(macros)"])]
        }
    }
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var usedPackages = Set<String>()
    var pending = Array(suites)
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = byName[name] else { continue }
        for usage in target.plugins ?? [] {
            if case .plugin(let plugin, nil) = usage { pending.append(plugin) }
        }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            case .productItem(_, let package, _, _): if let package { usedPackages.insert(package.lowercased()) }
            @unknown default: break
            }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { !kept.contains($0.name) }
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind,
            let last = location.split(separator: "/").last
        else { return false }
        let name = last.hasSuffix(".git") ? last.dropLast(4) : last
        return !usedPackages.contains(name.lowercased())
    }
}

// The development loop's browser test (browser-tests/dev_loop_test.py) serves
// a copy of an example that it edits, outside the repository:
// OBSERVATORY_DEV_LOOP_COPY=<Target>:<folder> adds the product `DevLoopCopy`,
// built like <Target> from <folder>, a link inside the package (under the
// ignored .build-dev-loop/) to the temporary copy.
if let copy = Context.environment["OBSERVATORY_DEV_LOOP_COPY"], let colon = copy.firstIndex(of: ":"),
   let original = package.targets.first(where: { $0.name == String(copy[..<colon]) })
{
    package.products.append(.executable(name: "DevLoopCopy", targets: ["DevLoopCopy"]))
    package.targets.append(.executableTarget(
        name: "DevLoopCopy",
        dependencies: original.dependencies,
        path: String(copy[copy.index(after: colon)...]),
        exclude: original.exclude,
        resources: original.resources,
        plugins: original.plugins
    ))
}
