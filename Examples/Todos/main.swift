// Placeholder: the Todos example is being written.
print("Todos")
