/// Lookups and comparisons of attribute dictionaries that walk their
/// entries instead of hashing names.
///
/// An element has a handful of attributes, and a dictionary lookup hashes
/// the name with SipHash (about 300 instructions) before it compares
/// anything. Walking a few entries and comparing the names costs a
/// fraction of that. Dictionaries larger than ``walkedCount`` are hashed
/// as usual.
///
/// Invariant: every function here answers exactly as the dictionary's own
/// subscript and `==` do.
package enum AttributeWalk {
    /// The most entries walked: beyond this many, hashing the name once
    /// costs less than comparing it with every entry's.
    package static let walkedCount = 8

    /// `attributes[name]`.
    package static func value(named name: String, in attributes: [String: String]) -> String? {
        guard attributes.count <= walkedCount else { return attributes[name] }
        // `==`, not bytes or lengths first: names of other lengths may be
        // equal strings (`"K"` and the Kelvin sign, `"é"` in one scalar or
        // two). Equal short ASCII names compare as two words.
        for (key, value) in attributes where key == name { return value }
        return nil
    }

    /// `lhs == rhs`. Dictionaries that share storage are equal at once;
    /// small ones are compared entry by entry, each found by walking.
    package static func equal(_ lhs: [String: String], _ rhs: [String: String]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if sharesStorage(lhs, rhs) { return true }
        guard lhs.count <= walkedCount else { return lhs == rhs }
        for (name, value) in lhs where Self.value(named: name, in: rhs) != value { return false }
        return true
    }

    /// Whether the two dictionaries are one storage (so certainly equal).
    private static func sharesStorage(_ lhs: [String: String], _ rhs: [String: String]) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }
}
