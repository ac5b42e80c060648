import Testing
import ObservatoryTesting
@testable import ObservatoryUI

/// `.equatable()`: a view's own `==` decides whether its body re-runs.
@MainActor
@Suite("EquatableView")
struct EquatableViewTests {
    @MainActor @Observable final class Counter { var taps = 0 }

    /// A row whose closure would count as a changed input; its `==`
    /// compares the title alone.
    struct TitleRow: View, Equatable {
        let title: String
        let onTap: @MainActor @Sendable () -> Void
        var body: some View { Button(title, action: onTap) }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    }

    /// The same row without `==`: its closure is a new input at each render.
    struct PlainRow: View {
        let title: String
        let onTap: @MainActor @Sendable () -> Void
        var body: some View { Button(title, action: onTap) }
    }

    enum Form: Sendable { case equatableModifier, equatableType, plain }

    struct Screen: View {
        let counter: Counter
        let form: Form
        var body: some View {
            VStack {
                Text("Taps \(counter.taps)")
                switch form {
                case .equatableModifier: TitleRow(title: "Tap", onTap: { counter.taps += 1 }).equatable()
                case .equatableType: TitleRow(title: "Tap", onTap: { counter.taps += 1 })
                case .plain: PlainRow(title: "Tap", onTap: { counter.taps += 1 })
                }
            }
        }
    }

    @Test(arguments: [(Form.equatableModifier, 1), (.equatableType, 1), (.plain, 2)])
    func anEquatableRowSkipsItsBodyWhenEqual(form: Form, bodies: Int) {
        let counter = Counter()
        let host = ViewHost(Screen(counter: counter, form: form))
        let row: Any.Type = form == .plain ? PlainRow.self : TitleRow.self
        #expect(host.bodyCount(of: row) == 1)
        counter.taps += 1
        host.update()
        #expect(host.text(includeIDs: false).contains("Taps 1"))
        // An Equatable view is compared with its == (with or without
        // `.equatable()`, as in SwiftUI); a closure makes any other row new.
        #expect(host.bodyCount(of: row) == bodies)
    }

    @Test func equatableViewComparesItsContent() {
        let a = TitleRow(title: "A", onTap: {}).equatable()
        #expect(a == TitleRow(title: "A", onTap: {}).equatable())
        #expect(a != TitleRow(title: "B", onTap: {}).equatable())
    }
}
