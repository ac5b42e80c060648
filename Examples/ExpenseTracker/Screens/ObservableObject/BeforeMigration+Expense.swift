// One expense before the migration: an ObservableObject, so that a row
// holding it with @ObservedObject re-runs when it changes.
import Foundation
import ObservatoryUI

extension BeforeMigration {
    final class Expense: ObservableObject, Identifiable {
        let id = UUID()
        @Published var name: String
        @Published var amount: Int

        init(name: String = "", amount: Int = 0) {
            self.name = name
            self.amount = amount
        }
    }
}
