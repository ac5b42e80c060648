import Synchronization
import ObservatoryCSupport

/// The header of a ``Tracking``: its handler, and two counts used atomically.
///
/// Invariant: the fields are declared in this order so that the three
/// 32-bit fields fill the word after the handler's tag byte: 32 bytes (the
/// handler holds one closure, see ``TrackingHandler``). With one 40-byte
/// ``Registration``, a tracking is an 88-byte allocation, a 96-byte block
/// for glibc's malloc (a 40-byte header made it 96 bytes, a 112-byte block),
/// well within its fast bins even when the allocator adds a header of its
/// own: that keeps freeing the trackings of a write that fires many
/// observers cheap. A test checks the layout.
struct TrackingHeader {
    var handler: TrackingHandler
    /// A ``Tracking/Phase`` raw value; accessed only as an `Atomic<UInt32>`.
    var phase: UInt32
    private var count: Int32
    /// Registrations still linked, plus one while installing; accessed only
    /// as an `Atomic<Int32>`. The tracking holds a retain on itself while this
    /// is above zero, which keeps it alive for as long as it is registered.
    /// It never exceeds the registration count plus one, as `count` bounds.
    var linked: Int32

    init(handler: TrackingHandler, registrationCount: Int, phase: UInt32, linked: Int) {
        self.handler = handler
        self.phase = phase
        self.count = Int32(registrationCount)
        self.linked = Int32(linked)
    }

    /// How many registrations follow the header at `header`.
    ///
    /// Read and written through the field alone, never through a copy of
    /// `pointee`: the count shares a word with `linked`, which other threads
    /// change atomically, and a copy of the whole header would read that too
    /// (a data race ThreadSanitizer reports).
    static func registrationCount(at header: UnsafeMutablePointer<TrackingHeader>) -> Int {
        Int(countPointer(header).pointee)
    }

    /// Sets the count at `header`; only while installing, before any link.
    static func setRegistrationCount(_ count: Int, at header: UnsafeMutablePointer<TrackingHeader>) {
        countPointer(header).pointee = Int32(count)
    }

    private static func countPointer(_ header: UnsafeMutablePointer<TrackingHeader>) -> UnsafeMutablePointer<Int32> {
        UnsafeMutableRawPointer(header)
            .advanced(by: MemoryLayout<TrackingHeader>.offset(of: \.count)!)
            .assumingMemoryBound(to: Int32.self)
    }
}

/// An installed observation: one allocation holding the handler and every
/// (registrar, property) registration, so that tracking a property and firing
/// costs a single malloc.
///
/// Lifetime: installation takes a retain that is dropped when the last
/// registration is unlinked, whether by firing, by ``cancel()`` or because the
/// observed objects were freed. A user's ``ObservationTracking`` holds another.
final class Tracking: ManagedBuffer<TrackingHeader, Registration> {
    enum Phase: UInt32 {
        case active = 0
        case fired = 1
        case cancelled = 2
    }

