import ObservatoryCSupport

/// Which object and property a change comes from: carried along with each
/// notification for observers that report it (ObservatoryUI's update causes).
///
/// Building it costs nothing on the hot paths: the identity is the object's
/// address and the name a static string the macro writes. It is built only on
/// the slow path of a write that somebody observes.
public struct ChangeOrigin: Sendable {
    /// The changed object, when known.
    public let object: ObjectIdentifier?
    /// The changed property's name, when the macro provided it.
    public let name: StaticString?
    /// The changed object itself, unretained: valid only during the
    /// notification, while the writer holds the object. ObservatoryUI's
    /// inspector reads the old and new values through it.
    // An unretained reference to an object the writing thread holds.
    @usableFromInline
    nonisolated(unsafe) package let subject: Unmanaged<AnyObject>?

    /// Describes a change of `name` on `object`.
    @inlinable
    public init(object: ObjectIdentifier?, name: StaticString?) {
        self.object = object
        self.name = name
        self.subject = nil
    }

    /// Describes a change of `name` on `subject`, keeping an unretained
    /// reference to it for observers that read the value.
    @inlinable
    public init<Subject: AnyObject>(subject: Subject, name: StaticString?) {
        self.object = ObjectIdentifier(subject)
        self.name = name
        self.subject = Unmanaged.passUnretained(subject as AnyObject)
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
