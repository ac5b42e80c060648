// Article 001, "Creating the SwiftUI View": one row of the list.
import ObservatoryUI

struct ExpenseRow: View {
    let expense: Expense
    
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
