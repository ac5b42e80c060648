import Synchronization

/// The observers of one registrar, allocated when its first observer arrives.
///
/// Invariants:
/// - `observed` has the bit of every id that has at least one linked
///   registration (see ``observationBit(for:)``). It is written only under the
///   lock and read without it by writers deciding whether to notify.
/// - A list head is nil exactly when that id has no linked registration.
/// - Once `invalidated` is set (the owning object was freed) nothing is linked again.
///
/// A table is kept until its registrar dies, so that repeated track-and-fire
/// cycles on one object do not allocate it again. Its size depends on the
/// number of properties with live observers, not on how many have fired.
@usableFromInline
final class ObserverTable: @unchecked Sendable {
    /// Must stay the first stored property: writers read it by address, at
    /// ``observedOffset`` (a test checks the layout).
    @usableFromInline let observed = Atomic<UInt64>(0)
    /// Set once any property of this registrar was identified by key path.
    private let keyPathIDsInUse = Atomic<Bool>(false)
    private let state = SanitizedMutex(State())

    /// Only ever touched under `state`'s lock, which is what makes it sendable.
    struct State: ~Copyable, @unchecked Sendable {
        var heads = RegistrationHeads()
        var keyPathIDs: [AnyKeyPath: Int] = [:]
        var overflowLists = 0
        var invalidated = false
    }

    init() {}

    /// Where ``observed`` lies in the object: after the two words of Swift's
    /// object header. Writers load it through `observatory_load_relaxed_u64`,
    /// which the optimizer knows releases nothing (an `Atomic.load` would
    /// cost the caller a retain of the object it writes).
    @inlinable
    static var observedOffset: Int { 2 &* MemoryLayout<Int>.size }

    @inlinable
    func observes(_ id: Int) -> Bool {
        observed.load(ordering: .relaxed) & observationBit(for: id) != 0
    }

    /// The id of a property known only by key path (hand-written conformances
    /// and computed properties). Such ids are negative, so they never collide
    /// with the ids the macro assigns.
    @usableFromInline
    func id(for keyPath: AnyKeyPath) -> Int {
        state.withLock { state in
            if let id = state.keyPathIDs[keyPath] { return id }
            let id = -(state.keyPathIDs.count + 1)
            state.keyPathIDs[keyPath] = id
            keyPathIDsInUse.store(true, ordering: .releasing)
            return id
        }
    }

    /// Whether any property was identified by key path (cheap, no lock).
    var hasKeyPathIDs: Bool { keyPathIDsInUse.load(ordering: .acquiring) }

    /// The id already given to `keyPath`, if any.
    func existingID(for keyPath: AnyKeyPath) -> Int? {
        state.withLock { $0.keyPathIDs[keyPath] }
    }

    /// Links `count` registrations of one tracking into this table.
    /// Returns how many were linked: none once the table is invalidated.
    func link(_ registrations: UnsafeMutablePointer<Registration>, count: Int) -> Int {
        state.withLock { state in
            guard !state.invalidated else { return 0 }
            var bits: UInt64 = 0
            for index in 0..<count {
                let registration = registrations + index
                let id = registration.pointee.id
                if let head = state.heads[id] {
                    registration.pointee.next = head
                    head.pointee.previous = registration
                } else {
                    if !AccessEntry.isMaskable(id) { state.overflowLists += 1 }
                    registration.pointee.next = nil
                }
                registration.pointee.previous = nil
                registration.pointee.isLinked = true
                state.heads[id] = registration
                bits |= observationBit(for: id)
            }
            observed.bitwiseOr(bits, ordering: .releasing)
            return count
        }
    }

    /// Unlinks `registration` if it is still linked. Returns whether it was.
    func unlink(_ registration: UnsafeMutablePointer<Registration>) -> Bool {
        state.withLock { state in
            guard registration.pointee.isLinked else { return false }
            Self.remove(registration, from: &state, observed: observed)
            return true
        }
    }

    private static func remove(
        _ registration: UnsafeMutablePointer<Registration>,
        from state: inout State,
        observed: borrowing Atomic<UInt64>
    ) {
        let id = registration.pointee.id
        let previous = registration.pointee.previous
        let next = registration.pointee.next
        if let previous { previous.pointee.next = next } else { state.heads[id] = next }
        if let next { next.pointee.previous = previous }
        registration.pointee.previous = nil
        registration.pointee.next = nil
        registration.pointee.isLinked = false
        if state.heads[id] == nil {
            listEmptied(id, in: &state, observed: observed)
        }
    }

    /// Clears the observed bit of `id`, whose list just became empty.
    private static func listEmptied(_ id: Int, in state: inout State, observed: borrowing Atomic<UInt64>) {
        if AccessEntry.isMaskable(id) {
            observed.bitwiseAnd(~observationBit(for: id), ordering: .relaxed)
        } else {
            state.overflowLists -= 1
            if state.overflowLists == 0 {
                observed.bitwiseAnd(~observationBit(for: 63), ordering: .relaxed)
            }
        }
    }

