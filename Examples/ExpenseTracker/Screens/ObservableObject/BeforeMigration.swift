// The expense tracker as it was written before the migration, on
// ObservableObject: article 001's "Before (Combine)" forms of the store
// (@Published), the screen (@StateObject) and the expense (@ObservedObject).
// The body is the @Observable version's, so that the two differ only in the
// model and the wrappers; the types are nested in `BeforeMigration` so both
// versions live in one module under the article's names.

/// The expense tracker on the old model (`ObservableObject`).
public enum BeforeMigration {}
