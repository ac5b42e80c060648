import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// Which `ForEach`s a lazy container may window (issue 34, step 1): those
/// directly in a `List`, a lazy stack or a lazy grid, or in a section
/// directly in one. Nothing is windowed yet: the policy is eager by default.
@MainActor
@Suite("Lazy containers mark the ForEach directly inside them")
struct LazyContainerTests {
    /// Whether each `ForEach` of `view` is a lazy candidate, in tree order.
    private func candidacy(_ view: some View) -> [Bool] {
        let host = ViewHost(view)
        var found: [Bool] = []
        func visit(_ node: Node) {
            if let forEach = node as? any AnyForEachNode { found.append(forEach.isLazyCandidate) }
            node.forEachChild(visit)
        }
        visit(host.graph.root)
        return found
    }

    @Test func aForEachDirectlyInAListIsACandidate() {
        #expect(candidacy(List { ForEach(0..<3) { Text("Row \($0)") } }) == [true])
        #expect(candidacy(List(0..<3) { Text("Row \($0)") }) == [true])
        // Beside static rows, with row actions, and in a list with a selection.
        #expect(candidacy(List {
            Text("Header row")
            ForEach(0..<3) { Text("Row \($0)") }.onDelete { _ in }
        }) == [true])
        let selection = Binding<Int?>(get: { nil }, set: { _ in })
        #expect(candidacy(List(0..<3, id: \.self, selection: selection) { Text("Row \($0)") }) == [true])
    }

    @Test func aForEachInsideARowIsNot() {
        // Directly in the row's content, in a stack of the row, and in a row
        // element (`.onDelete`) or a selectable row.
        #expect(candidacy(List {
            ForEach(0..<2) { row in ForEach(0..<2) { Text("\(row).\($0)") } }
        }) == [true, false, false])
        #expect(candidacy(List {
            ForEach(0..<2) { row in VStack { ForEach(0..<2) { Text("\(row).\($0)") } } }
        }) == [true, false, false])
        #expect(candidacy(List {
            ForEach(0..<1) { row in ForEach(0..<2) { Text("\(row).\($0)") } }.onDelete { _ in }
        }) == [true, false])
        let selection = Binding<Int?>(get: { nil }, set: { _ in })
        #expect(candidacy(List(0..<1, id: \.self, selection: selection) { row in
            ForEach(0..<2) { Text("\(row).\($0)") }
        }) == [true, false])
    }

    @Test func aForEachInAStaticHStackRowIsNot() {
        #expect(candidacy(List {
            HStack { ForEach(["a", "b"], id: \.self) { Text($0) } }
            ForEach(0..<3) { Text("Row \($0)") }
        }) == [false, true])
    }

    @Test func sectionsOfAForEachPassTheContainerToTheInnerForEach() {
        let sections = ["Today", "Tomorrow"]
        // The ForEach of sections stays eager; each section's ForEach is a candidate.
        #expect(candidacy(List {
            ForEach(sections, id: \.self) { title in
                Section(title) { ForEach(0..<3) { Text("\(title) \($0)") } }
            }
        }) == [false, true, true])
        // A static section, and a section's static row with a ForEach in it.
        #expect(candidacy(List {
            Section("Static") {
                ForEach(0..<2) { Text("Row \($0)") }
                HStack { ForEach(0..<2) { Text("Tag \($0)") } }
            }
        }) == [true, false])
        #expect(candidacy(LazyVStack(pinnedViews: .sectionHeaders) {
            ForEach(sections, id: \.self) { title in
                Section(title) { ForEach(0..<3) { Text("\(title) \($0)") } }
            }
        }) == [false, true, true])
    }

    @Test func lazyStacksAndGridsAreContainers() {
        #expect(candidacy(ScrollView { LazyVStack { ForEach(0..<3) { Text("Row \($0)") } } }) == [true])
        #expect(candidacy(ScrollView(.horizontal) { LazyHStack { ForEach(0..<3) { Text("Column \($0)") } } }) == [true])
        #expect(candidacy(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<4) { Text("Cell \($0)") }
        }) == [true])
        #expect(candidacy(LazyHGrid(rows: [GridItem(.fixed(40))]) {
            ForEach(0..<4) { Text("Cell \($0)") }
        }) == [true])
        // A container inside a row of another is a container of its own.
        #expect(candidacy(List {
            ForEach(0..<1) { _ in LazyHStack { ForEach(0..<2) { Text("Tile \($0)") } } }
        }) == [true, true])
    }

    @Test func vStackAndFormStayEager() {
        #expect(candidacy(VStack { ForEach(0..<3) { Text("Row \($0)") } }) == [false])
        #expect(candidacy(ScrollView { VStack { ForEach(0..<3) { Text("Row \($0)") } } }) == [false])
        #expect(candidacy(Form {
            ForEach(0..<2) { Text("Row \($0)") }
            Section("Section") { ForEach(0..<2) { Text("Row \($0)") } }
        }) == [false, false])
        // A VStack in a list's row is that row, not a container.
        #expect(candidacy(List { VStack { ForEach(0..<3) { Text("Row \($0)") } } }) == [false])
    }

    @Test func thePolicyIsWindowedByDefaultAndEagerMountsEveryRow() {
        #expect(EnvironmentValues().lazyWindowPolicy == .windowed)
        #expect(!LazyWindowPolicy.eager.isWindowed)
        #expect(LazyWindowPolicy.windowed.isWindowed)
        let windowed = ViewHost(List { ForEach(0..<500) { Text("Row \($0)") } })
        #expect(windowed.all(role: .text).count == LazyWindowPolicy.windowed.initialRows)
        #expect(windowed.all(role: .list).first?.children.count == LazyWindowPolicy.windowed.initialRows + 2)
        var environment = EnvironmentValues()
        environment.lazyWindowPolicy = .eager
        let host = ViewHost(List { ForEach(0..<500) { Text("Row \($0)") } }, environment: environment)
        let list = host.all(role: .list)
        #expect(list.count == 1)
        #expect(list.first?.children.count == 500)
        #expect(host.all(role: .text).count == 500)
        // A list whose rows all fit in the window has no spacers.
        #expect(ViewHost(List { ForEach(0..<5) { Text("Row \($0)") } }).all(role: .lazySpacer).isEmpty)
    }
}
