import Foundation

/// Views computed from a collection, one per element, identified by the
/// elements' ids: a row keeps its state and its elements as long as its id
/// stays in the data, wherever it moves.
///
/// Each row's content is evaluated in its own observation scope, so a change
/// to one row's model re-runs that row alone.
///
/// ```swift
/// ForEach(store.items) { todo in Text(todo.title) }
///     .onDelete(perform: store.remove)
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection the rows are computed from.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    /// The id of an element. The initializers are inlinable so that this
    /// closure is compiled in the app's module, for its types: the rows'
    /// reconcile calls it for every mounted row of every change.
    @usableFromInline let identify: (Data.Element) -> ID
    @usableFromInline var deleteAction: ((IndexSet) -> Void)?
    @usableFromInline var moveAction: ((IndexSet, Int) -> Void)?

    /// Rows for elements identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, identify: { $0[keyPath: id] })
    }

    /// Rows for elements identified by `identify`.
    @usableFromInline
    init(_ data: Data, content: @escaping (Data.Element) -> Content, identify: @escaping (Data.Element) -> ID) {
        self.data = data
        self.content = content
        self.identify = identify
    }

    /// Adds a delete action to every row: `offsets` are positions in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user move rows while the list is in edit mode: the action
    /// gets the positions moved and the position to move them before, as
    /// `items.move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for `Identifiable` elements.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, identify: { $0.id })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Rows for a constant range of integers.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, content: content, identify: { $0 })
    }
}

extension ForEach: PrimitiveView {
    func makeNode(parent: Node) -> Node { ForEachNode(view: self, parent: parent) }
}

