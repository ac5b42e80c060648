import Testing
@testable import ObservatoryWeb

// A view's page rendered once for a snapshot: the document and its files,
// and markup that does not churn with ids.

private struct Choice: View {
    @State private var flavor = 0

    var body: some View {
        VStack {
            Text("Flavor")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(0)
                Text("Mint").tag(1)
            }
            .pickerStyle(.segmented)
            Image(systemName: "star.fill")
        }
    }
}

@MainActor
@Suite("Static pages for snapshots")
struct StaticPageTests {
    @Test func theMarkupHasNoIdsAndOneTagPerLine() {
        let page = StaticPage.render(Choice(), width: 390, height: 844)
        let markup = page.normalizedMarkup
        #expect(!markup.contains("data-oid"))
        #expect(!markup.contains("data-token"))
        #expect(!markup.contains("observatory"), "the window's wrapper is left out")
        #expect(!markup.contains(#/name="o\d+"/#))
        let lines = markup.split(separator: "\n")
        #expect(lines.first?.hasPrefix("<div") == true)
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Flavor" })
        // Indented by depth: the text sits deeper than the root.
        let text = lines.first { $0.hasSuffix("Vanilla") }
        #expect(text?.prefix { $0 == " " }.count ?? 0 > 2)
    }

    @Test func theSameViewGivesTheSameMarkupAfterOtherWindows() {
        let first = StaticPage.render(Choice(), width: 390, height: 844).normalizedMarkup
        _ = StaticPage.render(Text("Another window"))
        #expect(StaticPage.render(Choice(), width: 390, height: 844).normalizedMarkup == first)
    }

    @Test func theDocumentLoadsOnlyFilesItCarries() throws {
        let page = StaticPage.render(Choice(), colorScheme: .dark)
        #expect(page.document.hasPrefix("<!doctype html>"))
        for path in [PageDocument.stylesheetPath, PageDocument.scriptPath] {
            #expect(page.document.contains(path))
            #expect(page.resources[path] != nil, "\(path)")
        }
        #expect(page.resources["/_observatory/icons.svg"] != nil, "the symbols the client loads")
    }

    @Test func theWindowsSizeAndSchemeReachTheViews() {
        struct Sized: View {
            @Environment(\.colorScheme) private var scheme
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                Text("\(scheme == .dark ? "dark" : "light") \(sizeClass == .regular ? "regular" : "compact")")
            }
        }
        #expect(StaticPage.render(Sized(), width: 390, height: 844).normalizedMarkup.contains("light compact"))
        #expect(StaticPage.render(Sized(), width: 1024, height: 1366, colorScheme: .dark).normalizedMarkup.contains("dark regular"))
    }

    @Test func assetURLsAreFound() {
        let markup = #"<img src="/_observatory/assets/sunrise"><div style="background-image:url(/_observatory/assets/dark/sky)">"#
        #expect(StaticPage.assetPaths(in: markup) == ["/_observatory/assets/sunrise", "/_observatory/assets/dark/sky"])
    }
}
