import Foundation
import Testing
@testable import ObservatoryWeb

/// An asset catalog's colour sets and image sets in the page: light and
/// dark colours, dark image appearances, and sets that cannot be read.
@MainActor
@Suite("Asset catalogs in the page")
struct AssetCatalogRenderingTests {
    private func dom(_ view: some View) throws -> [DOMNode] {
        try DOMNode.parse(HTMLRenderer.html(ViewGraph(view).rootElement))
    }

    /// A bundle folder holding `Assets.xcassets` with a colour set, an image
    /// set with a dark appearance and a malformed set, named uniquely so
    /// that other tests' catalogs do not answer for it.
    private struct Fixture {
        let directory: URL
        let bundle: Bundle
        let tag = String(UUID().uuidString.prefix(6))

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-catalog-\(tag)")
            let catalog = directory.appendingPathComponent("Assets.xcassets")
            func write(_ path: String, _ text: String) throws {
                let file = catalog.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            let dark = #""appearances":[{"appearance":"luminosity","value":"dark"}],"#
            try write("Brand\(tag).colorset/Contents.json", #"""
                {"colors":[
                  {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1F","green":"0x6F","blue":"0xEB","alpha":"1.000"}}},
                  {\#(dark)"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.475","green":"0.753","blue":"1.000","alpha":"0.500"}}}
                ]}
                """#)
            try write("Flat\(tag).colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"reference":"systemGreenColor"}}]}"#)
            try write("Broken\(tag).colorset/Contents.json", "{ not json")
            try write("Sun\(tag).imageset/Contents.json", #"""
                {"images":[{"idiom":"universal","filename":"sun.png","scale":"2x"},
                           {\#(dark)"idiom":"universal","filename":"moon.png","scale":"2x"}]}
                """#)
            try write("Sun\(tag).imageset/sun.png", "light")
            try write("Sun\(tag).imageset/moon.png", "dark")
            try write("Plain\(tag).imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"p.png"}]}"#)
            try write("Plain\(tag).imageset/p.png", "plain")
            bundle = try #require(Bundle(url: directory))
        }
    }

    @Test func aColourSetIsItsLightAndDarkColours() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let root = try dom(VStack {
            Text("named").foregroundStyle(Color("Brand\(fixture.tag)", bundle: fixture.bundle))
            Text("resource").foregroundStyle(Color(ColorResource(name: "Brand\(fixture.tag)", bundle: fixture.bundle)))
            Text("system").foregroundStyle(Color("Flat\(fixture.tag)", bundle: fixture.bundle))
            Text("broken").foregroundStyle(Color("Broken\(fixture.tag)", bundle: fixture.bundle))
        })
        let styles = root.flatMap { $0.all { $0.tag == "span" && $0.attributes["class"]?.contains("o-text") == true } }
            .map { $0.attributes["style"] ?? "" }
        #expect(styles[0] == "color:light-dark(#1f6febff, #79c0ff80)", "\(styles)")
        #expect(styles[1] == styles[0])
        #expect(styles[2] == "color:var(--o-green)")
        #expect(styles[3] == "", "a set that cannot be read draws nothing (and is logged)")
    }

    @Test func anImageSetShowsItsDarkAppearanceOnlyInDarkMode() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let sun = ImageResource(name: "Sun\(fixture.tag)", bundle: fixture.bundle)
        let root = try dom(VStack {
            Image(sun)
            Image(sun).colorScheme(.dark)
            Image("Plain\(fixture.tag)", bundle: fixture.bundle).colorScheme(.dark)
        })
        // An @2x file is named by its one density candidate (`srcset`), a 1x file by `src`.
        let sources = root.flatMap { $0.all { $0.tag == "img" } }.map {
            $0.attributes["src"] ?? $0.attributes["srcset"].map { String($0.split(separator: " ")[0]) }
        }
        #expect(sources == [
            "/_observatory/assets/Sun\(fixture.tag)", "/_observatory/assets/dark/Sun\(fixture.tag)",
            "/_observatory/assets/Plain\(fixture.tag)",
        ])
        #expect(WebServer.asset(named: "Sun\(fixture.tag)")?.body == Array("light".utf8))
        #expect(WebServer.asset(named: "Sun\(fixture.tag)", dark: true)?.body == Array("dark".utf8))
        #expect(WebServer.asset(named: "Plain\(fixture.tag)", dark: true) == nil, "a set without a dark appearance")
    }

    @Test func anAt2xFileIsDrawnAtHalfItsPixelSize() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(at: fixture.directory) }
        let root = try dom(VStack {
            Image("Sun\(fixture.tag)", bundle: fixture.bundle)
            Image("Sun\(fixture.tag)", bundle: fixture.bundle).colorScheme(.dark)
            Image("Plain\(fixture.tag)", bundle: fixture.bundle)
        })
        let images = root.flatMap { $0.all { $0.tag == "img" } }
        // The density descriptor makes the browser's intrinsic size the size in points.
        #expect(images.map { $0.attributes["srcset"] } == [
            "/_observatory/assets/Sun\(fixture.tag) 2x", "/_observatory/assets/dark/Sun\(fixture.tag) 2x", nil,
        ])
        // No `src`: it would be a 1x candidate, which a 1x screen picks over the 2x file.
        #expect(images.map { $0.attributes["src"] } == [nil, nil, "/_observatory/assets/Plain\(fixture.tag)"])
    }

    @Test func theAccentColourSetBecomesTheTint() {
        #expect(AssetCatalog.accentColorStyle(nil) == "")
        let style = AssetCatalog.accentColorStyle("light-dark(#af52deff, #ff375fff)")
        #expect(style == "<style>:root, [data-o-scheme] { --o-accentColor: light-dark(#af52deff, #ff375fff); }</style>\n")
        // The test executable has no AccentColor of its own: the page has no such style.
        #expect(!PageDocument.render(title: "App", body: "").contains("--o-accentColor"))
    }
}
