/// The object behind one `@StateObject` property of one mounted view.
///
/// As with ``StateStorage``, every `StateObject` value the parent creates
/// carries a fresh storage holding only the autoclosure; the node's first
/// storage is canonical, and later ones forward to it, so the closure runs
/// once per view identity.
final class StateObjectStorage<ObjectType: AnyObject>: RetainableStateSlot, @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var forward: StateObjectStorage<ObjectType>?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// Makes this storage stand for `canonical`.
    func adopt(_ canonical: StateObjectStorage<ObjectType>) {
        if canonical !== self { forward = canonical }
    }

    /// Whether the object was created: a state object counts as written
    /// once it exists (``RowStateArchive``).
    var wasWritten: Bool { (forward ?? self).made != nil }

    /// The object, created on first use.
    var object: ObjectType {
        let canonical = forward ?? self
        if let made = canonical.made { return made }
        let object = canonical.make()
        canonical.made = object
        return object
    }
}