    /// Creates and links a tracking for the reads in `entries`. Returns the
    /// tracking when `handle` is set (the caller keeps it to cancel it, or to
    /// notify it at once), and nil otherwise or when nothing was read.
    ///
    /// Without a handle the installation costs no reference counting of the
    /// tracking itself: the allocation's own reference becomes the
    /// installation retain.
    ///
    /// Invariant: once a registration is linked, a write on another thread
    /// may fire the tracking, and a firing path may consume the installation
    /// retain (see ``ObserverTable/observers(of:kind:)``). So this function
    /// touches the tracking after linking only while it holds a reference of
    /// its own: the handle, taken before linking, or the *installation
    /// guard*, one extra link count that keeps a tracking with several
    /// registrations alive until every one of them is linked. A tracking with
    /// a single registration needs no guard: linking is the last thing done
    /// to it here.
    static func install(
        _ entries: UnsafeMutableBufferPointer<AccessEntry>,
        handler: TrackingHandler,
        extraKinds: ObservationKinds = [],
        handle: Bool
    ) -> Tracking? {
        let total = entries.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let guarded = total > 1
        // The installation retain: the reference the allocation returns.
        let installation = Unmanaged.passRetained(unsafeDowncast(
            Tracking.create(minimumCapacity: total) { _ in
                TrackingHeader(handler: handler, registrationCount: 0, phase: 0, linked: guarded ? total + 1 : total)
            },
            to: Tracking.self))
        let kinds = handler.kinds.union(extraKinds)
        let retainsTables = total > 1 || !kinds.contains(.oneShot)  // see Registration
        let isSolePath = !retainsTables && !handle
        let result = handle ? installation.retain() : nil
        var failedLinks = 0
        installation._withUnsafeGuaranteedRef { tracking in
            tracking.withUnsafeMutablePointers { header, registrations in
                var index = 0
                for entry in entries {
                    let table = _InlineObservationRegistrar.unmanagedTable(at: entry.registrar)
                    entry.forEachID { id in
                        if retainsTables { _ = table.retain() }
                        (registrations + index).initialize(to: Registration(
                            table: table, id: id, tracking: installation,
                            previous: nil, next: nil, kinds: kinds, isLinked: false,
                            retainsTable: retainsTables, isSolePath: isSolePath))
                        index += 1
                    }
                }
                TrackingHeader.setRegistrationCount(total, at: header)
                var start = 0
                for entry in entries {
                    let count = entry.count
                    let linked = registrations[start].table._withUnsafeGuaranteedRef {
                        $0.link(registrations + start, count: count)
                    }
                    failedLinks += count - linked
                    start += count
                }
            }
        }
        if guarded {
            installation._withUnsafeGuaranteedRef { tracking in
                // A write may have fired the tracking before its last
                // registrations were linked; the firing path could not
                // unlink those, so unlink them here.
                let unlinked = tracking.isActive ? 0 : tracking.unlinkRemaining()
                tracking.dropLinks(failedLinks + unlinked + 1)  // + the installation guard
            }
        } else if failedLinks > 0 {
            // The only registration was not linked: nothing else can reach
            // the tracking, and this drops the installation retain.
            installation._withUnsafeGuaranteedRef { $0.dropLinks(failedLinks) }
        }
        return result?.takeRetainedValue()
    }

    deinit {
        withUnsafeMutablePointers { header, registrations in
            let count = TrackingHeader.registrationCount(at: header)
            for index in 0..<count where registrations[index].retainsTable {
                registrations[index].table.release()
            }
            registrations.deinitialize(count: count)
        }
    }

    private var phase: UnsafeMutablePointer<Atomic<UInt32>> {
        withUnsafeMutablePointerToHeader { header in
            UnsafeMutableRawPointer(header)
                .advanced(by: MemoryLayout<TrackingHeader>.offset(of: \.phase)!)
                .assumingMemoryBound(to: Atomic<UInt32>.self)
        }
    }

    private var linked: UnsafeMutablePointer<Atomic<Int32>> {
        withUnsafeMutablePointerToHeader { header in
            UnsafeMutableRawPointer(header)
                .advanced(by: MemoryLayout<TrackingHeader>.offset(of: \.linked)!)
                .assumingMemoryBound(to: Atomic<Int32>.self)
        }
    }

    var isActive: Bool { phase.pointee.load(ordering: .acquiring) == Phase.active.rawValue }

    /// Drops `count` link references; the last one releases the installation retain.
    func dropLinks(_ count: Int) {
        guard count > 0 else { return }
        let (_, remaining) = linked.pointee.subtract(Int32(truncatingIfNeeded: count), ordering: .acquiringAndReleasing)
        if remaining == 0 { Unmanaged.passUnretained(self).release() }
    }

