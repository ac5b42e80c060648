// This file imports ObservatoryTesting next to ObservatoryUI, as a view test
// does: Foundation's names (re-exported by ObservatoryUI) must stay
// unambiguous. It compiles only if no ObservatoryTesting type shadows one.
import ObservatoryTesting
import ObservatoryUI
import Testing

@MainActor
@Suite("Foundation's names beside ObservatoryTesting")
struct FoundationNamesTests {
    @Test func measurementIsFoundationsAndTheHostsIsNested() throws {
        let distance = Measurement(value: 1_500, unit: UnitLength.meters)
        #expect(distance.converted(to: .kilometers).value == 1.5)

        let host = ViewHost(Text("Hi"))
        let measured: ViewHost.Measurement = host.measure { _ = host.update() }
        #expect(measured.evaluations.isEmpty)
    }
}
