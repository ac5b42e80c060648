// Placeholder: the Forms example is being written.
print("Forms")
