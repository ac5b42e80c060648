/// Markup being written, as UTF-8 bytes.
///
/// The renderer writes an element's markup in many small pieces (a `<`, a
/// tag, an attribute's name, its quotes). Appending each to a byte array is
/// a copy; appending each to a `String` also checked and grew the string's
/// storage every time. The bytes become a `String` once, at the end
/// (``text``).
struct MarkupBuffer {
    /// The UTF-8 written so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text`'s UTF-8 as it is (no escaping).
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a constant of the renderer.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes of a text being escaped.
    mutating func append(_ run: UnsafeBufferPointer<UInt8>.SubSequence) {
        bytes.append(contentsOf: run)
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Whether nothing was written.
    var isEmpty: Bool { bytes.isEmpty }

    /// The markup as a string. Every piece written was a whole string or a
    /// run of one cut at scalar boundaries, so the bytes are valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
