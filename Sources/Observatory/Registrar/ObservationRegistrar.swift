/// Provides storage for tracking and access to data changes.
///
/// Use a registrar when you write an `Observable` conformance by hand: call
/// ``access(_:keyPath:)`` in each getter and ``withMutation(of:keyPath:_:)``
/// around each mutation.
///
/// ```swift
/// final class Thermometer: Observable {
///     private let registrar = ObservationRegistrar()
///     private var _celsius = 20.0
///     var celsius: Double {
///         get { registrar.access(self, keyPath: \.celsius); return _celsius }
///         set { registrar.withMutation(of: self, keyPath: \.celsius) { _celsius = newValue } }
///     }
/// }
/// ```
///
/// Copies of a registrar share their observers. Classes marked `@Observable`
/// do not use this type: the macro embeds a cheaper registrar that identifies
/// properties by number instead of by key path.
public struct ObservationRegistrar: Sendable {
    /// Heap storage shared by the copies; its lifetime ends the observers'.
    final class Storage: Sendable {
        let registrar = _InlineObservationRegistrar()
    }

    let storage: Storage

    /// Creates a registrar with no observers.
    public init() {
        storage = Storage()
    }

    /// Records a read of `keyPath` on `subject` by an open tracking scope.
    public func access<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>
    ) {
        storage.registrar.access(storage, keyPath: keyPath as AnyKeyPath)
    }

    /// Announces that the property at `keyPath` is about to change.
    public func willSet<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>
    ) {
        storage.registrar.willSet(keyPath: keyPath, id: nil, subject: Self.identity(of: subject))
    }

    /// Announces that the property at `keyPath` has changed.
    public func didSet<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>
    ) {
        storage.registrar.didSet(keyPath: keyPath, id: nil, subject: Self.identity(of: subject))
    }

    /// Performs `mutation` between the willSet and didSet announcements for `keyPath`.
    public func withMutation<Subject: Observable, Member, T>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        willSet(subject, keyPath: keyPath)
        defer { didSet(subject, keyPath: keyPath) }
        return try mutation()
    }
}

extension ObservationRegistrar {
    /// The identity of `subject` when it is an object (the toolchain's
    /// `Observable` does not require a class).
    static func identity(of subject: some Any) -> ObjectIdentifier? {
        guard type(of: subject as Any) is AnyClass else { return nil }
        return ObjectIdentifier(subject as AnyObject)
    }
}

extension _InlineObservationRegistrar {
    /// Records a read of a key path known only at run time, keeping `owner`
    /// (the storage that holds this registrar) alive until installation.
    func access(_ owner: AnyObject, keyPath: AnyKeyPath) {
        guard let frame = AccessFrame.current else { return }
        let id = table.id(for: keyPath)
        frame._withUnsafeGuaranteedRef { $0.record(registrar: address, owner: owner, id: id) }
    }
}

extension ObservationRegistrar: Codable {
    /// Creates a new, empty registrar: observers are never decoded.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Encodes nothing, so that a class's synthesized `Codable` still works.
    public func encode(to encoder: any Encoder) {}
}

extension ObservationRegistrar: Hashable {
    /// Registrars are all equal, so that they never affect a class's synthesized equality.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, so that a registrar never affects a class's synthesized hash.
    public func hash(into hasher: inout Hasher) {}
}
