import ObservatoryCSupport
import Synchronization

/// The registrar that `@Observable` stores inside each instance.
///
/// It is one machine word: zero until the first observer arrives, then a
/// pointer to the instance's ``ObserverTable``. Because it is noncopyable and
/// stored in the object, its address is stable for the object's lifetime and
/// serves as the registrar's identity; its `deinit` runs when the object is
/// freed and releases every observer with it.
///
/// Properties are identified by small integers that the macro assigns, so
/// the hot paths never build, retain or hash a key path:
/// - an untracked read is one thread-local load and a test;
/// - a tracked read sets one bit in the current access frame;
/// - a write that nobody observes is one load, one test and the store.
///
/// This type is an implementation detail of the `@Observable` macro. Use
/// ``ObservationRegistrar`` when writing a conformance by hand.
public struct _InlineObservationRegistrar: ~Copyable, Sendable {
    /// Zero, or an `Unmanaged<ObserverTable>` holding a +1 retain.
    @usableFromInline let tableWord: Atomic<UInt>

    /// Creates a registrar with no observers; allocates nothing.
    @inlinable
    public init() {
        tableWord = Atomic(0)
    }

    deinit {
        let raw = tableWord.load(ordering: .acquiring)
        if raw != 0 { Self.retire(raw) }
    }

    @usableFromInline
    static func retire(_ raw: UInt) {
        let table = Unmanaged<ObserverTable>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).takeRetainedValue()
        let batch = table.invalidate()
        // The table must outlive the notifications: a one-shot tracking with
        // a single registration does not retain it (see Registration), and
        // notifying it unlinks that registration from this table.
        batch.forEach { tracking in
            tracking.tableInvalidated(registrations: 1, notifies: tracking.firesOnDeinit)
        }
        withExtendedLifetime(table) {}
    }

    /// The registrar's identity: its address inside the owning object.
    @inlinable
    var address: UnsafeRawPointer {
        withUnsafePointer(to: self) { UnsafeRawPointer($0) }
    }

    // MARK: Reads

    /// Records a read of property `id` when a tracking scope is open on this thread.
    @inlinable @inline(__always)
    public func access<Subject: AnyObject>(_ subject: Subject, id: Int) {
        guard let frame = AccessFrame.current else { return }
        frame._withUnsafeGuaranteedRef { $0.record(registrar: address, owner: subject, id: id) }
    }

    /// Records a read of the property at `keyPath`. `id` is the macro's id for
    /// it, or nil for a property the macro does not know (a computed one).
    @inlinable
    public func access<Subject: AnyObject, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, id: Int?
    ) {
        guard let frame = AccessFrame.current else { return }
        let resolved = id ?? table.id(for: keyPath)
        frame._withUnsafeGuaranteedRef { $0.record(registrar: address, owner: subject, id: resolved) }
    }

    // MARK: Writes

    /// Whether a write to property `id` has to take the slow path: someone
    /// observes it, or a tracking scope is open on this thread (whose reads
    /// the write may make stale).
    ///
    /// Written so that it costs the caller no reference counting: the loads
    /// go through C functions the optimizer knows release nothing (see
    /// `FastPathLoads.h`), and the table is reached by address, so an object
    /// read from an array is not retained around an unobserved write.
    @inlinable @inline(__always)
    public func isObservedOrTracking(id: Int) -> Bool {
        let raw = observatory_load_acquire_word(address)
        if raw != 0 {
            let observed = observatory_load_relaxed_u64(
                UnsafeRawPointer(bitPattern: raw)! + ObserverTable.observedOffset)
            if observed & observationBit(for: id) != 0 { return true }
        }
        return observatory_current_frame() != nil
    }

    /// Announces that property `id` is about to change.
    ///
    /// `keyPath` is evaluated only if an observer asks which property changed
    /// (``ObservationTracking/changed``): a one-shot `onChange` never builds it.
    /// `name` is the property's name, which ObservatoryUI reports as the
    /// cause of an update.
    @inlinable
    public func willSet<Subject: AnyObject, Member>(
        _ subject: Subject, id: Int, name: StaticString? = nil, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        announce(.willSet, id: id, keyPath: keyPath, origin: ChangeOrigin(subject: subject, name: name))
    }

    /// Announces that property `id` has changed; `name` and `keyPath` as in ``willSet(_:id:name:keyPath:)``.
    @inlinable
    public func didSet<Subject: AnyObject, Member>(
        _ subject: Subject, id: Int, name: StaticString? = nil, keyPath: @autoclosure () -> KeyPath<Subject, Member>
    ) {
        announce(.didSet, id: id, keyPath: keyPath, origin: ChangeOrigin(subject: subject, name: name))
    }

    /// Performs `mutation` between the willSet and didSet announcements of
    /// property `id`; `name` and `keyPath` as in ``willSet(_:id:name:keyPath:)``.
    @inlinable
    public func withMutation<Subject: AnyObject, Member, Result>(
        of subject: Subject, id: Int, name: StaticString? = nil, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        let origin = ChangeOrigin(subject: subject, name: name)
        announce(.willSet, id: id, keyPath: keyPath, origin: origin)
        defer { announce(.didSet, id: id, keyPath: keyPath, origin: origin) }
        return try mutation()
    }

    /// Performs `mutation` on the property at `keyPath`; `id` as in
    /// ``access(_:keyPath:id:)``.
    @inlinable
    public func withMutation<Subject: AnyObject, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, id: Int?,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        guard let resolved = id ?? resolvedID(for: keyPath) else { return try mutation() }
        let origin = ChangeOrigin(subject: subject, name: nil)
        announce(.willSet, id: resolved, keyPath: { keyPath }, origin: origin)
        defer { announce(.didSet, id: resolved, keyPath: { keyPath }, origin: origin) }
        return try mutation()
    }

    // MARK: The toolchain's signatures

    /// Records a read of the property at `keyPath`, as the toolchain's registrar does.
    ///
    /// Code written for the toolchain (for example a custom `access(keyPath:)`
    /// that forwards here) keeps working. Properties reached this way are
    /// identified by key path, which is slower than the macro's numbered path.
    @inlinable
    public func access<Subject: AnyObject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        access(subject, keyPath: keyPath, id: nil)
    }

    /// Announces that the property at `keyPath` is about to change.
    @inlinable
    public func willSet<Subject: AnyObject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        willSet(keyPath: keyPath, id: nil, subject: ObjectIdentifier(subject))
    }

    /// Announces that the property at `keyPath` has changed.
    @inlinable
    public func didSet<Subject: AnyObject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        didSet(keyPath: keyPath, id: nil, subject: ObjectIdentifier(subject))
    }

    /// Performs `mutation` between the willSet and didSet announcements for `keyPath`.
    @inlinable
    public func withMutation<Subject: AnyObject, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        try withMutation(of: subject, keyPath: keyPath, id: nil, mutation)
    }

    /// Announces willSet for a key path known only at run time.
    @inlinable
    func willSet(keyPath: AnyKeyPath, id: Int?, subject: @autoclosure () -> ObjectIdentifier?) {
        guard let resolved = id ?? resolvedID(for: keyPath) else { return }
        announce(.willSet, id: resolved, keyPath: { keyPath }, origin: ChangeOrigin(object: subject(), name: nil))
    }

    /// Announces didSet for a key path known only at run time.
    @inlinable
    func didSet(keyPath: AnyKeyPath, id: Int?, subject: @autoclosure () -> ObjectIdentifier?) {
        guard let resolved = id ?? resolvedID(for: keyPath) else { return }
        announce(.didSet, id: resolved, keyPath: { keyPath }, origin: ChangeOrigin(object: subject(), name: nil))
    }
}

