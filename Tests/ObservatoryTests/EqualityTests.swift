import Observatory
import Testing

/// Writing a value equal to the current one notifies nobody, as the
/// toolchain's `shouldNotifyObservers` decides: `!=` for Equatable values,
/// `!==` for class references, and always for anything else.
@Suite("Equal values")
struct EqualityTests {
    private func fires(_ values: Values, read: (Values) -> Void, write: (Values) -> Void) -> Bool {
        let log = EventLog()
        withObservationTracking { read(values) } onChange: { log.append("changed") }
        write(values)
        return log.count == 1
    }

    @Test("Int, String and an Equatable struct: equal writes are skipped")
    func equatableValues() {
        let values = Values()
        #expect(!fires(values, read: { _ = $0.number }, write: { $0.number = 0 }))
        #expect(fires(values, read: { _ = $0.number }, write: { $0.number = 1 }))
        #expect(!fires(values, read: { _ = $0.text }, write: { $0.text = "" }))
        #expect(fires(values, read: { _ = $0.text }, write: { $0.text = "x" }))
        #expect(!fires(values, read: { _ = $0.point }, write: { $0.point = Point() }))
        #expect(fires(values, read: { _ = $0.point }, write: { $0.point = Point(x: 1) }))
        #expect(!fires(values, read: { _ = $0.optional }, write: { $0.optional = nil }))
        #expect(fires(values, read: { _ = $0.optional }, write: { $0.optional = 3 }))
    }

    @Test("class references: the same instance is skipped, another one fires")
    func classReferences() {
        let values = Values()
        let same = values.reference
        #expect(!fires(values, read: { _ = $0.reference }, write: { $0.reference = same }))
        #expect(fires(values, read: { _ = $0.reference }, write: { $0.reference = Reference() }))
    }

    @Test("a non-Equatable value always fires")
    func nonEquatable() {
        let values = Values()
        #expect(fires(values, read: { _ = $0.opaque }, write: { $0.opaque = Opaque() }))
    }

    @Test("the value is stored either way")
    func storedEitherWay() {
        let values = Values()
        values.number = 5
        values.number = 5
        #expect(values.number == 5)
    }
}
