// Article 001, "Creating the SwiftUI View": the screen. Search, the list,
// the add section and the total bar; the expenses load when it appears.
import ObservatoryUI

public struct ExpenseTracker: View {
    @State private var expenseStore = ExpenseStore()
    @State private var newExpense = Expense()
    
    // Change: public, for the app, the tests and the benchmark.
    public init() {}
    
    public var body: some View {
        NavigationStack {
            List {
                searchSection
                // Addition: the article never shows `isLoading`.
                if expenseStore.isLoading {
                    ProgressView("Loading expenses…")
                }
                expenseList
                addExpenseSection
            }
            .navigationTitle("Expense Tracker")
            .safeAreaInset(edge: .bottom) {
                totalExpenseView
            }
            .task {
                await expenseStore.loadExpenses()
            }
        }
    }
    
    // MARK: - View Components
    
    @ViewBuilder
    private var searchSection: some View {
        Section {
            TextField("Search expenses", text: $expenseStore.searchText)
                .textFieldStyle(.roundedBorder)
        }
    }
    
    @ViewBuilder
    private var expenseList: some View {
        ForEach(expenseStore.filteredExpenses) { expense in
            ExpenseRow(expense: expense)
        }
        .onDelete(perform: deleteExpenses)
    }
    
    @ViewBuilder
    private var addExpenseSection: some View {
        Section {
            VStack(spacing: 12) {
                HStack {
                    TextField("Expense name", text: $newExpense.name)
                        .textFieldStyle(.roundedBorder)
                    
                    TextField("Amount", value: $newExpense.amount, format: .number)
                        .textFieldStyle(.roundedBorder)
                        .keyboardType(.numberPad)
                }
                
                Button("Add Expense") {
                    addExpense()
                }
                .buttonStyle(.borderedProminent)
                .disabled(newExpense.name.isEmpty || newExpense.amount <= 0)
            }
            .padding(.vertical, 8)
        }
    }
    
    @ViewBuilder
    private var totalExpenseView: some View {
        VStack(spacing: 8) {
            HStack {
                Text("Total: ")
                    .foregroundStyle(.secondary)
                
                Text(expenseStore.totalAmount.formatted(.currency(code: "USD")))
                    .font(.title2)
                    .fontWeight(.semibold)
                    .foregroundStyle(.primary)
            }
            
            HStack {
                Text("Average: ")
                    .foregroundStyle(.secondary)
                
                Text(expenseStore.averageExpense.formatted(.currency(code: "USD")))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
    
    // MARK: - Actions
    
    private func addExpense() {
        guard !newExpense.name.isEmpty, newExpense.amount > 0 else { return }
        
        expenseStore.expenses.append(newExpense)
        newExpense = Expense()
    }
    
    private func deleteExpenses(at offsets: IndexSet) {
        let filteredExpenses = expenseStore.filteredExpenses
        let expensesToDelete = offsets.map { filteredExpenses[$0] }
        
        expenseStore.expenses.removeAll { expense in
            expensesToDelete.contains { $0.id == expense.id }
        }
    }
}
