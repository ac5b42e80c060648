import Testing
@testable import ObservatoryWeb

// The previews canvas: each preview in light and dark, on the device the
// page chooses, with its traits; live, as a window's views are.

@MainActor
@Suite("The previews canvas")
struct PreviewCanvasViewTests {
    private func canvases(_ harness: Harness) -> [Element] {
        harness.root.descendants().filter { $0.role == .modifier && $0["modifier"] == "previewCanvas" }
    }

    private func canvas(of text: String, in harness: Harness) throws -> [Element] {
        canvases(harness).filter { $0.descendants().contains { $0["text"]?.contains(text) == true } }
    }

    @Test func eachPreviewIsLiveInLightAndDarkOnTheChosenDevice() throws {
        let harness = try Harness(PreviewCanvasView(previews: PreviewServerTests.previews()))
        let counters = try canvas(of: "Count", in: harness)
        #expect(counters.count == 2)
        #expect(counters.allSatisfy { $0["layout"] == "device" && $0["width"] == "393" && $0["height"] == "852" })
        let schemes = harness.root.descendants().filter { $0["modifier"] == "colorScheme" }.compactMap { $0["scheme"] }
        #expect(Set(schemes) == ["light", "dark"])

        // Live: the light one counts on its own.
        let light = try #require(counters.first?.descendants().first { $0.role == .button })
        try harness.send("tap", to: light)
        #expect(harness.root.descendants().filter { $0["text"] == "Count 1" }.count == 1)
        #expect(harness.root.descendants().filter { $0["text"] == "Count 0" }.count == 1)

        // The iPad, chosen in the page: every device preview is drawn on its screen.
        let picker = try #require(harness.root.descendants().first { $0.role == .picker })
        try harness.send("select", to: picker, value: "1")
        #expect(try canvas(of: "Count", in: harness).allSatisfy { $0["width"] == "820" && $0["height"] == "1180" })
        #expect(harness.root.descendants().filter { $0["text"] == "Count 1" }.count == 1, "the previews keep their state")
    }

    @Test func traitsAreHonoured() throws {
        let harness = try Harness(PreviewCanvasView(previews: PreviewServerTests.previews()))
        let turned = try canvas(of: "Badge turned", in: harness)
        #expect(turned.count == 2)
        #expect(turned.allSatisfy { $0["width"] == "852" && $0["height"] == "393" && $0["orientation"] == "landscapeLeft" })
        let small = try canvas(of: "Badge small", in: harness)
        #expect(small.count == 2)
        #expect(small.allSatisfy { $0["layout"] == "sizeThatFits" && $0["width"] == nil })
    }

    @Test func noPreviewsSaysHowToAddOne() throws {
        let harness = try Harness(PreviewCanvasView(previews: []))
        #expect(harness.root.descendants().contains { $0["text"]?.contains("#Preview") == true })
    }
}
