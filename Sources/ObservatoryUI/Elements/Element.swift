import Foundation
import Synchronization

/// A primitive of the rendered tree: what a renderer turns into pixels or DOM.
///
/// Elements are produced by the runtime, never by users. Each has a stable
/// ``id``, a ``role``, string ``attributes`` and ordered ``children``. After
/// every update the graph reports exactly which elements changed
/// (``ElementChanges``), so a renderer only translates and never diffs.
@MainActor
public final class Element {
    // Five words after the object header (56 bytes, a 64-byte block for
    // malloc): elements are the most numerous objects of a window after nodes.

    /// The id, the role and the flags, in one word (``ElementHeader``).
    private var header: ElementHeader

    /// The stable identity.
    public var id: ElementID { header.id }
    /// What kind of primitive this is.
    public var role: ElementRole { header.role }
    /// Whether the graph discarded this element (it left the tree); set
    /// before the graph's table compacts it away.
    package var isRemoved: Bool {
        get { header.has(.removed) }
        set { header.set(.removed, newValue) }
    }
    /// The element's attributes (label, text, value, style…), as strings.
    ///
    /// Equal attributes share one storage across elements and windows
    /// (``SharedAttributes``): every stack of a list, and the same row in
    /// every open tab, hold one dictionary between them.
    public internal(set) var attributes: [String: String] {
        get { storedAttributes }
        set { storedAttributes = SharedAttributes.shared(newValue) }
    }
    private var storedAttributes: [String: String]
    /// The child elements, in order (set with ``replaceChildren(with:)``).
    public private(set) var children = Children()
    /// The enclosing element; nil for the root and detached elements.
    public var parent: Element? { parentPointer?.takeUnretainedValue() }
    /// The parent, unretained. Not a weak reference: that would give every
    /// element with children a side table (32 bytes) for its children to
    /// point through.
    ///
    /// Invariant: set only while the parent lists this element among its
    /// children, so the parent is alive whenever it is set. It is cleared when
    /// the parent drops the element (``replaceChildren(with:)``), when the
    /// graph discards the element, and when the graph is freed.
    private var parentPointer: Unmanaged<Element>?
    /// The value attached with `.tag(_:)`, for pickers.
    public internal(set) var tag: AnyHashable? {
        get { rare?.tag }
        set {
            if newValue == nil && rare == nil { return }
            rareStorage().tag = newValue
        }
    }
    /// The node that handles this element's events; nil for an element
    /// that reacts to none, and once the element is discarded.
    ///
    /// A plain reference to the node (one word): not a closure capturing
    /// the node weakly, which would cost every element a closure context and
    /// its node a weak reference's side table, nor an existential (two words).
    unowned var eventTarget: Node?
    /// The measured size, for elements drawn at the browser's size.
    var measurement: ElementMeasurement {
        let rare = rareStorage()
        if let measurement = rare.measurement { return measurement }
        let measurement = ElementMeasurement()
        rare.measurement = measurement
        return measurement
    }
    /// What a composed gesture remembers between reports (the innermost of
    /// its elements keeps it: ``GestureMemory``).
    var gestureMemory: GestureMemory {
        let rare = rareStorage()
        if let memory = rare.gestureMemory { return memory }
        let memory = GestureMemory()
        rare.gestureMemory = memory
        return memory
    }
    /// What few elements have (a tag, a measurement), kept out of line in
    /// ``RareElementStorage/table`` so that the others pay one bit for it.
    private var rare: RareElementStorage? {
        header.has(.rare) ? RareElementStorage.storage(of: self) : nil
    }

    private func rareStorage() -> RareElementStorage {
        if let rare { return rare }
        let rare = RareElementStorage()
        RareElementStorage.attach(rare, to: self)
        header.set(.rare, true)
        return rare
    }

    init(id: ElementID, role: ElementRole, attributes: [String: String] = [:]) {
        self.header = ElementHeader(id: id, role: role)
        self.storedAttributes = SharedAttributes.shared(attributes)
    }

    deinit {
        if header.has(.rare) { RareElementStorage.detach(from: ObjectIdentifier(self)) }
    }

    /// Whether `element` has a tag or a measurement stored (for tests).
    static func hasRareStorage(_ element: Element) -> Bool {
        hasRareStorage(ObjectIdentifier(element))
    }