/// The node of a ``ForEach``: keyed rows.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: Node {
    typealias View = ForEach<Data, ID, Content>
    typealias Row = ForEachRowNode<Data, ID, Content>

    /// A row's key: its id, and which occurrence of that id.
    typealias Key = ForEachRowKey<ID>

    private(set) var view: View
    /// The rows in data order; each knows its key. Only this array is kept:
    /// a reconciliation finds rows by key in a table it builds and drops.
    /// A windowed `ForEach` holds the mounted rows only.
    var rows: [Row] = []
    /// Whether a lazy container may window these rows: the `ForEach` is
    /// directly in one, or in a section directly in one (checked once, at
    /// mount). Nothing is windowed yet; see docs/ui.md, "Lazy containers".
    let isLazyCandidate: Bool
    /// The mounted window of a lazy candidate under a windowed policy; nil
    /// mounts every row.
    var window: LazyWindow<ID>?

    init(view: View, parent: Node) {
        self.view = view
        let container = Self.lazyContainer(above: parent)
        isLazyCandidate = container != nil
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        if let container, environment.lazyWindowPolicy.isWindowed {
            openWindow(in: container)
        } else {
            reconcileRows(contentChanged: true)
        }
    }

    override var viewType: Any.Type { View.self }

    /// How many rows that came or went among the rows kept a reconcile
    /// merges in without tables, each for a scan of the rows' ids: an
    /// insert or a delete in view, a window that slid with its data.
    static var mergedDifferences: Int { 4 }

    /// From how many elements a replaced data is released after the
    /// update's reply (``ViewGraph/releaseAfterUpdate(_:)``): freeing fewer
    /// costs less than the task that would defer it.
    static var dataReleasedAfterUpdate: Int { 1_024 }

    override func update(with newView: any ObservatoryUI.View) {
        let newView = newView as! View
        // One closure for every row: compared once here, not per row.
        let contentChanged = !ViewInputs.sameBytes(view.content, newView.content)
        // The old data may be the last copy of a large array (the model's
        // mutation copied it): freed after the reply, not within the update.
        if view.data.count >= Self.dataReleasedAfterUpdate, !ViewInputs.sameBytes(view.data, newView.data) {
            graph.releaseAfterUpdate(view.data)
        }
        view = newView
        if window != nil {
            keepAnchorAndReconcileWindow(contentChanged: contentChanged)
        } else {
            reconcileRows(contentChanged: contentChanged)
        }
    }

    private func reconcileRows(contentChanged: Bool) {
        reconcile(offsets: 0..<view.data.count, contentChanged: contentChanged)
    }

    /// Mounts a row for each element of the data at `offsets`, in order: a
    /// row whose key (id and occurrence) was mounted is kept and updated,
    /// others are made, and the rows left over unmount. Every row of an
    /// eager `ForEach`, or the window of a lazy one, which passes `retire`:
    /// it sees each row left over before it unmounts.
    ///
    /// This code is not specialized for the app's data (it is generic, in
    /// this module), so each row costs the calls it makes through the
    /// collection's witnesses: the loop walks the data's indices (one
    /// subscript and one `formIndex` per row) rather than a lazy sequence
    /// of tuples, whose every step looked up generic metadata.
    func reconcile(offsets: Range<Int>, contentChanged: Bool, retire: ((Row) -> Void)? = nil) {
        // Locals, not the node's properties: each read of a class's stored
        // property in this loop was a dynamic exclusivity check.
        let data = view.data
        let identify = view.identify
        let rows = self.rows
        var dataIndex = data.index(data.startIndex, offsetBy: offsets.lowerBound)
        let count = offsets.count
        let bulk = (data as? any _LazyRowElements)?._lazyRowElements(at: offsets) as? [Data.Element]
        var newRows: [Row] = []
        newRows.reserveCapacity(count)
        let isRow = view.deleteAction != nil || view.moveAction != nil
        let isSelectable = environment.listSelection != nil
        // While the ids come in the order of the rows, the rows are kept in
        // turn (the same ids in the same order have the same occurrences):
        // no table of keys is built. That is every update whose data kept
        // the rows in place, as a change after the window. A few rows that
        // came or went among them are merged in without tables too (see
        // below); the tables are built at the first difference the merge
        // does not resolve, for the rows not yet reached.
        var existing: [Key: Row]?
        var seen: [ID: Int] = [:]
        /// The count before this occurrence, counting it (one lookup).
        func nextOccurrence(_ count: inout Int) -> Int {
            defer { count += 1 }
            return count
        }
        var orderChanged = false
        /// The next row the merge would keep.
        var next = 0
        /// Rows the merge stepped over: they left, unless a later element
        /// (through the tables) claims them.
        var passed: [Row] = []
        /// The ids of the rows the merge made.
        var made: [ID] = []
        for index in offsets {
            let element: Data.Element
            if let bulk {
                element = bulk[index - offsets.lowerBound]
            } else {
                element = data[dataIndex]
                data.formIndex(after: &dataIndex)
            }
            let id = identify(element)
            if existing == nil {
                // After a row came or went, the rows kept must be first
                // occurrences: a duplicate's occurrence counts the rows
                // before it, which only the tables count again.
                let merged = !passed.isEmpty || !made.isEmpty
                if next < rows.count, rows[next].key.id == id, rows[next].isRow == isRow,
                    !merged || rows[next].key.occurrence == 0
                {
                    let row = rows[next]
                    next += 1
                    row.update(element: element, index: index, contentChanged: contentChanged, isSelectable: isSelectable)
                    newRows.append(row)
                    continue
                }
                if passed.count + made.count < Self.mergedDifferences {
                    // An id that no row had and no row made here has: a row
                    // comes in, with the first occurrence of its id.
                    if !made.contains(id) && !Self.rows(rows, have: id) {
                        let row = makeRow(element: element, key: Key(id: id, occurrence: 0), index: index, isRow: isRow)
                        made.append(id)
                        newRows.append(row)
                        orderChanged = true
                        continue
                    }
                    // The next row is this element's: the row before it left.
                    if next + 1 < rows.count, rows[next + 1].key.id == id, rows[next + 1].isRow == isRow,
                        rows[next + 1].key.occurrence == 0
                    {
                        passed.append(rows[next])
                        let row = rows[next + 1]
                        next += 2
                        row.update(element: element, index: index, contentChanged: contentChanged, isSelectable: isSelectable)
                        newRows.append(row)
                        orderChanged = true
                        continue
                    }
                }
                var table: [Key: Row] = [:]
                table.reserveCapacity(max(rows.count - next, 0) + passed.count)
                for row in passed { table[row.key] = row }
                for row in rows[min(next, rows.count)...] { table[row.key] = row }
                existing = table
                seen.reserveCapacity(count)
                for row in newRows { seen[row.key.id, default: 0] += 1 }
            }
            let key = Key(id: id, occurrence: nextOccurrence(&seen[id, default: 0]))
            let row: Row
            let kept = existing?.removeValue(forKey: key)
            if let kept, kept.isRow == isRow {
                row = kept
                row.update(element: element, index: index, contentChanged: contentChanged, isSelectable: isSelectable)
            } else {
                // A row whose actions came or went is made again: the old one unmounts.
                if let kept { remove(kept) }
                row = makeRow(element: element, key: key, index: index, isRow: isRow)
            }
            let position = newRows.count
            if position >= rows.count || rows[position] !== row { orderChanged = true }
            newRows.append(row)
        }
        let leftovers = existing.map { Array($0.values) } ?? passed + rows[min(next, rows.count)...]
        if let retire {
            // In data order, so that the archive's order does not depend on hashing.
            for row in leftovers.sorted(by: { $0.index < $1.index }) {
                retire(row)
                remove(row)
            }
        } else {
            for row in leftovers {
                remove(row)
            }
        }
        if orderChanged || newRows.count != rows.count { graph.structureChanged(below: self) }
        self.rows = newRows
    }

    /// Whether one of `rows` has the id `id`. Each row's fingerprint of its
    /// id is compared first, so that the scan compares a byte per row and
    /// the ids (through their generic `==`, copying each) only where the
    /// fingerprints agree. A loop: a closure over a generic key allocated
    /// per row in this unspecialized code.
    private static func rows(_ rows: [Row], have id: ID) -> Bool {
        let fingerprint = Row.fingerprint(of: id)
        for index in rows.indices where rows[index].idFingerprint == fingerprint {
            if rows[index].key.id == id { return true }
        }
        return false
    }

    /// Runs the delete or move action for the row at `index`.
    func perform(_ event: ElementEvent, at index: Int) -> Bool {
        switch event {
        case .delete:
            guard let action = view.deleteAction else { return false }
            action(IndexSet(integer: index))
            return true
        case .move(let offset):
            guard let action = view.moveAction, (0...view.data.count).contains(offset) else { return false }
            // Before itself or after itself: nothing moves.
            if offset != index && offset != index + 1 { action(IndexSet(integer: index), offset) }
            return true
        default:
            return false
        }
    }

    /// The attributes of every row element: which actions it offers.
    var rowAttributes: [String: String] {
        var attributes: [String: String] = [:]
        if view.deleteAction != nil { attributes["deletable"] = "true" }
        if view.moveAction != nil { attributes["movable"] = "true" }
        return attributes
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for row in rows { body(row) }
    }

    /// A window that holds every row has no spacers: it renders as an eager
    /// `ForEach` does, and gains them when the data outgrows it.
    override func collectElements(into elements: inout [ObservatoryUI.Element]) {
        guard let window, window.showsSpacers, let (leading, trailing) = window.spacers else {
            return super.collectElements(into: &elements)
        }
        elements.append(leading)
        super.collectElements(into: &elements)
        elements.append(trailing)
    }

    override func rerun() {
        pendingCauses = []
        if window != nil { reconcileWindow(contentChanged: false, dataShift: nil) }
    }

    override func handle(_ event: ElementEvent, on element: ObservatoryUI.Element) -> Bool {
        guard isMounted, case .visibleRows(let visible) = event, window != nil else { return false }
        show(visible)
        return true
    }

    override func didUnmount() {
        window?.archive.removeAll()
        guard let (leading, trailing) = window?.spacers else { return }
        graph.discard(leading)
        graph.discard(trailing)
    }
}

