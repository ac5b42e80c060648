@testable import Observatory
import Testing

/// Writers read a table's `observed` mask by address, through a C load the
/// optimizer knows releases nothing (`isObservedOrTracking(id:)`), so the
/// mask must sit where ``ObserverTable/observedOffset`` says.
@Suite("ObserverTable layout")
struct ObserverTableLayoutTests {
    @Test("the observed mask lies at observedOffset in the table object")
    func observedMaskOffset() {
        let table = ObserverTable()
        let object = UnsafeRawPointer(Unmanaged.passUnretained(table).toOpaque())
        let mask = withUnsafePointer(to: table.observed) { UnsafeRawPointer($0) }
        #expect(mask - object == ObserverTable.observedOffset)
    }
}
