/// A bounded table through which equal attribute dictionaries share one
/// storage, across the elements of a window and across windows.
///
/// Most attributes repeat: every row's stack is `axis: horizontal,
/// alignment: center`, every tab of an app shows the same labels. A
/// dictionary costs an allocation of 100 to 200 bytes, so sharing them is
/// most of what an element's attributes cost.
///
/// The table is direct-mapped: a dictionary's hash picks one of
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
        let slot = attributes.hashValue & (capacity - 1)
        if let existing = slots[slot], existing == attributes { return existing }
        slots[slot] = attributes
        return attributes
    }
}
