/// A bounded table through which equal attribute dictionaries share one
/// storage, across the elements of a window and across windows.
///
/// Most attributes repeat: every row's stack is `axis: horizontal,
/// alignment: center`, every tab of an app shows the same labels. A
/// dictionary costs an allocation of 100 to 200 bytes, so sharing them is
/// most of what an element's attributes cost.
///
/// The table is direct-mapped: a dictionary's fingerprint picks one of
/// ``capacity`` slots; an equal dictionary in that slot is returned in its
/// place, and a different one is replaced. So memory is bounded (the slots
/// and the dictionaries in them), a lookup costs one hash and at most one
/// comparison, and a collision only costs sharing, never correctness:
/// what is returned always equals what was given.
///
/// Dictionaries are values, so a shared one is never changed in place: a
/// write to an element's attributes copies first.
@MainActor
enum SharedAttributes {
    /// The number of slots, a power of two.
    static let capacity = 4096

    private static var slots = [[String: String]?](repeating: nil, count: capacity)

    /// A dictionary equal to `attributes`: the one in the table when there
    /// is one, else `attributes`, which then takes its slot.
    static func shared(_ attributes: [String: String]) -> [String: String] {
        // An empty dictionary allocates nothing.
        if attributes.isEmpty { return attributes }
        let slot = Int(truncatingIfNeeded: fingerprint(attributes)) & (capacity - 1)
        if let existing = slots[slot], AttributeWalk.equal(existing, attributes) { return existing }
        slots[slot] = attributes
        return attributes
    }

    /// A fingerprint of the entries, the same for equal dictionaries
    /// whatever their order: the lengths and the first and last eight bytes
    /// of each name and value, mixed per entry and summed. A dictionary's
    /// `hashValue` ran SipHash over every byte twice per entry, most of what
    /// setting an element's attributes cost. Unequal dictionaries may share
    /// a fingerprint (values longer than 16 bytes that differ only in the
    /// middle): they then take turns in one slot, and the comparison in
    /// ``shared(_:)`` keeps the answer right.
    nonisolated static func fingerprint(_ attributes: [String: String]) -> UInt64 {
        var sum = UInt64(truncatingIfNeeded: attributes.count)
        for (name, value) in attributes {
            sum &+= mix(ends(of: name) &* 0x9E37_79B9_7F4A_7C15 ^ ends(of: value))
        }
        return mix(sum)
    }

    /// The length and the first and last eight bytes of `text`, folded.
    private nonisolated static func ends(of text: String) -> UInt64 {
        // The string's own storage (a small one's copied to the stack):
        // `withUTF8`, being mutating, took a copy of the string first.
        // Nonisolated, as the others here: a closure of the main actor's,
        // passed to the standard library, checks the executor when it runs.
        if let ends = text.utf8.withContiguousStorageIfAvailable(ends(of:)) { return ends }
        var text = text
        return text.withUTF8(ends(of:))
    }

    /// The length and the first and last eight bytes of `bytes`, folded.
    private nonisolated static func ends(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        if count >= 8 {
            let first = raw.loadUnaligned(as: UInt64.self)
            let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            return mix(first ^ UInt64(truncatingIfNeeded: count)) ^ last
        }
        var word = UInt64(truncatingIfNeeded: count) << 56
        for index in 0..<count { word |= UInt64(bytes[index]) << (index * 8) }
        return word
    }

    /// SplitMix64's finalizer: every bit of the result depends on every bit of `value`.
    private nonisolated static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
