import Observatory
import Synchronization

/// One save's changes: the batch that writes them, and the models it covers.
struct PreparedSave {
    var batch: StoreBatch
    /// What observers hear once it is written (the inserts are added then,
    /// with their rows).
    var changes: ModelChanges
    var inserts: [any PersistentModel]
    var updates: [any PersistentModel]
    var deletes: [any PersistentModel]
}

/// A save of the main context that the store's writer is writing: while it
/// is, its models are neither pending nor written.
///
/// Invariant: every model of `save` belongs to the context; an insert has no
/// row until the write commits, and then its key is in `keys`.
final class SaveInWriting: Sendable {
    // The models are only touched on the main actor; the box that crosses
    // to the writer holds keys only.
    nonisolated(unsafe) let save: PreparedSave
    /// The changed properties of each update when it was handed over, by index into `save.updates`.
    let updateBits: [(properties: UInt64, relationships: UInt64)]
    /// The keys of the inserted rows, known before the transaction commits,
    /// so that a fetch that sees the rows finds these models, not new ones.
    let keys = SanitizedMutex<[Int64]?>(nil)
    private let outcome = SanitizedMutex<Outcome>(Outcome())

    private struct Outcome {
        var isKnown = false
        var failure: (any Error)?
        var waiting: [CheckedContinuation<(any Error)?, Never>] = []
    }

    init(_ save: PreparedSave) {
        self.save = save
        updateBits = save.updates.map { ($0._$modelState.changedProperties, $0._$modelState.changedRelationships) }
    }

    /// Records how the write ended, and wakes whoever waits for it.
    func finish(_ failure: (any Error)?) {
        let waiting = outcome.withLock { outcome in
            outcome.isKnown = true
            outcome.failure = failure
            defer { outcome.waiting = [] }
            return outcome.waiting
        }
        for waiter in waiting { waiter.resume(returning: failure) }
    }

    /// Waits until the write ends; its error if it failed.
    func ended() async -> (any Error)? {
        await withCheckedContinuation { continuation in
            let known: (any Error)?? = outcome.withLock { outcome in
                if outcome.isKnown { return .some(outcome.failure) }
                outcome.waiting.append(continuation)
                return nil
            }
            if let known { continuation.resume(returning: known) }
        }
    }

    /// The inserted model whose row is `rowID` of `entityName`, once its key is known.
    func insertedModel(_ entityName: String, rowID: Int64) -> (any PersistentModel)? {
        guard let keys = keys.withLock({ $0 }) else { return nil }
        for (model, key) in zip(save.inserts, keys) where key == rowID {
            if type(of: model)._$schema.entityName == entityName { return model }
        }
        return nil
    }
}
