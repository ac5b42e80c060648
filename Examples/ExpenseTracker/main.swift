// Placeholder: the ExpenseTracker example is being written.
print("ExpenseTracker")
