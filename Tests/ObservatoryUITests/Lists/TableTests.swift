import Foundation
import Testing
import ObservatoryUI

/// `Table`, `TableColumn` and `.tableStyle`: columns with titles, sortable
/// titles that set the sort order, and rows selected as a list's are.
@MainActor
@Suite("Tables")
struct TableTests {
    struct Expense: Identifiable, Hashable {
        let id: Int
        let title: String
        let amount: Double
    }

    @Observable final class Ledger {
        var expenses = [
            Expense(id: 1, title: "Coffee", amount: 3.5),
            Expense(id: 2, title: "Books", amount: 20),
            Expense(id: 3, title: "Apples", amount: 2),
        ]
        var order = [KeyPathComparator(\Expense.title)]
        var selected: Int?
        var picked: Set<Int> = []
        var showsAmount = true
    }

    struct LedgerTable: View {
        let ledger: Ledger
        var body: some View {
            Table(ledger.expenses.sorted(using: ledger.order), selection: Bindable(ledger).selected,
                  sortOrder: Bindable(ledger).order) {
                TableColumn("Item", value: \.title)
                if ledger.showsAmount {
                    TableColumn("Amount", value: \.amount) { expense in Text(String(format: "%.2f", expense.amount)) }
                        .width(80)
                        .alignment(.trailing)
                }
                TableColumn("Note") { expense in Text(expense.amount > 10 ? "big" : "small") }
            }
        }
    }

    @Test func titlesComeFirstThenARowOfCellsPerValue() {
        let graph = ViewGraph(LedgerTable(ledger: Ledger()))
        #expect(graph.texts == [
            "Item", "Amount", "Note",
            "Apples", "2.00", "small", "Books", "20.00", "big", "Coffee", "3.50", "small",
        ])
    }

    @Test func tappingASortableTitleSortsByItAndAgainReverses() throws {
        let ledger = Ledger()
        let graph = ViewGraph(LedgerTable(ledger: ledger))
        #expect(graph.tap("Amount") != nil)
        #expect(ledger.order == [KeyPathComparator(\Expense.amount), KeyPathComparator(\Expense.title)])
        #expect(graph.texts.filter { ["Apples", "Books", "Coffee"].contains($0) } == ["Apples", "Coffee", "Books"])
        #expect(graph.tap("Amount") != nil)
        #expect(ledger.order.first?.order == .reverse)
        #expect(graph.texts.filter { ["Apples", "Books", "Coffee"].contains($0) } == ["Books", "Coffee", "Apples"])
        // A column without a value does not sort: its title is not a button.
        #expect(graph.element(.button, "Note") == nil)
    }

    @Test func theColumnSortedByShowsItsDirection() {
        let ledger = Ledger()
        let graph = ViewGraph(LedgerTable(ledger: ledger))
        let arrows = { graph.allElements.filter { $0.role == .image }.compactMap { $0["systemName"] } }
        #expect(arrows() == ["chevron.up"])
        graph.tap("Item")
        #expect(arrows() == ["chevron.down"])
    }

    @Test func tappingARowSelectsIt() throws {
        let ledger = Ledger()
        let graph = ViewGraph(LedgerTable(ledger: ledger))
        let rows = graph.allElements.filter { $0.role == .option }
        #expect(rows.count == 3)
        graph.send(.tap, to: rows[1].id)
        #expect(ledger.selected == 2)
        #expect(graph.allElements.filter { $0.role == .option }.map { $0["selected"] } == ["false", "true", "false"])
    }

    @Test func severalRowsCanBeSelected() {
        let ledger = Ledger()
        let graph = ViewGraph(Table(ledger.expenses, selection: Bindable(ledger).picked) {
            TableColumn("Item", value: \.title)
        })
        let rows = graph.allElements.filter { $0.role == .option }
        graph.send(.tap, to: rows[0].id)
        graph.send(.tap, to: rows[2].id)
        #expect(ledger.picked == [1, 3])
    }

    @Test func aColumnInAnIfComesAndGoes() {
        let ledger = Ledger()
        let graph = ViewGraph(LedgerTable(ledger: ledger))
        ledger.showsAmount = false
        graph.update()
        #expect(graph.texts.prefix(4) == ["Item", "Note", "Apples", "small"])
    }

    @Test func aFixedWidthColumnHasThatWidthAndTheOthersShareTheRest() {
        let graph = ViewGraph(LedgerTable(ledger: Ledger()))
        let frames = graph.allElements.filter { $0["modifier"] == "frame" }
        #expect(frames.contains { $0["minWidth"] == "80" && $0["maxWidth"] == "80" && $0["alignment"] == "trailing" })
        #expect(frames.contains { $0["maxWidth"] == "infinity" && $0["alignment"] == "leading" })
    }

    @Test func aTableStyleChoosesTheListStyle() {
        let ledger = Ledger()
        let plain = ViewGraph(Table(ledger.expenses) { TableColumn("Item", value: \.title) })
        #expect(plain.allElements.first { $0.role == .list }?["listStyle"] == "plain")
        let inset = ViewGraph(Table(ledger.expenses) { TableColumn("Item", value: \.title) }.tableStyle(.inset))
        #expect(inset.allElements.first { $0.role == .list }?["listStyle"] == "inset")
    }
}


/// `Table(of:columns:rows:)` with `TableRow` and `ForEach` of rows.
@MainActor
@Suite("Tables of explicit rows")
struct TableRowTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    @Test func rowsAreTheRowsAndForEachesInOrder() {
        let items = [Item(id: 2, name: "Pear"), Item(id: 3, name: "Plum")]
        let showsLast = true
        var picked: Int?
        let binding = Binding(get: { picked }, set: { picked = $0 })
        let graph = ViewGraph(Table(of: Item.self, selection: binding) {
            TableColumn("Fruit", value: \.name)
        } rows: {
            TableRow(Item(id: 1, name: "Apple"))
            ForEach(items) { TableRow($0) }
            if showsLast { TableRow(Item(id: 4, name: "Quince")) }
        })
        #expect(graph.texts == ["Fruit", "Apple", "Pear", "Plum", "Quince"])
        let rows = graph.allElements.filter { $0.role == .option }
        graph.send(.tap, to: rows[2].id)
        #expect(picked == 3)
    }
}
