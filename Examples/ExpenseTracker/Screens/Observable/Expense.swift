// Article 001, "Data Model Implementation": one expense.
import Foundation
import Observatory

@Observable
final class Expense: Identifiable {
    var id: UUID = UUID()
    var name: String
    var amount: Int
    
    init(name: String = "", amount: Int = 0) {
        self.name = name
        self.amount = amount
    }
}
