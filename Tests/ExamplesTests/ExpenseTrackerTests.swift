import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import ExpenseTrackerScreens

// Examples/ExpenseTracker (article 001): loading, search, the total and the
// average, adding with validation, deleting from a filtered list.

/// An amount as the app shows it (the currency format of the test's locale).
private func usd(_ amount: Double) -> String {
    amount.formatted(.currency(code: "USD"))
}

/// The names of the expenses the list shows, in order: each row's first text.
@MainActor
private func rowNames(_ host: ViewHost) -> [String] {
    host.all(role: .row).compactMap { row in
        row.descendants().first { $0.role == .text }?["text"]
    }
}

@MainActor
@Suite("Examples: the expense tracker")
struct ExpenseTrackerTests {
    /// The screen once its three expenses have loaded (the load takes a second).
    func loadedTracker() async throws -> ViewHost {
        let host = ViewHost(ExpenseTracker())
        try await host.settle(timeout: .seconds(60))
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas"])
        return host
    }

    /// The text right after `label` ("Total: " → the total).
    func value(after label: String, in host: ViewHost) -> String? {
        let texts = host.texts
        guard let index = texts.firstIndex(of: label), index + 1 < texts.count else { return nil }
        return texts[index + 1]
    }

    @Test func showsProgressWhileLoadingThenTheThreeExpenses() async throws {
        let host = ViewHost(ExpenseTracker())
        #expect(host.all(role: .row).isEmpty)

        let appeared = await pollUntil(host) { host.exists(.role(.progress)) }
        #expect(appeared, "no progress view while loading:\n\(host.text)")
        #expect(host.contains(text: "Loading expenses…"))
        #expect(host.all(role: .row).isEmpty)

        try await host.settle(timeout: .seconds(60))
        #expect(!host.exists(.role(.progress)))
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas"])
        #expect(host.contains(text: usd(5)))
        #expect(host.contains(text: usd(45)))
        #expect(value(after: "Total: ", in: host) == usd(62))
        #expect(value(after: "Average: ", in: host) == usd(62.0 / 3))
    }

    @Test func searchNarrowsTheListTheTotalAndTheAverage() async throws {
        let host = try await loadedTracker()

        try host.type("LU", into: "Search expenses")
        #expect(rowNames(host) == ["Lunch"])
        #expect(value(after: "Total: ", in: host) == usd(12))
        #expect(value(after: "Average: ", in: host) == usd(12))

        try host.type("zzz", into: "Search expenses")
        #expect(rowNames(host).isEmpty)
        #expect(value(after: "Total: ", in: host) == usd(0))
        #expect(value(after: "Average: ", in: host) == usd(0))

        try host.clear("Search expenses")
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas"])
        #expect(value(after: "Total: ", in: host) == usd(62))
    }

    @Test func addIsDisabledUntilTheNameAndAPositiveAmountAreThere() async throws {
        let host = try await loadedTracker()
        let add = try host.find(.label("Add Expense").role(.button))
        #expect(add["disabled"] == "true")
        #expect(throws: ViewHostError.self) { try host.tap("Add Expense") }

        try host.type("Book", into: "Expense name")
        #expect(add["disabled"] == "true", "an amount of 0 is not valid")
        try host.type("abc", into: "Amount")
        #expect(try host.find(label: "Amount")["value"] == "0", "text that is not a number is refused")
        #expect(add["disabled"] == "true")
        try host.type("-4", into: "Amount")
        #expect(add["disabled"] == "true", "a negative amount is not valid")
        try host.type("20", into: "Amount")
        #expect(add["disabled"] == nil)
        try host.clear("Expense name")
        #expect(add["disabled"] == "true", "the name is required")
        try host.type("Book", into: "Expense name")

        try host.tap("Add Expense")
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas", "Book"])
        #expect(host.contains(text: usd(20)))
        #expect(value(after: "Total: ", in: host) == usd(82))
        #expect(value(after: "Average: ", in: host) == usd(82.0 / 4))
        // The form starts over with a fresh expense.
        #expect(try host.find(label: "Expense name")["value"] == "")
        #expect(try host.find(label: "Amount")["value"] == "0")
        #expect(add["disabled"] == "true")
    }

    @Test func deletingFromAFilteredListRemovesTheExpenseShown() async throws {
        let host = try await loadedTracker()
        try host.type("Dinner", into: "Expense name")
        try host.type("30", into: "Amount")
        try host.tap("Add Expense")
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas", "Dinner"])

        // "n" keeps Lunch and Dinner: filtered offset 1 is Dinner, while
        // offset 1 of all the expenses is Lunch.
        try host.type("n", into: "Search expenses")
        #expect(rowNames(host) == ["Lunch", "Dinner"])
        try host.delete(rowAt: 1)
        #expect(rowNames(host) == ["Lunch"])
        #expect(value(after: "Total: ", in: host) == usd(12))

        try host.clear("Search expenses")
        #expect(rowNames(host) == ["Coffee", "Lunch", "Gas"])
        #expect(value(after: "Total: ", in: host) == usd(62))

        try host.type("a", into: "Search expenses")
        #expect(rowNames(host) == ["Gas"])
        try host.delete(row: "Gas")
        try host.clear("Search expenses")
        #expect(rowNames(host) == ["Coffee", "Lunch"])
        #expect(value(after: "Total: ", in: host) == usd(17))
    }

    @Test func typingANewExpenseLeavesTheRowsAlone() async throws {
        let host = try await loadedTracker()
        let typing = try host.measure {
            try host.type("Tea", into: "Expense name")
            try host.type("3", into: "Amount")
        }
        // The screen reads the new expense (for the Add button); the rows'
        // inputs did not change, so their bodies did not run.
        #expect(typing.count(of: ExpenseTracker.self) == 2)
        #expect(typing.count(of: ExpenseRow.self) == 0)
    }
}
