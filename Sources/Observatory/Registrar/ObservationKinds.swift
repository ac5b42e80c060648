/// The events a registration listens for.
///
/// The constants are computed, not `static let`: a global would cost the
/// slow path of every observed write a call to its lazy initialiser.
@usableFromInline
struct ObservationKinds: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @usableFromInline
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Before a tracked property changes.
    @inlinable static var willSet: ObservationKinds { ObservationKinds(rawValue: 1 << 0) }
    /// After a tracked property changed.
    @inlinable static var didSet: ObservationKinds { ObservationKinds(rawValue: 1 << 1) }
    /// When the object that owns a tracked property is freed.
    @inlinable static var deinitialized: ObservationKinds { ObservationKinds(rawValue: 1 << 2) }
    /// Not an event: marks the registrations of a one-shot tracking, which
    /// the table fires and unlinks while it holds its lock.
    @inlinable static var oneShot: ObservationKinds { ObservationKinds(rawValue: 1 << 3) }
}

/// The bit that stands for property `id` in an observed-properties mask.
///
/// Ids 0...62 get a bit each; every other id (63 and above, and the negative
/// ids given to key paths at run time) shares bit 63.
@inlinable
func observationBit(for id: Int) -> UInt64 {
    UInt(bitPattern: id) < 63 ? 1 &<< UInt64(id) : 1 &<< 63
}
