import Testing
@testable import ObservatoryWeb

/// `.primary.opacity(0.1)` (SnowSeeker's facility row): a hierarchical level
/// at an opacity of its own, in the page.
@MainActor
@Suite("A hierarchical style at an opacity")
struct HierarchicalOpacityRenderingTests {
    @Test func aBackgroundOfTheForegroundAtATenth() throws {
        let html = HTMLRenderer.html(ViewGraph(
            Text("Size").background(.primary.opacity(0.1))
        ).rootElement)
        #expect(html.contains("color-mix(in srgb, var(--o-primary) 10%, transparent)"), "\(html)")
    }

    @Test func opacitiesMultiplyAndStayWithinOne() throws {
        let html = HTMLRenderer.html(ViewGraph(
            Text("Size").foregroundStyle(.secondary.opacity(0.5).opacity(0.5)).background(.tertiary.opacity(3))
        ).rootElement)
        #expect(html.contains("color-mix(in srgb, var(--o-secondary) 25%, transparent)"), "\(html)")
        #expect(html.contains("var(--o-tertiary)") && !html.contains("var(--o-tertiary) 300%"), "\(html)")
    }
}
