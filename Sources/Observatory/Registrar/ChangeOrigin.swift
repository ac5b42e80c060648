/// Which object and property a change comes from: carried along with each
/// notification for observers that report it (ObservatoryUI's update causes).
///
/// Building it costs nothing on the hot paths: the identity is the object's
/// address and the name a static string the macro writes.
public struct ChangeOrigin: Sendable {
    /// The changed object, when known.
    public let object: ObjectIdentifier?
    /// The changed property's name, when the macro provided it.
    public let name: StaticString?

    /// Describes a change of `name` on `object`.
    @inlinable
    public init(object: ObjectIdentifier?, name: StaticString?) {
        self.object = object
        self.name = name
    }
}
