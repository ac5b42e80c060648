import Testing
@testable import ObservatoryWeb

/// The per-element context a tab's record keeps (see ``RenderContext``).
@Suite("Render context")
struct RenderContextTests {
    @Test func theContextOfAnOrdinaryElementTakesSixteenBytes() {
        #expect(MemoryLayout<RenderContext>.size <= 16)
    }

    @Test func rarePlacementsRoundTripAndCompareByValue() {
        let option = OptionPlacement(asRadio: true, index: 2, isSelected: false, picker: ElementID(rawValue: 7))
        let context = RenderContext(listItem: true, option: option, gridSpan: 3)
        #expect(context.listItem && !context.hidden)
        #expect(context.option == option)
        #expect(context.page == nil)
        #expect(context.gridSpan == 3)
        #expect(context == RenderContext(listItem: true, option: option, gridSpan: 3), "equal by value, not by box")
        #expect(context != RenderContext(listItem: true, option: option, gridSpan: 2))
        #expect(context != RenderContext(listItem: true, gridSpan: 3))
        #expect(RenderContext() == .plain)
        #expect(RenderContext.plain.option == nil && RenderContext.plain.gridSpan == nil)
    }
}
