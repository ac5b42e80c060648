// The screen before the migration: the store and the draft expense are
// @StateObjects, so every keystroke in any field, and every change to the
// list, re-runs this body. A @StateObject cannot be replaced, so adding an
// expense copies the draft and clears it.
import ObservatoryUI

extension BeforeMigration {
    /// The expense tracker on the old model.
    public struct ExpenseTracker: View {
        @StateObject private var expenseStore = ExpenseStore()
        @StateObject private var newExpense = Expense()

        public init() {}

        public var body: some View {
            NavigationStack {
                List {
                    Section {
                        TextField("Search expenses", text: $expenseStore.searchText)
                            .textFieldStyle(.roundedBorder)
                    }
                    if expenseStore.isLoading {
                        ProgressView("Loading expenses…")
                    }
                    ForEach(expenseStore.filteredExpenses) { expense in
                        ExpenseRow(expense: expense)
                    }
                    .onDelete(perform: deleteExpenses)
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

        private func addExpense() {
            guard !newExpense.name.isEmpty, newExpense.amount > 0 else { return }
            expenseStore.expenses.append(Expense(name: newExpense.name, amount: newExpense.amount))
            newExpense.name = ""
            newExpense.amount = 0
        }

        private func deleteExpenses(at offsets: IndexSet) {
            let filteredExpenses = expenseStore.filteredExpenses
            let expensesToDelete = offsets.map { filteredExpenses[$0] }
            expenseStore.expenses.removeAll { expense in
                expensesToDelete.contains { $0.id == expense.id }
            }
        }
    }
}
