/// The two ways a screen is written in the comparison.
public enum RedrawModel: String, CaseIterable, Sendable {
    /// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`:
    /// every write re-runs every view that holds the object.
    case observableObject = "ObservableObject"
    /// `@Observable`: a write re-runs only the views that read the property.
    case observable = "@Observable"
}

/// The screens written twice, once per ``RedrawModel``.
public enum RedrawScreen: String, CaseIterable, Sendable {
    /// Article 004's profile screen (`ProfileScreens`).
    case profile = "Profile (article 004)"
    /// Article 001's expense tracker (`ExpenseTrackerScreens`).
    case expenseTracker = "Expense tracker (article 001)"
}
