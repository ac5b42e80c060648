// Article 001, "Advanced Observable Store": the expenses, the search text,
// the derived list, total and average, and the asynchronous load.
import Foundation
import Observatory

// Change: `@MainActor` (see README.md). In the Swift 6 language mode a view
// may not send its store to a nonisolated async method.
@MainActor
@Observable
final class ExpenseStore {
    var expenses: [Expense] = []
    var searchText: String = ""
    var isLoading: Bool = false
    
    // Computed properties are automatically observable
    var filteredExpenses: [Expense] {
        var filtered = expenses
        
        if !searchText.isEmpty {
            filtered = filtered.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
        
        return filtered
    }
    
    var totalAmount: Int {
        filteredExpenses.reduce(0) { $0 + $1.amount }
    }
    
    var averageExpense: Double {
        guard !filteredExpenses.isEmpty else { return 0 }
        return Double(totalAmount) / Double(filteredExpenses.count)
    }
    
    // Async methods work seamlessly
    func loadExpenses() async {
        isLoading = true
        defer { isLoading = false }
        
        // Simulate network call
        try? await Task.sleep(for: .seconds(1))
        
        // Update will automatically notify observers
        expenses = [
            Expense(name: "Coffee", amount: 5),
            Expense(name: "Lunch", amount: 12),
            Expense(name: "Gas", amount: 45)
        ]
    }
}