    /// Notifies the observers of `id` that listen for `kind`.
    func announce(
        _ kind: ObservationKinds, id: Int, keyPath: () -> AnyKeyPath, origin: ChangeOrigin
    ) {
        if observes(id) {
            Self.deliver(observers(of: id, kind: kind), kind, keyPath: keyPath, origin: origin)
        }
        // A numbered property may also have been read by key path (through a
        // hand-written hook forwarding to the registrar): notify those readers too.
        if id >= 0, hasKeyPathIDs, let alias = existingID(for: keyPath()), observes(alias) {
            Self.deliver(observers(of: alias, kind: kind), kind, keyPath: keyPath, origin: origin)
        }
    }

    private static func deliver(
        _ observers: consuming CollectedObservers, _ kind: ObservationKinds,
        keyPath: () -> AnyKeyPath, origin: ChangeOrigin
    ) {
        observers.fired.completeAll()
        observers.others.forEach { $0.notify(kind, keyPath: keyPath, origin: origin) }
    }

    /// The trackings registered for `id` that listen for `kind`, retained.
    ///
    /// One-shot trackings are fired right here, under the lock the walk
    /// already holds: the tracking moves to *fired* and this registration is
    /// unlinked, so a one-shot observer of a single property costs one lock
    /// round-trip instead of two, and no reference counting of its own but
    /// the final release.
    func observers(of id: Int, kind: ObservationKinds) -> CollectedObservers {
        // Built inside the closure and returned, rather than captured, so no
        // dynamic exclusivity check guards it.
        state.withLock { state -> CollectedObservers in
            var collected = CollectedObservers()
            // The registrations that stay are relinked into a new list as the
            // walk goes, and the head is stored once at the end: firing K
            // one-shot observers touches each of them once and the heads once.
            var keptHead: UnsafeMutablePointer<Registration>?
            var keptTail: UnsafeMutablePointer<Registration>?
            var cursor = state.heads[id]
            while let registration = cursor {
                cursor = registration.pointee.next
                let kinds = registration.pointee.kinds
                if kinds.contains(kind) {
                    let tracking = registration.pointee.tracking
                    if !kinds.contains(.oneShot) {
                        collected.others.append(tracking.retain())
                    } else if registration.pointee.isSolePath {
                        // Nothing else can reach this tracking: fire it
                        // without a compare-and-swap, and hand over the
                        // installation retain (see Registration).
                        tracking._withUnsafeGuaranteedRef { $0.markFired() }
                        registration.pointee.previous = nil
                        registration.pointee.isLinked = false
                        collected.fired.append(registration)
                        continue
                    } else if tracking._withUnsafeGuaranteedRef({ $0.claimFire() }) {
                        registration.pointee.previous = nil
                        registration.pointee.isLinked = false
                        // A tracking with one registration was linked here
                        // only: having claimed and unlinked it, this walk owns
                        // its installation retain and hands that over instead
                        // of taking another (completeFire skips the link count).
                        if !tracking._withUnsafeGuaranteedRef({ $0.hasSingleRegistration }) {
                            _ = tracking.retain()
                        }
                        collected.fired.append(registration)
                        continue
                    }
                    // Otherwise another thread fires or cancels it: it stays.
                }
                registration.pointee.previous = keptTail
                registration.pointee.next = nil
                if let keptTail { keptTail.pointee.next = registration } else { keptHead = registration }
                keptTail = registration
            }
            if keptHead == nil && !collected.fired.isEmpty {
                state.heads[id] = nil
                Self.listEmptied(id, in: &state, observed: observed)
            } else {
                state.heads[id] = keptHead
            }
            return collected
        }
    }

    /// The result of ``observers(of:kind:)``.
    struct CollectedObservers: ~Copyable {
        /// One-shot trackings this walk fired, chained through the registration it unlinked.
        var fired = FiredChain()
        /// Trackings to notify.
        var others = TrackingBatch()
    }

    /// Called when the registrar's owner is freed: unlinks everything and
    /// returns the affected trackings (retained, each once per registration).
    func invalidate() -> TrackingBatch {
        state.withLock { state -> TrackingBatch in
            var batch = TrackingBatch()
            state.invalidated = true
            state.heads.forEachHead { head in
                var cursor: UnsafeMutablePointer<Registration>? = head
                while let registration = cursor {
                    cursor = registration.pointee.next
                    registration.pointee.previous = nil
                    registration.pointee.next = nil
                    registration.pointee.isLinked = false
                    batch.append(registration.pointee.tracking.retain())
                }
            }
            state.heads.removeAll()
            state.overflowLists = 0
            observed.store(0, ordering: .relaxed)
            return batch
        }
    }
}

extension ObserverTable {
    /// How many registrations are linked (diagnostics and tests; takes the lock).
    var registrationCount: Int {
        state.withLock { state in
            var count = 0
            state.heads.forEachHead { head in
                var cursor: UnsafeMutablePointer<Registration>? = head
                while let registration = cursor {
                    count += 1
                    cursor = registration.pointee.next
                }
            }
            return count
        }
    }
}

extension _InlineObservationRegistrar {
    /// How many registrations observe this registrar's properties right now.
    var registrationCount: Int {
        let raw = tableWord.load(ordering: .acquiring)
        guard raw != 0 else { return 0 }
        return Unmanaged<ObserverTable>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
            .takeUnretainedValue().registrationCount
    }
}
