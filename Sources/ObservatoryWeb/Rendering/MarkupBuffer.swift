/// Markup being written, as UTF-8 bytes.
///
/// The renderer writes an element's markup in many small pieces (a `<`, a
/// tag, an attribute's name, its quotes): several hundred per scroll report.
/// A byte array checked its uniqueness and capacity and called into the
/// standard library for each; this buffer owns its storage, so a piece costs
/// a comparison and a copy. The bytes become a `String` once, at the end
/// (``text``).
///
/// Noncopyable: it frees its storage when it ends, and it is only ever
/// passed `inout`.
///
/// Invariants: `start` holds `capacity` bytes, of which the first `count`
/// are written; `count <= capacity`.
struct MarkupBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes (at least a few
    /// hundred: a patch's smallest insert is about that long).
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 512)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Appends `text`'s UTF-8 as it is (no escaping): through the string's
    /// contiguous storage (a small string's is copied to the stack).
    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Appends a constant of the renderer.
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes of a text being escaped.
    mutating func append(_ run: UnsafeBufferPointer<UInt8>.SubSequence) {
        append(UnsafeBufferPointer(rebasing: run))
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        (start + count).initialize(from: source, count: length)
        count += length
    }

    /// Appends `value` in decimal, written in place (no string made).
    mutating func append(_ value: Int) {
        if value < 0 { append(byte: 0x2D) }
        var magnitude = value.magnitude
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        reserve(length)
        var position = start + count + length
        repeat {
            position -= 1
            position.initialize(to: 0x30 + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        count += length
    }

    /// Appends the JSON escape of the control character `byte`: `\u00XX`,
    /// in lowercase hexadecimal (shared by ``JSON`` and ``HTML``'s JSON output).
    mutating func append(jsonEscapeOf byte: UInt8) {
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
        append("\\u00")
        append(byte: hexDigit(byte >> 4))
        append(byte: hexDigit(byte & 0xF))
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        reserve(1)
        (start + count).initialize(to: byte)
        count += 1
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: extra) }
    }

    /// Doubles the storage until `extra` more bytes fit.
    private mutating func grow(toHold extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        storage.initialize(from: start, count: count)
        start.deallocate()
        start = storage
        capacity = grown
    }

    /// Whether nothing was written.
    var isEmpty: Bool { count == 0 }

    /// The markup as a string. Every piece written was a whole string or a
    /// run of one cut at scalar boundaries, so the bytes are valid UTF-8.
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }
}
