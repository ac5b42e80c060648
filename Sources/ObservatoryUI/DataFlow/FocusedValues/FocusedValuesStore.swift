import Observatory

/// A window's published focused values: what each `.focusedValue` and
/// `.focusedSceneValue` modifier in its tree publishes, by modifier, in the
/// order they were published (a later one wins for the same key).
///
/// Readers track ``generation``, which moves when a key comes or goes or
/// when a value changes: an `Equatable` value by `==`, an object by
/// identity. Other values (a `Binding`, a closure) are read fresh each time
/// a reader's body runs, so republishing one does not re-run its readers,
/// which would loop when a reader publishes too.
@MainActor
@Observable
final class FocusedValuesStore {
    private(set) var generation = 0
    @ObservationIgnored private var published: [(publisher: ObjectIdentifier, values: FocusedValues)] = []

    /// The values every publisher gives, the latest publisher first to win.
    var values: FocusedValues {
        _ = generation
        var merged = FocusedValues()
        for entry in published { merged.storage.merge(entry.values.storage) { _, newer in newer } }
        return merged
    }

    /// `publisher` publishes `values` (replacing what it published before).
    func publish(_ values: FocusedValues, by publisher: ObjectIdentifier) {
        if let index = published.firstIndex(where: { $0.publisher == publisher }) {
            let changed = Self.differ(published[index].values, values)
            published[index].values = values
            if changed { generation += 1 }
        } else {
            published.append((publisher, values))
            generation += 1
        }
    }

    /// `publisher` left the tree: what it published is gone.
    func withdraw(_ publisher: ObjectIdentifier) {
        guard let index = published.firstIndex(where: { $0.publisher == publisher }) else { return }
        published.remove(at: index)
        generation += 1
    }

    /// Whether readers must hear of the change from `old` to `new`.
    private static func differ(_ old: FocusedValues, _ new: FocusedValues) -> Bool {
        guard Set(old.storage.keys) == Set(new.storage.keys) else { return true }
        for (key, value) in new.storage {
            guard let previous = old.storage[key] else { return true }
            if let equatable = value as? any Equatable {
                if !equatable.isEqual(to: previous) { return true }
            } else if type(of: value) is AnyClass {
                if (value as AnyObject) !== (previous as AnyObject) { return true }
            }
        }
        return false
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

private struct FocusedValuesStoreKey: EnvironmentKey {
    static var defaultValue: FocusedValuesStore? { nil }
}

extension EnvironmentValues {
    /// The window's focused values (the root node places one per window).
    var focusedValuesStore: FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}
