import ObservatoryCSupport

/// Which object and property a change comes from: carried along with each
/// notification for observers that report it (ObservatoryUI's update causes).
///
/// Building it costs nothing on the hot paths: the identity is the object's
/// address and the name a static string the macro writes. It is built only on
/// the slow path of a write that somebody observes.
public struct ChangeOrigin: Sendable {
    // Invariant: the stride stays that of `(ObjectIdentifier?, StaticString?)`,
    // the origin before the inspector needed `isReadable` (a test checks it).
    // Swift lays fields out in declaration order, so the flag goes last, into
    // the tail padding after `name`; between `address` and `name` it would
    // push `name` to the next word and grow every notification by 8 bytes.

    /// The object's address.
    @usableFromInline
    nonisolated(unsafe) let address: UnsafeRawPointer?
    /// The changed property's name, when the macro provided it.
    public let name: StaticString?
    /// Whether `address` may be read as an object (it was given as one, not
    /// only as an identity).
    @usableFromInline
    let isReadable: Bool

    /// The changed object, when known.
    public var object: ObjectIdentifier? {
        address.map { unsafeBitCast($0, to: ObjectIdentifier.self) }
    }

    /// The changed object itself, unretained: valid only during the
    /// notification, while the writer holds the object. ObservatoryUI's
    /// inspector reads the old and new values through it.
    package var subject: Unmanaged<AnyObject>? {
        guard isReadable, let address else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(address)
    }

    /// Describes a change of `name` on `object`.
    @inlinable
    public init(object: ObjectIdentifier?, name: StaticString?) {
        self.address = object.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        self.isReadable = false
        self.name = name
    }

    /// Describes a change of `name` on `subject`, keeping an unretained
    /// reference to it for observers that read the value.
    @inlinable
    public init<Subject: AnyObject>(subject: Subject, name: StaticString?) {
        self.address = UnsafeRawPointer(Unmanaged.passUnretained(subject).toOpaque())
        self.isReadable = true
        self.name = name
    }

    /// Reads the property at `keyPath` of the changed object, without
    /// recording the read in a tracking scope open on this thread. Nil when
    /// the object is unknown or the key path does not apply to it. Call it
    /// only from inside the notification.
    package func value(at keyPath: AnyKeyPath) -> Any? {
        guard let subject else { return nil }
        let frame = observatory_current_frame()
        observatory_set_current_frame(nil)
        defer { observatory_set_current_frame(frame) }
        return subject._withUnsafeGuaranteedRef { object in
            Self.project(object, keyPath)
        }
    }

    private static func project<Root>(_ root: Root, _ keyPath: AnyKeyPath) -> Any? {
        root[keyPath: keyPath]
    }
}
