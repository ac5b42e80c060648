// The profile screen as it was written before the migration: the same
// views, on ObservableObject, @Published, @StateObject and @ObservedObject.
// Each @Published write sends the object's objectWillChange, and every view
// that holds the object re-runs, whichever property changed.
//
// The types are nested in `BeforeMigration` so that both versions live in
// one module under the article's names; a view's name in body counts is
// its own (`HeaderView`), as in the @Observable version.

/// The profile screen on the old model (`ObservableObject`).
public enum BeforeMigration {}
