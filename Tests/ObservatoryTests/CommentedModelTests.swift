import Observatory
import Testing

/// A model whose properties carry comments in every place the macro copies
/// them to the backing storage: it must compile, and track as usual.
@Observable
@MainActor
final class CommentedModel {
    @MainActor // isolated like its class, said again on purpose
    var title = "draft"
    /// The number of edits.
    /* counted by the editor */
    var edits = 0
    @available(swift, introduced: 5.0) // kept for old callers
    // a line between the attribute and the declaration
    var legacyEdits = 0
}

@Suite("Comments on tracked properties")
@MainActor
struct CommentedModelTests {
    @Test("properties with comments around their attributes are tracked")
    func commentedPropertiesAreTracked() {
        let model = CommentedModel()
        let changed = Counter()
        withObservationTracking {
            _ = model.title
            _ = model.edits
        } onChange: {
            changed.increment()
        }
        model.edits += 1
        #expect(changed.count == 1)
        withObservationTracking { _ = model.title } onChange: { changed.increment() }
        model.title = "final"
        #expect(changed.count == 2)
        #expect(model.title == "final" && model.edits == 1)
    }
}
