// Article 001's "Before (Combine)" store: @Published properties, each write
// broadcast to every view that holds the store.
import Foundation
import ObservatoryUI

extension BeforeMigration {
    @MainActor
    final class ExpenseStore: ObservableObject {
        @Published var expenses: [Expense] = []
        @Published var searchText: String = ""
        @Published var isLoading: Bool = false

        var filteredExpenses: [Expense] {
            guard !searchText.isEmpty else { return expenses }
            return expenses.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }

        var totalAmount: Int {
            filteredExpenses.reduce(0) { $0 + $1.amount }
        }

        var averageExpense: Double {
            guard !filteredExpenses.isEmpty else { return 0 }
            return Double(totalAmount) / Double(filteredExpenses.count)
        }

        func loadExpenses() async {
            isLoading = true
            defer { isLoading = false }
            try? await Task.sleep(for: .seconds(1))
            expenses = [
                Expense(name: "Coffee", amount: 5),
                Expense(name: "Lunch", amount: 12),
                Expense(name: "Gas", amount: 45),
            ]
        }
    }
}
