import ObservatoryCSupport

/// The reads recorded by one open tracking scope on one thread.
///
/// A frame is reached through the thread-local slot, so it is only ever used
/// by the thread that opened it. Nested scopes form a chain through `parent`;
/// when an inner scope closes, its reads are merged into the outer one, as the
/// toolchain does.
///
/// Frames are recycled through a per-thread spare slot, so opening a scope
/// allocates nothing in the steady state.
///
/// The stored properties opt out of dynamic exclusivity checking: a frame is
/// only ever reached from its own thread and never handed out by `inout`, so
/// the runtime check would cost more than the read it guards.
@usableFromInline
final class AccessFrame {
    @usableFromInline @exclusivity(unchecked) var entries: UnsafeMutablePointer<AccessEntry>
    @usableFromInline @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// The scope that was open when this one started.
    @exclusivity(unchecked) var parent: AccessFrame?
    /// Set when a property that this scope already read is mutated before the
    /// scope closes: the value the scope saw is stale.
    @exclusivity(unchecked) var sawMutationAfterRead = false
    /// The tracking this scope will replace (see ``observeReads(_:replacing:willSet:didSet:)``),
    /// by identity: it stays live while the scope runs, but ignores the
    /// changes this thread makes, which the stale-read rule already covers.
    @exclusivity(unchecked) var replacing: UnsafeRawPointer?

    init(capacity: Int = 8) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
    }

    deinit {
        reset()
        entries.deallocate()
    }

    /// The frame open on the current thread, if any.
    @inlinable
    static var current: Unmanaged<AccessFrame>? {
        guard let raw = observatory_current_frame() else { return nil }
        return Unmanaged<AccessFrame>.fromOpaque(raw)
    }

    /// Records a read of property `id` of the registrar at `registrar`.
    ///
    /// The fast case, a further read of the registrar read last, only sets a
    /// bit; anything else goes out of line.
    ///
    /// Invariant: the out-of-line call releases nothing, and says so
    /// (`@_effects(releasenone)`), so the getter that inlines this needs no
    /// retain of `owner` even when `owner` was read from an array: the
    /// optimizer knows the call cannot free it.
    @inlinable
    func record(registrar: UnsafeRawPointer, owner: AnyObject, id: Int) {
        if count > 0 && AccessEntry.isMaskable(id) {
            let last = entries + (count - 1)
            if last.pointee.registrar == registrar {
                last.pointee.mask |= 1 &<< UInt64(id)
                return
            }
        }
        recordSlow(registrar: registrar, owner: owner, id: id)
    }

    /// Records any other read. Releases nothing: it sets a bit, or adds an
    /// id or an entry (retaining `owner`), growing buffers with malloc and
    /// free; entries are plain data.
    @usableFromInline @_effects(releasenone)
    func recordSlow(registrar: UnsafeRawPointer, owner: AnyObject, id: Int) {
        // Look back a few entries: bodies tend to alternate between a handful of objects.
        var index = count - 1
        let stop = max(0, count - 4)
        while index >= stop {
            if entries[index].registrar == registrar {
                entries[index].insert(id)
                return
            }
            index -= 1
        }
        append(AccessEntry(registrar: registrar, owner: Unmanaged.passRetained(owner), id: id))
    }

    private func append(_ entry: AccessEntry) {
        if count == capacity {
            let grown = UnsafeMutablePointer<AccessEntry>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: entries, count: count)
            entries.deallocate()
            entries = grown
            capacity *= 2
        }
        (entries + count).initialize(to: entry)
        count += 1
    }

    /// Whether this scope read property `id` of the registrar at `registrar`.
    func contains(registrar: UnsafeRawPointer, id: Int) -> Bool {
        for index in 0..<count where entries[index].registrar == registrar {
            if entries[index].contains(id) { return true }
        }
        return false
    }

    /// Adds another frame's reads to this one (the nested-scope merge).
    func merge(_ other: AccessFrame) {
        for index in 0..<other.count {
            let entry = other.entries[index]
            if let existing = (0..<count).first(where: { entries[$0].registrar == entry.registrar }) {
                entries[existing].formUnion(entry)
            } else {
                var copy = entry.duplicatingOverflow()
                copy.owner = entry.owner.retain()
                append(copy)
            }
        }
        if other.sawMutationAfterRead { sawMutationAfterRead = true }
    }

    /// Merges entries that name the same registrar, in place, so that each
    /// registrar appears once. Returns the entries; they stay owned by the frame.
    func coalesce() -> UnsafeMutableBufferPointer<AccessEntry> {
        if count > 1 {
            var kept = 0
            if count <= 16 {
                outer: for index in 0..<count {
                    for earlier in 0..<kept where entries[earlier].registrar == entries[index].registrar {
                        entries[earlier].formUnion(entries[index])
                        discard(at: index)
                        continue outer
                    }
                    keep(index, at: kept)
                    kept += 1
                }
            } else {
                var positions: [UnsafeRawPointer: Int] = [:]
                for index in 0..<count {
                    if let earlier = positions[entries[index].registrar] {
                        entries[earlier].formUnion(entries[index])
                        discard(at: index)
                    } else {
                        positions[entries[index].registrar] = kept
                        keep(index, at: kept)
                        kept += 1
                    }
                }
            }
            count = kept
        }
        return UnsafeMutableBufferPointer(start: entries, count: count)
    }

    private func keep(_ index: Int, at position: Int) {
        if index != position { (entries + position).moveInitialize(from: entries + index, count: 1) }
    }

    private func discard(at index: Int) {
        let entry = (entries + index).move()
        entry.freeOverflow()
        entry.owner.release()
    }

    /// Releases the retained owners and empties the frame for reuse.
    func reset() {
        for index in 0..<count {
            entries[index].freeOverflow()
            entries[index].owner.release()
        }
        count = 0
        parent = nil
        sawMutationAfterRead = false
        replacing = nil
    }

    /// Whether a scope open on this thread is replacing `tracking`.
    static func isReplacing(_ tracking: UnsafeRawPointer) -> Bool {
        var frame = current?.takeUnretainedValue()
        while let open = frame {
            if open.replacing == tracking { return true }
            frame = open.parent
        }
        return false
    }
}
