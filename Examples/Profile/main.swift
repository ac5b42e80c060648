// Placeholder: the Profile example is being written.
print("Profile")
