/// How an environment stores its values: a chain of the values set on it,
/// newest first, each in front of what it inherits (a persistent list).
///
/// A view that writes one value adds one link (about 64 bytes) and shares
/// the rest with its parent, where a copy of a dictionary of every value
/// cost each writer several hundred bytes. A window's environment holds a
/// few values, set by a few writers, so a read walks a short chain.
///
/// Invariants: a key's newest link is the one that counts; a link with a
/// nil value removes its key. The chain never holds more than
/// ``compactionLength`` links: a write to a longer one first rebuilds it
/// with only the links that count, so an environment that one owner writes
/// over and over (the root's scene values) stays short. A link's
/// `keyBits` has the bit of every key from it to the end (never a false
/// "absent": only false "perhaps present", which the walk then settles).
struct EnvironmentChain {
    /// One value set on an environment.
    final class Link {
        let key: ObjectIdentifier
        /// nil for a key removed here (an object set to nil).
        let value: Any?
        let next: Link?
        /// How many links there are from this one to the end.
        let length: Int
        /// The keys from this link to the end, one bit each (a Bloom
        /// filter): a key whose bit is clear is not in the chain, so reading
        /// a value no one set (most reads: every text reads its font, weight
        /// and style) does not walk the chain.
        let keyBits: UInt64

        init(key: ObjectIdentifier, value: Any?, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
            self.length = (next?.length ?? 0) + 1
            self.keyBits = (next?.keyBits ?? 0) | Link.bit(for: key)
        }

        /// The bit of `key` in ``keyBits``.
        static func bit(for key: ObjectIdentifier) -> UInt64 {
            // Keys are metadata addresses: drop the alignment bits, mix the rest.
            let address = UInt64(UInt(bitPattern: key))
            return 1 << ((address >> 4 ^ address >> 10 ^ address >> 16) & 63)
        }
    }

    /// Past this many links, a write compacts the chain first.
    static let compactionLength = 32

    private var head: Link?

    /// An empty chain: every key at its default.
    init() {}

    /// The value for `key`, or nil when it is not set (or was removed).
    subscript(key: ObjectIdentifier) -> Any? {
        get {
            guard let head, head.keyBits & Link.bit(for: key) != 0 else { return nil }
            var link: Link? = head
            while let current = link {
                if current.key == key { return current.value }
                link = current.next
            }
            return nil
        }
        set {
            var rest = head
            if let head, head.key == key {
                rest = head.next  // the same copy writes a key again: replace it
            } else if let chain = rest, chain.length >= Self.compactionLength {
                rest = Self.compacted(chain)
            }
            head = Link(key: key, value: newValue, next: rest)
        }
    }

    /// How many keys have a value.
    var count: Int {
        var seen: Set<ObjectIdentifier> = []
        var count = 0
        var link = head
        while let current = link {
            if seen.insert(current.key).inserted, current.value != nil { count += 1 }
            link = current.next
        }
        return count
    }

    /// How many links the chain has (for tests).
    var length: Int { head?.length ?? 0 }

    /// `chain` with only the links that count: each key's newest, unless it
    /// removes the key.
    private static func compacted(_ chain: Link) -> Link? {
        var seen: Set<ObjectIdentifier> = []
        var kept: [Link] = []
        var link: Link? = chain
        while let current = link {
            if seen.insert(current.key).inserted, current.value != nil { kept.append(current) }
            link = current.next
        }
        var rebuilt: Link?
        for link in kept.reversed() {
            rebuilt = Link(key: link.key, value: link.value, next: rebuilt)
        }
        return rebuilt
    }
}
