/// The storage behind one `@State` property of one mounted view.
///
/// It is observable: a body (or a control bound to it) that reads the value
/// is invalidated when it changes, through the same registrar mechanism as
/// any `@Observable` object.
///
/// Each `State` value the parent creates carries a fresh storage; when the
/// view's node adopts that value, the fresh storage is pointed at the node's
/// canonical one (``forward``), so every copy reads and writes the same value.
final class StateStorage<Value>: Observable, RetainableStateSlot, @unchecked Sendable {
    private let registrar = _InlineObservationRegistrar()
    private var stored: Value
    /// Whether the value was ever set: a lazy row that leaves its window
    /// keeps only written state (``RowStateArchive``).
    private(set) var wasWritten = false
    /// The canonical storage this one stands for; nil when it is canonical.
    private(set) var forward: StateStorage<Value>?

    init(_ value: Value) {
        stored = value
    }

    /// The canonical storage.
    var resolved: StateStorage<Value> { forward ?? self }

    /// Makes this storage stand for `canonical`.
    func adopt(_ canonical: StateStorage<Value>) {
        if canonical !== self { forward = canonical }
    }

    /// The value, without recording a read.
    var untrackedValue: Value { stored }

    /// The value, tracked like an `@Observable` property.
    var value: Value {
        get {
            registrar.access(self, id: 0)
            return stored
        }
        set {
            wasWritten = true
            // As for @Observable properties: writing an equal value (or the
            // same object) is not a change, and re-renders nothing.
            if registrar.isObservedOrTracking(id: 0) && !Self.isSame(stored, newValue) {
                registrar.withMutation(of: self, id: 0, name: "value", keyPath: \.value) { stored = newValue }
            } else {
                stored = newValue
            }
        }
    }

    private static func isSame(_ old: Value, _ new: Value) -> Bool {
        if Value.self is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        guard let old = old as? any Equatable else { return false }
        return isEqual(old, new)
    }

    private static func isEqual<T: Equatable>(_ old: T, _ new: Value) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }
}

/// A property wrapper whose value lives in a state slot of its view's node
/// (`@State`, `@FocusState`, `@GestureState`): on attach, the wrapper's
/// fresh storage forwards to the slot's canonical one, so every copy of the
/// view reads and writes the same value.
protocol StateSlotProperty: NodeStorageProperty {
    associatedtype StoredValue
    /// The storage this copy was created with.
    var storage: StateStorage<StoredValue> { get }
}

extension StateSlotProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        let canonical: StateStorage<StoredValue> = context.slot { storage }
        storage.adopt(canonical)
        context.nameState(canonical, property: context.propertyName)
        // A fresh slot holding an object that names its own changes (such as
        // an ObservatoryData `@Query`'s results) names the causes it triggers.
        if canonical === storage, let source = storage.untrackedValue as? any UpdateCauseDescribing {
            context.nameSource(source)
        }
    }
}
