import Foundation
import Synchronization

/// Horizontal placement within a vertical stack: `.leading`, `.center`,
/// `.trailing`, or an alignment of your own made from an ``AlignmentID``.
///
/// A page lines up a stack's children along one of its three edges or its
/// centre. An alignment of your own lines them up where its
/// ``AlignmentID/defaultValue(in:)`` puts it (the nearest of the three), and
/// `.alignmentGuide` moves a child against that line.
///
/// Two bytes: stacks store their alignment, and their nodes stay small.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// An alignment whose default position in a view is `id.defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey.register(id, horizontal: true)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The line renderers draw: `leading`, `center` or `trailing`.
    var rawValue: String { key.entry.name }
    /// Where the line falls in a view, as a linear function of its size.
    var line: AlignmentLine { key.entry.line }

    /// The leading edge.
    public static let leading = HorizontalAlignment(key: .leading)
    /// The center.
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(key: .trailing)
    /// Where a list row's separator starts: a page's rows start it at the leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
    /// Where a list row's separator ends: the trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)
}

/// Vertical placement within a horizontal stack: `.top`, `.center`,
/// `.bottom`, the text baselines, or an alignment of your own (see
/// ``HorizontalAlignment``).
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// An alignment whose default position in a view is `id.defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey.register(id, horizontal: false)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The line renderers draw: `top`, `center`, `bottom`, `firstTextBaseline` or `lastTextBaseline`.
    var rawValue: String { key.entry.name }
    /// Where the line falls in a view, as a linear function of its size.
    var line: AlignmentLine { key.entry.line }

    /// The top edge.
    public static let top = VerticalAlignment(key: .top)
    /// The center.
    public static let center = VerticalAlignment(key: .verticalCenter)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: .bottom)
    /// The first line's text baseline.
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    /// The last line's text baseline.
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)
}

/// The number of an alignment: the built-in ones first, then each
/// ``AlignmentID`` type in the order the app first makes an alignment of it.
/// Equal keys are the same alignment.
struct AlignmentKey: Hashable, Sendable {
    let index: UInt16

    /// An alignment's name as renderers draw it, and its line.
    struct Entry: Sendable {
        let name: String
        let line: AlignmentLine
        /// The ID type of an alignment of your own; nil for the built-in ones.
        let id: ObjectIdentifier?
        let isHorizontal: Bool
    }

    static let leading = AlignmentKey(index: 0)
    static let horizontalCenter = AlignmentKey(index: 1)
    static let trailing = AlignmentKey(index: 2)
    static let top = AlignmentKey(index: 3)
    static let verticalCenter = AlignmentKey(index: 4)
    static let bottom = AlignmentKey(index: 5)
    static let firstTextBaseline = AlignmentKey(index: 6)
    static let lastTextBaseline = AlignmentKey(index: 7)

    private static let builtIn: [Entry] = [
        Entry(name: "leading", line: AlignmentLine(width: 0, height: 0, constant: 0), id: nil, isHorizontal: true),
        Entry(name: "center", line: AlignmentLine(width: 0.5, height: 0, constant: 0), id: nil, isHorizontal: true),
        Entry(name: "trailing", line: AlignmentLine(width: 1, height: 0, constant: 0), id: nil, isHorizontal: true),
        Entry(name: "top", line: AlignmentLine(width: 0, height: 0, constant: 0), id: nil, isHorizontal: false),
        Entry(name: "center", line: AlignmentLine(width: 0, height: 0.5, constant: 0), id: nil, isHorizontal: false),
        Entry(name: "bottom", line: AlignmentLine(width: 0, height: 1, constant: 0), id: nil, isHorizontal: false),
        // A page does not know where a baseline falls before it lays text
        // out; a guide measured from one treats it as most of the way down.
        Entry(name: "firstTextBaseline", line: AlignmentLine(width: 0, height: 0.8, constant: 0), id: nil, isHorizontal: false),
        Entry(name: "lastTextBaseline", line: AlignmentLine(width: 0, height: 0.8, constant: 0), id: nil, isHorizontal: false),
    ]

    /// The alignments of your own, after the built-in ones.
    private static let custom = SanitizedMutex<[Entry]>([])

    var entry: Entry {
        let index = Int(index)
        if index < Self.builtIn.count { return Self.builtIn[index] }
        return Self.custom.withLock { $0[index - Self.builtIn.count] }
    }

    /// The key of `id`'s alignment on one axis, registered the first time.
    static func register(_ id: any AlignmentID.Type, horizontal: Bool) -> AlignmentKey {
        let identifier = ObjectIdentifier(id)
        if let known = custom.withLock({ $0.firstIndex { $0.id == identifier && $0.isHorizontal == horizontal } }) {
            return AlignmentKey(index: UInt16(builtIn.count + known))
        }
        // Probed outside the lock: `defaultValue` may read other alignments.
        let line = AlignmentLine(probing: { id.defaultValue(in: $0) })
        let fraction = horizontal ? line.width : line.height
        let edges = horizontal ? ("leading", "trailing") : ("top", "bottom")
        let name = fraction < 0.25 ? edges.0 : fraction > 0.75 ? edges.1 : "center"
        return custom.withLock { entries in
            if let known = entries.firstIndex(where: { $0.id == identifier && $0.isHorizontal == horizontal }) {
                return AlignmentKey(index: UInt16(builtIn.count + known))
            }
            entries.append(Entry(name: name, line: line, id: identifier, isHorizontal: horizontal))
            return AlignmentKey(index: UInt16(builtIn.count + entries.count - 1))
        }
    }
}
