// One row before the migration: it holds its expense with @ObservedObject.
import ObservatoryUI

extension BeforeMigration {
    struct ExpenseRow: View {
        @ObservedObject var expense: Expense

        var body: some View {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(expense.name)
                        .font(.headline)
                        .foregroundStyle(.primary)
                    Text("Expense")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(expense.amount.formatted(.currency(code: "USD")))
                    .font(.title3)
                    .fontWeight(.medium)
                    .foregroundStyle(.primary)
            }
            .padding(.vertical, 4)
        }
    }
}
