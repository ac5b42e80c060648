import Observatory

/// Collects the changes observation callbacks report while inspection is on,
/// from any thread, with the values before and after.
///
/// Each property appears once per update: the value before its first change
/// and after its last. Several views observing one property report it
/// several times; the repeats are merged.
final class MutationLog: Sendable {
    struct Entry {
        var property: ObservedProperty
        var oldValue: String?
        var newValue: String?
    }

    private struct State: ~Copyable {
        var entries: [Entry] = []
        var index: [ObservedProperty: Int] = [:]
    }

    private let state = SanitizedMutex(State())

    /// Called before the change: notes the old value, once per update.
    func willSet(_ change: ObservationTracking) {
        let property = ObservedProperty(change)
        let value = change.changed.flatMap { change.origin.value(at: $0) }
        state.withLock { state in
            guard state.index[property] == nil else { return }
            state.index[property] = state.entries.count
            state.entries.append(Entry(property: property, oldValue: InspectedValue.describe(value), newValue: nil))
        }
    }

    /// Called after the change: notes the new value.
    func didSet(_ change: ObservationTracking) {
        let property = ObservedProperty(change)
        let value = InspectedValue.describe(change.changed.flatMap { change.origin.value(at: $0) })
        state.withLock { state in
            if let index = state.index[property] {
                state.entries[index].newValue = value
            } else {
                state.index[property] = state.entries.count
                state.entries.append(Entry(property: property, oldValue: nil, newValue: value))
            }
        }
    }

    /// Takes the entries so far.
    func drain() -> [Entry] {
        state.withLock { state in
            let entries = state.entries
            state.entries.removeAll()
            state.index.removeAll()
            return entries
        }
    }
}
