import ExpenseTrackerScreens
import ObservatoryTesting
import ObservatoryUI

/// The expense tracker's session: 11 edits a user makes.
///
/// - search for "Co" (two keystrokes), then clear the search;
/// - type a new expense, "Taxi" (four keystrokes) for 12 (two), and add it;
/// - delete it again (swipe to delete, with the search cleared).
@MainActor
enum ExpenseEditSession {
    static func make(_ model: RedrawModel) -> EditSession {
        let host = switch model {
        case .observable: ViewHost(ExpenseTracker())
        case .observableObject: ViewHost(BeforeMigration.ExpenseTracker())
        }
        var steps: [EditStep] = []
        steps += EditStep.type("Co", into: "Search expenses")
        steps.append(.send(.input(""), to: "Search expenses"))
        steps += EditStep.type("Taxi", into: "Expense name")
        steps += EditStep.type("12", into: "Amount")
        steps.append(.tap("Add Expense"))
        steps.append(.deleteRow("Taxi"))
        return EditSession(screen: .expenseTracker, model: model, host: host, steps: steps)
    }
}
