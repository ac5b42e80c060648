import Foundation
import PackagePlugin

/// Xcode's generated asset symbols for a SwiftPM target: each colour set and
/// image set of the target's `.xcassets` catalogs becomes a member of
/// `ColorResource` or `ImageResource` (`Color(.brandBlue)`, `Image(.avatar)`),
/// and each colour also of `Color` and `ShapeStyle` (`.foregroundStyle(.brandBlue)`).
///
/// ```swift
/// .executableTarget(
///     name: "MyApp",
///     dependencies: [.product(name: "ObservatoryWeb", package: "Observatory")],
///     resources: [.copy("Assets.xcassets")],
///     plugins: [.plugin(name: "AssetSymbols", package: "Observatory")]
/// )
/// ```
///
/// The catalogs must be resources of the target (`.copy`), because the page
/// loads their images and colours at run time from `Bundle.module`.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // A target's folder may be a symbolic link (the development loop's
        // copy is one): the catalogs are looked for, and compared with the
        // resources, where the links lead.
        let directory = target.directoryURL.resolvingSymlinksInPath()
        let catalogs = Self.catalogs(under: directory)
        guard !catalogs.isEmpty else { return [] }
        let resources = target.sourceFiles.filter { $0.type == .resource }.map { $0.url.resolvingSymlinksInPath().standardizedFileURL.path }
        let undeclared = catalogs.filter { catalog in
            !resources.contains { $0 == catalog.path || $0.hasPrefix(catalog.path + "/") || catalog.path.hasPrefix($0 + "/") }
        }
        if !undeclared.isEmpty {
            for catalog in undeclared {
                let relative = String(catalog.path.dropFirst(directory.standardizedFileURL.path.count + 1))
                Diagnostics.error(
                    "\(relative) is not a resource of target '\(target.name)', so its images and colours cannot be loaded: "
                        + "add `resources: [.copy(\"\(relative)\")]` to the target in Package.swift",
                    file: catalog.path)
            }
            return []
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "AssetSymbolGenerator").url,
                arguments: [output.path, "Bundle.module"] + catalogs.map(\.path),
                inputFiles: catalogs.flatMap(Self.contentsFiles(in:)),
                outputFiles: [output]
            )
        ]
    }

    /// The `.xcassets` folders under `directory` (not inside one another).
    static func catalogs(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var catalogs: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            catalogs.append(url.standardizedFileURL)
            walker.skipDescendants()
        }
        return catalogs.sorted { $0.path < $1.path }
    }

    /// The `Contents.json` files of a catalog: what the generated symbols
    /// depend on (a set's name is its folder's, so an added or renamed set
    /// changes this list, and the plugin runs at every build).
    static func contentsFiles(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
    }
}