extension _InlineObservationRegistrar {
    /// The table, allocated on first use.
    @usableFromInline
    var table: ObserverTable { Self.table(at: address) }

    /// The table of the registrar at `address`, allocating it if needed.
    static func table(at address: UnsafeRawPointer) -> ObserverTable {
        unmanagedTable(at: address).takeUnretainedValue()
    }

    /// The table of the registrar at `address`, allocating it if needed,
    /// without retaining it: valid while the registrar lives (installation
    /// holds the registrar's owner for that long), and free of the retain and
    /// release a strong local would cost.
    static func unmanagedTable(at address: UnsafeRawPointer) -> Unmanaged<ObserverTable> {
        let word = address.assumingMemoryBound(to: Atomic<UInt>.self)
        let raw = word.pointee.load(ordering: .acquiring)
        if raw != 0 {
            return Unmanaged<ObserverTable>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
        }
        let fresh = Unmanaged.passRetained(ObserverTable())
        let desired = UInt(bitPattern: fresh.toOpaque())
        let (exchanged, original) = word.pointee.compareExchange(
            expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if exchanged { return fresh }
        fresh.release()
        return Unmanaged<ObserverTable>.fromOpaque(UnsafeRawPointer(bitPattern: original)!)
    }

    /// The id a write to `keyPath` must announce, or nil when it cannot matter:
    /// no table and no open scope means no observer and no stale read.
    @usableFromInline
    func resolvedID(for keyPath: AnyKeyPath) -> Int? {
        let raw = tableWord.load(ordering: .acquiring)
        if raw == 0 && observatory_current_frame() == nil { return nil }
        return table.id(for: keyPath)
    }

    /// The slow path of every write: note stale reads in open scopes on this
    /// thread, then notify the observers of `id` that listen for `kind`.
    /// `origin` identifies the changed object and property for observers that report it.
    @usableFromInline
    func announce(
        _ kind: ObservationKinds, id: Int, keyPath: () -> AnyKeyPath, origin: ChangeOrigin
    ) {
        if kind == .willSet && observatory_current_frame() != nil {
            TrackingScope.noteMutation(registrar: address, id: id)
        }
        let raw = tableWord.load(ordering: .acquiring)
        guard raw != 0 else { return }
        // The registrar owns a retain on its table for as long as it lives.
        Unmanaged<ObserverTable>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
            ._withUnsafeGuaranteedRef { $0.announce(kind, id: id, keyPath: keyPath, origin: origin) }
    }
}