/// A `ForEach` row's key: its id, and which occurrence of that id (ids
/// should be unique; duplicates still get distinct rows).
struct ForEachRowKey<ID: Hashable>: Hashable {
    let id: ID
    let occurrence: Int
}

/// One row of a ``ForEach``: evaluates the content closure for its element
/// in its own observation scope.
///
/// Some rows wrap each view their content yields in an element of their own:
/// - with row actions (`.onDelete`, `.onMove`), a `row` element, as on iOS,
///   where a `ForEach` whose content is a link and a divider makes two rows,
///   every one of which runs the actions for this element;
/// - among a picker's options, an `option` element tagged with the row's id,
///   unless the content has options of its own (an explicit `.tag`), so that
///   `ForEach(colors, id: \.self) { Text($0) }` selects a color.
final class ForEachRowNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: BodyNode, ElementHosting,
    LazyRowBoundary
{
    override var asElementHost: (any ElementHosting)? { self }

    typealias Element = Data.Element
    private var element: Element
    /// The row's id and occurrence: its key in the `ForEach`, and the id is
    /// its implicit tag in a picker.
    let key: ForEachNode<Data, ID, Content>.Key
    // The offset, the three flags and the id's fingerprint share the word
    // after the key: a row node is then 120 bytes, a 128-byte block for
    // malloc (with a whole word for the offset it was 128 bytes, a 144-byte
    // block).
    private var storedIndex: Int32
    let isRow: Bool
    /// Whether the row tags its content as options (inside a picker).
    private let tagsContent: Bool
    /// Whether the last evaluation wrapped the content as a selectable row.
    private var wasSelectable = false
    /// A byte of the id's hash: a scan for an id among the rows compares
    /// it before the ids (it fits the word of the offset and the flags).
    let idFingerprint: UInt8
    /// The wrapper elements, one per element of the content.
    private var wrappers: [ObservatoryUI.Element] = []
    /// The `ForEach`, which outlives its rows; its view's content closure is
    /// the row's (one closure for every row, kept once).
    private unowned let owner: ForEachNode<Data, ID, Content>

    /// The row's offset in the data.
    private(set) var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }

    init(element: Element, key: ForEachNode<Data, ID, Content>.Key, index: Int, isRow: Bool,
         owner: ForEachNode<Data, ID, Content>) {
        self.element = element
        self.key = key
        self.storedIndex = Int32(index)
        self.isRow = isRow
        self.idFingerprint = Self.fingerprint(of: key.id)
        self.tagsContent = !isRow && owner.environment.tagsForEachRows
        self.owner = owner
        super.init(parent: owner, graph: owner.graph, environment: owner.environment)
        evaluate()
        relayoutChildren()
    }

    /// The byte of `id`'s hash that ``idFingerprint`` keeps.
    static func fingerprint(of id: ID) -> UInt8 {
        UInt8(truncatingIfNeeded: id.hashValue)
    }

    /// The id of the row's element, type-erased (a picker's tag, a scroll target).
    private var rowID: AnyHashable { AnyHashable(key.id) }

    override var viewType: Any.Type { Content.self }

    override var statisticsName: String { "ForEach row" }

    override var statisticsType: Any.Type { Self.self }

    /// A row's content closure is part of its parent's body when the parent
    /// re-renders or the row appears; it counts as a body of its own only
    /// when its own reads invalidate it.
    override func recordsEvaluation(for causes: [UpdateCause]) -> Bool {
        // A loop, not `contains(where:)`: see ``Node/init(parent:graph:environment:)``.
        for cause in causes where cause != .parentInputs && cause != .mounted { return true }
        return false
    }

    var hostsElements: Bool { isRow || tagsContent }

    /// Takes the row's new inputs, and evaluates the content again unless
    /// they are the same: the same element and the same content closure
    /// (`contentChanged` false: one that captures nothing, such as
    /// `{ HabitRow(habit: $0) }`, is the same every time the parent's body
    /// runs). Whatever the content read observably still invalidates the row
    /// on its own, as for any view whose inputs did not change.
    ///
    /// `isSelectable` is whether the list offers a selection, looked up once
    /// by the `ForEach` for all its rows (they share its environment).
    func update(element: Element, index: Int, contentChanged: Bool, isSelectable: Bool) {
        if pendingCauses.isEmpty, isSelectable == wasSelectable, !contentChanged,
            ViewInputs.equal(self.element, element)
        {
            // The content does not depend on the offset; a movable row's
            // `offset` attribute does (and the actions read `index`).
            if index != self.index {
                self.index = index
                if hostsElements && isRow && owner.view.moveAction != nil {
                    for wrapper in wrappers { graph.setAttribute("offset", of: wrapper, to: String(index)) }
                }
            }
            return
        }
        wasSelectable = isSelectable
        self.element = element
        self.index = index
        if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        evaluate()
        // The row's offset or the actions offered may have changed.
        relayoutChildren()
    }

    override func evaluateBody(causes: [UpdateCause], counted: Bool) {
        // In a list with a selection, each element is a selectable row.
        wasSelectable = environment.listSelection != nil
        let content = owner.view.content
        if wasSelectable {
            evaluate(causes: causes, counted: counted) { SelectableRow(rowID: rowID, rowContent: content(element)) }
        } else {
            evaluate(causes: causes, counted: counted) { content(element) }
        }
    }

    override func collectElements(into elements: inout [ObservatoryUI.Element]) {
        if hostsElements && !wrappers.isEmpty {
            elements.append(contentsOf: wrappers)
        } else {
            super.collectElements(into: &elements)
        }
    }

    /// Gives each content element a wrapper of its own, reusing wrappers by
    /// position; a change in their number relayouts the enclosing host.
    func relayoutChildren() {
        guard hostsElements else { return }
        var contents: [ObservatoryUI.Element] = []
        bodyNodes.collectElements(into: &contents)
        var passesThrough = false
        if tagsContent && contents.contains(where: { $0.role == .option }) {
            // Explicitly tagged content: its own options stand, and the
            // picker lays them out itself.
            contents = []
            passesThrough = true
        }
        let countChanged = contents.count != wrappers.count
        while wrappers.count > contents.count {
            graph.discard(wrappers.removeLast())
        }
        while wrappers.count < contents.count {
            wrappers.append(makeWrapper())
        }
        var attributes = isRow ? owner.rowAttributes : [:]
        if attributes["movable"] != nil { attributes["offset"] = String(index) }
        for (wrapper, content) in zip(wrappers, contents) {
            graph.relayout(wrapper, with: [content])
            for (name, value) in attributes { graph.setAttribute(name, of: wrapper, to: value) }
        }
        if countChanged || passesThrough { graph.structureChanged(below: owner) }
    }

    private func makeWrapper() -> ObservatoryUI.Element {
        guard isRow else {
            let option = graph.makeElement(role: .option)
            option.tag = rowID
            return option
        }
        let row = graph.makeElement(role: .row)
        row.eventTarget = self
        return row
    }

    override func handle(_ event: ElementEvent, on element: ObservatoryUI.Element) -> Bool {
        guard isMounted else { return false }
        return owner.perform(event, at: index)
    }

    override func didUnmount() {
        super.didUnmount()
        for wrapper in wrappers { graph.discard(wrapper) }
    }
}

extension ForEachRowNode: ScrollTargetIdentifying {
    /// The element's id, which a `ScrollViewProxy.scrollTo` names the row by.
    var scrollTargetID: AnyHashable? { rowID }
}
