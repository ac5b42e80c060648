import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Previews are found by their conformance and run only when opened")
struct PreviewCatalogTests {
    func previews() -> [PreviewEntry] {
        PreviewCatalog.previews().filter { $0.module == "ObservatoryUITests" }
    }

    @Test func everyPreviewOfTheModuleIsListedInFileOrder() throws {
        let found = previews()
        #expect(found.map(\.title) == [
            "Counter from zero", "PreviewFixtures.swift:22", "Landscape", "Returned", "LegacyGreeting_Previews",
        ])
        #expect(found[0].fileID == "ObservatoryUITests/PreviewFixtures.swift")
        #expect(found[0].line == 16)
        #expect(found[1].layout == .sizeThatFits)
        #expect(found[2].layout == .fixed(width: 300, height: 200))
        #expect(found[2].orientation == .landscapeLeft)
        #expect(found[4].layout == .device)
    }

    @Test func aClosureThatReturnsItsViewShowsTheOneItReturns() throws {
        let preview = try #require(previews().first { $0.name == "Returned" })
        #expect(ViewHost(preview.makeView()).contains(text: "Count: 7"))
        previewFails = true
        defer { previewFails = false }
        #expect(ViewHost(preview.makeView()).contains(text: "Failed: CancellationError()"))
    }

    @Test func findingPreviewsRunsNoneOfThem() {
        let before = previewBodyRuns
        _ = previews()
        #expect(previewBodyRuns == before)
    }

    @Test func aPreviewableStateIsThePreviewsOwnAndLive() throws {
        let preview = try #require(previews().first { $0.name == "Counter from zero" })
        let first = ViewHost(preview.makeView())
        let second = ViewHost(preview.makeView())
        #expect(first.contains(text: "Count: 0"))
        try first.tap("Add")
        try first.tap("Add")
        #expect(first.contains(text: "Count: 2"))
        #expect(second.contains(text: "Count: 0"), "each window has its own state")
    }

    @Test func theCanvasDescribesTheLayout() throws {
        let found = previews()
        let device = ViewHost(found[0].makeView()).all(role: .modifier).first { $0["modifier"] == "previewCanvas" }
        #expect(device?["layout"] == "device")
        #expect(device?["width"] == "393" && device?["height"] == "852")
        let fixed = ViewHost(found[2].makeView()).all(role: .modifier).first { $0["modifier"] == "previewCanvas" }
        #expect(fixed?["width"] == "300" && fixed?["height"] == "200")
        let provider = ViewHost(found[4].makeView())
        #expect(provider.contains(text: "Hello from a provider"))
    }

    @Test func previewModifiersActOnlyInAPreview() {
        let outside = ViewHost(Text("Plain").previewLayout(.sizeThatFits).previewDisplayName("Name"))
        #expect(outside.all(role: .modifier).isEmpty)
        #expect(!outside.contains(text: "Name"))
        let inside = ViewHost(Text("Plain").previewDisplayName("Name").environment(\.isPreviewing, true))
        #expect(inside.contains(text: "Name"))
        #expect(inside.all(role: .modifier).contains { $0["modifier"] == "previewCanvas" })
    }
}
