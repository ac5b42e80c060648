import Foundation
import ObservatoryUI

/// Saves a value shortly after it changes.
///
/// The saver runs `observe` inside `Observations`; it must read every
/// property the file holds. (Encoding alone is not enough: the `Codable`
/// methods that the compiler synthesizes for an `@Observable` class read the
/// macro's storage, which observation does not see, in Apple's Observation
/// and in ours.) A change wakes the saver; it waits `delay`, so that a burst
/// of edits (typing a title) becomes one write, and writes `encode()`'s bytes
/// unless the file already holds them. Edits made while it waits are
/// coalesced into the next element, so a steady stream of edits is saved
/// every `delay`. ``flush()`` saves at once, for example when the app quits.
@MainActor
public final class AutoSaver {
    private var task: Task<Void, Never>?
    private var lastSaved: Data?
    private let encode: @MainActor () -> Data?
    private let write: @MainActor (Data) throws -> Void
    private let saved: @MainActor () -> Void
    private let failed: @MainActor (any Error) -> Void

    /// Starts saving.
    ///
    /// - Parameters:
    ///   - delay: How long after a change the save happens.
    ///   - observe: Reads every observable property that the file holds.
    ///   - encode: The bytes to save, or `nil` when there is nothing to save.
    ///   - write: Writes the bytes; a thrown error is passed to `failed`.
    ///   - saved: Called after each successful write.
    ///   - failed: Called with the error of a failed write.
    public init(
        delay: Duration,
        observe: @escaping @MainActor () -> Void,
        encode: @escaping @MainActor () -> Data?,
        write: @escaping @MainActor (Data) throws -> Void,
        saved: @escaping @MainActor () -> Void = {},
        failed: @escaping @MainActor (any Error) -> Void
    ) {
        self.encode = encode
        self.write = write
        self.saved = saved
        self.failed = failed
        lastSaved = encode()
        var generation = 0
        let changes = Observations<Int, Never>({ @MainActor in
            observe()
            generation += 1
            return generation
        })
        task = Task { @MainActor [weak self] in
            // The first element is the state when the task starts, which may
            // already differ from what `init` saw; `flush` skips equal bytes.
            var iterator = changes.makeAsyncIterator()
            while await iterator.next() != nil {
                try? await Task.sleep(for: delay)
                guard !Task.isCancelled, let self else { return }
                self.flush()
            }
        }
    }

    /// Tells the saver that `data` is on disk already (after a manual save or
    /// a load), so that it does not write the same bytes again.
    public func noteSaved(_ data: Data?) {
        lastSaved = data
    }

    /// Saves now if the value differs from what was last saved.
    public func flush() {
        guard let data = encode(), data != lastSaved else { return }
        do {
            try write(data)
            lastSaved = data
            saved()
        } catch {
            failed(error)
        }
    }

    /// Stops saving; a pending save is dropped.
    public func stop() {
        task?.cancel()
        task = nil
    }

    isolated deinit {
        task?.cancel()
    }
}
