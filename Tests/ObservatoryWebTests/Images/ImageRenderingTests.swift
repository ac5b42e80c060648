import Foundation
import Testing
@testable import ObservatoryWeb

/// Symbols from the icon sprite, resource images served by name, images a
/// URL names, and AsyncImage's probe and events.
@MainActor
@Suite("Images in the page")
struct ImageRenderingTests {
    private func dom(_ view: some View) throws -> [DOMNode] {
        try DOMNode.parse(HTMLRenderer.html(ViewGraph(view).rootElement))
    }

    @Test func theSpriteMapsAtLeastThreeHundredSymbolNames() throws {
        let icons = SymbolCatalog.icons
        #expect(icons.count >= 300, "\(icons.count) names")
        for name in ["star.fill", "heart", "trash", "gearshape", "plus", "magnifyingglass", "person.crop.circle", "calendar"] {
            #expect(icons[name] != nil, "\(name)")
        }
        // Every mapped symbol is in the sprite.
        let url = try #require(Bundle.module.url(forResource: "icons", withExtension: "svg"))
        let sprite = try String(contentsOf: url, encoding: .utf8)
        for id in Set(icons.values) { #expect(sprite.contains("<symbol id=\"\(id)\""), "\(id)") }
        #expect(sprite.contains("MIT"), "the licence travels with the icons")
        #expect(SymbolCatalog.parse(sprite: "<svg><symbol id=\"a\" viewBox=\"0 0 16 16\" data-sf=\"a a.fill\"></symbol></svg>")
            == ["a": "a", "a.fill": "a"])
    }

    @Test func aSymbolIsAnIconFromTheSprite() throws {
        let root = try dom(Image(systemName: "star.fill").foregroundStyle(.yellow).imageScale(.large))
        let symbol = try #require(root.lazy.compactMap { $0.first { $0.attributes["role"] == "img" } }.first)
        #expect(symbol.attributes["class"] == "o-image o-scale-large o-symbol")
        #expect(symbol.attributes["aria-label"] == "star fill")
        #expect(symbol.attributes["style"] == "color:var(--o-yellow)")
        #expect(symbol.first { $0.tag == "use" }?.attributes["href"] == "#star-fill")
        // A .fill variant the set lacks falls back to the outline.
        #expect(SymbolCatalog.icon(for: "gift.fill") == SymbolCatalog.icons["gift.fill"])
        #expect(SymbolCatalog.icon(for: "cart.badge.plus.fill") == SymbolCatalog.icons["cart.badge.plus"])
    }