    /// Whether the element with this identity has rare storage (for tests).
    static func hasRareStorage(_ identity: ObjectIdentifier) -> Bool {
        RareElementStorage.storage(of: identity) != nil
    }

    /// Makes `list` the children, pointing them back at this element;
    /// children it drops that still point here no longer do.
    func replaceChildren(with list: [Element]) {
        let this = Unmanaged.passUnretained(self)
        for child in children where child.parentPointer?.toOpaque() == this.toOpaque() {
            child.parentPointer = nil
        }
        for child in list { child.parentPointer = this }
        children = Children(list)
    }

    /// Forgets the parent (the element left the tree, or its graph is freed).
    func detachFromParent() {
        parentPointer = nil
    }

    /// The attribute named `name`, if set.
    public subscript(_ name: String) -> String? { AttributeWalk.value(named: name, in: attributes) }

    /// Whether this element reacts to `event`'s kind of action.
    public var acceptsEvents: Bool { eventTarget != nil }

    /// This element and its descendants, depth first, in document order.
    public func descendants() -> [Element] {
        var result: [Element] = []
        var stack: [Element] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

/// An element in the graph's table of live elements: one reference, found
/// by the element's id, with the element's own `removed` flag as the
/// table's tombstone.
@MainActor
struct ElementTableEntry: @MainActor IDTableEntry {
    let element: Element

    init(_ element: Element) { self.element = element }

    /// The id the graph's table finds the element by.
    var tableID: ElementID { element.id }

    var isRemoved: Bool {
        get { element.isRemoved }
        nonmutating set { element.isRemoved = newValue }
    }
}

/// The properties of an ``Element`` that few elements use, kept in a table
/// by element rather than in a field every element would pay for.
///
/// Invariant: an element has an entry exactly while its ``ElementHeader``
/// has the `rare` flag; the element's `deinit` removes it.
@MainActor
private final class RareElementStorage {
    var tag: AnyHashable?
    var measurement: ElementMeasurement?
    var gestureMemory: GestureMemory?

    /// The storage of the elements that have one. A lock rather than the
    /// main actor: an element's `deinit` may run anywhere.
    private nonisolated static let table = SanitizedMutex<[ObjectIdentifier: RareElementStorage]>([:])

    static func storage(of element: Element) -> RareElementStorage? {
        storage(of: ObjectIdentifier(element))
    }

    static func storage(of identity: ObjectIdentifier) -> RareElementStorage? {
        table.withLock { $0[identity] }
    }

    static func attach(_ storage: RareElementStorage, to element: Element) {
        table.withLock { $0[ObjectIdentifier(element)] = storage }
    }

    nonisolated static func detach(from element: ObjectIdentifier) {
        // The storage is released after the lock, not under it.
        _ = table.withLock { $0.removeValue(forKey: element) }
    }
}

/// An element's id (40 bits), role (22 bits) and flags (2 bits) in one word.
struct ElementHeader {
    /// The element's flags.
    struct Flags: OptionSet {
        let rawValue: UInt64
        /// The graph discarded the element.
        static let removed = Flags(rawValue: 1 << 0)
        /// The element has a ``RareElementStorage``.
        static let rare = Flags(rawValue: 1 << 1)
    }

    private var bits: UInt64

    init(id: ElementID, role: ElementRole) {
        precondition(id.rawValue >= 0 && id.rawValue < 1 << 40, "a graph ran out of element ids")
        precondition(role.tableIndex < 1 << 22, "more than four million element roles")
        bits = UInt64(id.rawValue) << 24 | UInt64(role.tableIndex) << 2
    }

    var id: ElementID { ElementID(rawValue: Int(bits >> 24)) }
    var role: ElementRole { ElementRole(index: UInt32((bits >> 2) & 0x3F_FFFF)) }

    func has(_ flag: Flags) -> Bool { bits & flag.rawValue != 0 }

    mutating func set(_ flag: Flags, _ value: Bool) {
        if value { bits |= flag.rawValue } else { bits &= ~flag.rawValue }
    }
}

/// The size the browser last reported for an element that must be measured
/// (a custom shape): observable, so that a new size re-resolves only the
/// element that reads it.
@Observable
final class ElementMeasurement {
    var measuredSize: CGSize?
}