    /// Moves from active to `phase`; only one caller ever succeeds.
    private func leaveActive(to phase: Phase) -> Bool {
        self.phase.pointee.compareExchange(
            expected: Phase.active.rawValue, desired: phase.rawValue,
            ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// Unlinks every registration that is still linked.
    private func unlinkAll() {
        dropLinks(unlinkRemaining())
    }

    /// Unlinks the registrations still linked; returns how many it unlinked.
    private func unlinkRemaining() -> Int {
        withUnsafeMutablePointers { header, registrations -> Int in
            var unlinked = 0
            for index in 0..<TrackingHeader.registrationCount(at: header) {
                let registration = registrations + index
                let wasLinked = registration.pointee.table._withUnsafeGuaranteedRef { $0.unlink(registration) }
                if wasLinked { unlinked += 1 }
            }
            return unlinked
        }
    }

    /// Claims the one-shot firing: true for exactly one caller, and only
    /// while the tracking is active.
    func claimFire() -> Bool {
        leaveActive(to: .fired)
    }

    /// Marks as fired a tracking reached through its sole path (see
    /// ``Registration``): no other code can compete, so no compare-and-swap.
    func markFired() {
        phase.pointee.store(Phase.fired.rawValue, ordering: .relaxed)
    }

    /// Whether the tracking has exactly one registration (fixed at installation).
    var hasSingleRegistration: Bool {
        withUnsafeMutablePointerToHeader { TrackingHeader.registrationCount(at: $0) == 1 }
    }

    /// Finishes a firing claimed by a table that has already unlinked one of
    /// this tracking's registrations: unlinks the others, then calls `onChange`.
    ///
    /// With a single registration, the table has handed its caller the
    /// installation retain instead of taking a new one (see
    /// ``ObserverTable/observers(of:kind:)``): the link count is left as it
    /// is, since nothing reads it again.
    func completeFire() {
        if !hasSingleRegistration {
            dropLinks(1 + unlinkRemaining())
        }
        takeOneShotHandler()?()
    }

    /// Moves the `onChange` closure out of a one-shot tracking that has left
    /// *active*, which only one caller ever does.
    private func takeOneShotHandler() -> (@Sendable () -> Void)? {
        withUnsafeMutablePointerToHeader { header in
            var taken = TrackingHandler.spent
            swap(&taken, &header.pointee.handler)
            guard case .onChange(let onChange) = taken else { return nil }
            return onChange
        }
    }

    /// Stops the tracking. Safe to call more than once and from any thread.
    func cancel() {
        if leaveActive(to: .cancelled) { unlinkAll() }
    }

    /// Delivers an event. `keyPath` names the changed property (nil when the
    /// object was freed); it is evaluated only for handlers that report it.
    func notify(
        _ kind: ObservationKinds, keyPath: () -> AnyKeyPath?, origin: ChangeOrigin = ChangeOrigin(object: nil, name: nil)
    ) {
        // Through the pointer: reading `header` as a property would cost a
        // dynamic exclusivity check on every notification.
        let handler = withUnsafeMutablePointerToHeader { $0.pointee.handler }
        if case .target(let target, let subject) = handler {
            notify(target, subject, kind, keyPath: keyPath, origin: origin)
            return
        }
        guard let (willSet, didSet) = handler.observers else {
            // A one-shot handler (or a spent one, which the phase check stops).
            // Cancel first, so a mutation made by `onChange` cannot reach this
            // tracking again: no recursion and no second call.
            guard leaveActive(to: .fired) else { return }
            unlinkAll()
            takeOneShotHandler()?()
            return
        }
        if kind == .deinitialized {
            guard leaveActive(to: .fired) else { return }
            unlinkAll()
            (willSet ?? didSet)?(ObservationTracking(self, changed: nil, origin: ChangeOrigin(object: nil, name: nil)))
            return
        }
        guard isActive else { return }
        // A change made by the scope that is replacing this tracking: the
        // scope's own stale-read rule decides about it (see observeReads).
        if observatory_current_frame() != nil && AccessFrame.isReplacing(Unmanaged.passUnretained(self).toOpaque()) {
            return
        }
        let observer = kind == .willSet ? willSet : didSet
        observer?(ObservationTracking(self, changed: keyPath(), origin: origin))
    }

    /// ``notify(_:keyPath:origin:)`` for a target: the `didSet` observer's
    /// rules, with the target in its place.
    private func notify(
        _ target: ObservationTarget, _ subject: Int, _ kind: ObservationKinds, keyPath: () -> AnyKeyPath?,
        origin: ChangeOrigin
    ) {
        if kind == .deinitialized {
            guard leaveActive(to: .fired) else { return }
            unlinkAll()
            target.observed(ObservationTracking(self, changed: nil, origin: ChangeOrigin(object: nil, name: nil)), subject: subject)
            return
        }
        guard kind == .didSet, isActive else { return }
        if observatory_current_frame() != nil && AccessFrame.isReplacing(Unmanaged.passUnretained(self).toOpaque()) {
            return
        }
        target.observed(ObservationTracking(self, changed: keyPath(), origin: origin), subject: subject)
    }

    /// Called when a table this tracking was linked into is invalidated.
    /// `registrations` is how many of its registrations that table held.
    func tableInvalidated(registrations: Int, notifies: Bool) {
        if notifies { notify(.deinitialized, keyPath: { nil }) }
        dropLinks(registrations)
    }

    /// Whether any registration listens for the owner being freed.
    var firesOnDeinit: Bool {
        withUnsafeMutablePointers { header, registrations in
            TrackingHeader.registrationCount(at: header) > 0 && registrations[0].kinds.contains(.deinitialized)
        }
    }
}