    /// A TSV of scripts/symbols: the first column of each row that is not a comment.
    private func symbolNames(in file: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../scripts/symbols/\(file)").standardizedFileURL
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    @Test func everySymbolTheCorpusUsesIsDrawnOrListedAsUnmapped() throws {
        let corpus = try symbolNames(in: "corpus-usage.tsv")
        let unmapped = Set(try symbolNames(in: "unmapped.tsv"))
        #expect(corpus.count >= 800, "\(corpus.count) names")
        let neither = corpus.filter { !SymbolCatalog.hasIcon($0) && !unmapped.contains($0) }
        #expect(neither.isEmpty, "drawn nor listed: \(neither)")
        let listedButDrawn = unmapped.filter { SymbolCatalog.hasIcon($0) }
        #expect(listedButDrawn.isEmpty, "unmapped.tsv lists drawn names: \(listedButDrawn)")
        #expect(Double(corpus.count - unmapped.count) / Double(corpus.count) > 0.95)
        #expect(SymbolCatalog.hasIcon("frying.pan"), "the name an app showed in a dashed box")
    }

    @Test func anUnknownSymbolIsAVisiblePlaceholderLoggedOnce() throws {
        let name = "no.such.symbol.\(UUID().uuidString.prefix(6))"
        let root = try dom(VStack { Image(systemName: name); Image(systemName: name) })
        let placeholders = root.flatMap { $0.all { $0.attributes["class"]?.contains("o-symbol-name") == true } }
        #expect(placeholders.map(\.textContent) == [name, name])
        #expect(SymbolCatalog.warnedNames.contains(name))
    }

    @Test func resourceImagesAreServedByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-assets-\(UUID().uuidString)")
        let set = directory.appendingPathComponent("Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: directory.appendingPathComponent("Photo.png"))
        try Data("<svg/>".utf8).write(to: directory.appendingPathComponent("Mark.svg"))
        try Data([1]).write(to: set.appendingPathComponent("logo.png"))
        try Data([2]).write(to: set.appendingPathComponent("logo@2x.png"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let bundle = try #require(Bundle(url: directory))

        let root = try dom(VStack {
            Image("Photo", bundle: bundle).resizable().interpolation(.none)
            Image(decorative: "Mark", bundle: bundle)
            Image("Nowhere", bundle: bundle)
        })
        let images = root.flatMap { $0.all { $0.tag == "img" } }
        #expect(images.map { $0.attributes["src"] } == ["/_observatory/assets/Photo", "/_observatory/assets/Mark"])
        #expect(images.map { $0.attributes["alt"] } == ["Photo", ""])
        #expect(images[0].attributes["style"] == "image-rendering:pixelated")
        #expect(root.flatMap { $0.all { $0.attributes["class"]?.contains("o-asset") == true } }.map(\.textContent) == ["Nowhere"])

        #expect(WebServer.asset(named: "Photo")?.body == [0x89, 0x50, 0x4E, 0x47])
        #expect(WebServer.asset(named: "Photo")?.contentType == "image/png")
        #expect(WebServer.asset(named: "Mark.svg")?.contentType == "image/svg+xml")
        #expect(WebServer.asset(named: "Logo")?.body == [2], "an image set by its folder, sharper file first")
        for name in ["notes", "notes.txt", "..%2FPhoto.png", "../Photo.png", ".hidden", "", "a/b"] {
            #expect(WebServer.asset(named: name) == nil, "\(name)")
        }
    }

    @Test func onlyWebAndInlineImageURLsAreLoaded() {
        #expect(Shells.imageURL("https://example.com/a.png") == "https://example.com/a.png")
        #expect(Shells.imageURL("/_observatory/assets/A") == "/_observatory/assets/A")
        #expect(Shells.imageURL("data:image/png;base64,AAAA") != nil)
        for url in ["javascript:alert(1)", "//evil.example/a.png", "file:///etc/passwd", "data:text/html,x"] {
            #expect(Shells.imageURL(url) == nil, "\(url)")
        }
    }

    @Test func anAsyncImageProbesItsURLAndTakesLoadEvents() throws {
        let harness = try Harness(AsyncImage(url: URL(string: "/_observatory/assets/A.png")) { $0.resizable() } placeholder: { Text("wait") })
        let element = harness.element(.asyncImage)
        let probe = try #require(harness.page.host.first { $0.attributes["data-probe"] != nil })
        #expect(probe.attributes["src"] == "/_observatory/assets/A.png")
        #expect(probe.attributes["hidden"] != nil)
        let frame = try harness.send("imageLoad", to: element, value: "true")
        #expect(frame.contains("\"src\"") || frame.contains("o-img"), "the image replaced the placeholder")
        #expect(harness.page.host.first { $0.tag == "img" && $0.attributes["class"]?.contains("o-img") == true }?.attributes["src"]
            == "/_observatory/assets/A.png")
        try harness.expectInSync()
        for value in ["\"yes\"", "1", "null"] {
            #expect(throws: WebProtocolError.self) {
                try harness.window.receive("{\"type\":\"event\",\"seq\":9,\"target\":\(element.id.rawValue),\"event\":\"imageLoad\",\"value\":\(value)}")
            }
        }
        let text = harness.root.descendants().first { $0.role == .modifier || $0.role == .text }
        if let text {
            #expect(throws: WebProtocolError.self, "only an AsyncImage takes imageLoad") {
                try harness.window.receive("{\"type\":\"event\",\"seq\":9,\"target\":\(text.id.rawValue),\"event\":\"imageLoad\",\"value\":true}")
            }
        }
    }

    @Test func theSpriteIsServedWithTheClient() throws {
        let sprite = try #require(StaticResource.bundled().first { $0.path == "/_observatory/icons.svg" })
        #expect(sprite.contentType == "image/svg+xml")
        #expect(sprite.body.count > 100_000)
    }
}
