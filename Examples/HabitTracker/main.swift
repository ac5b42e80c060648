print("HabitTracker")
