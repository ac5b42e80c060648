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
    let identify: (Data.Element) -> ID
    var deleteAction: ((IndexSet) -> Void)?

    /// Rows for elements identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    /// Adds a delete action to every row: `offsets` are positions in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Rows for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    func makeNode(parent: Node) -> Node { ForEachNode(view: self, parent: parent) }
}

/// The node of a ``ForEach``: keyed rows.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: Node {
    typealias View = ForEach<Data, ID, Content>

    /// A row's key: its id, and which occurrence of that id (ids should be
    /// unique; duplicates still get distinct rows).
    struct Key: Hashable {
        let id: ID
        let occurrence: Int
    }

    private(set) var view: View
    private var rows: [Key: ForEachRowNode<Data.Element, Content>] = [:]
    private var order: [Key] = []

    init(view: View, parent: Node) {
        self.view = view
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        reconcileRows()
    }

    override var viewType: Any.Type { View.self }

    override func update(with newView: any ObservatoryUI.View) {
        view = newView as! View
        reconcileRows()
    }

    private func reconcileRows() {
        var seen: [ID: Int] = [:]
        var newOrder: [Key] = []
        newOrder.reserveCapacity(view.data.count)
        var newRows: [Key: ForEachRowNode<Data.Element, Content>] = [:]
        newRows.reserveCapacity(view.data.count)
        let isRow = view.deleteAction != nil
        for (index, element) in view.data.enumerated() {
            let id = view.identify(element)
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            let key = Key(id: id, occurrence: occurrence)
            newOrder.append(key)
            if let row = rows.removeValue(forKey: key), row.isRow == isRow {
                row.update(element: element, index: index, content: view.content)
                newRows[key] = row
            } else {
                newRows[key] = ForEachRowNode(
                    element: element, index: index, content: view.content, isRow: isRow, owner: self)
            }
        }
        for row in rows.values {
            remove(row)
        }
        if newOrder != order { graph.structureChanged(below: self) }
        rows = newRows
        order = newOrder
    }

    /// Runs the delete action for the row at `index`.
    func delete(at index: Int) -> Bool {
        guard let action = view.deleteAction else { return false }
        action(IndexSet(integer: index))
        return true
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for key in order { if let row = rows[key] { body(row) } }
    }
}

/// One row of a ``ForEach``: evaluates the content closure for its element
/// in its own observation scope. With row actions it hosts a `row` element.
final class ForEachRowNode<Element, Content: View>: BodyNode, ElementHosting {
    private var element: Element
    private(set) var index: Int
    private var content: (Element) -> Content
    let isRow: Bool
    private let rowElement: ObservatoryUI.Element?

    init<Data, ID>(
        element: Element, index: Int, content: @escaping (Element) -> Content,
        isRow: Bool, owner: ForEachNode<Data, ID, Content>
    ) where Data.Element == Element {
        self.element = element
        self.index = index
        self.content = content
        self.isRow = isRow
        rowElement = isRow ? owner.graph.makeElement(role: .row) : nil
        super.init(parent: owner, graph: owner.graph, environment: owner.environment)
        rowElement?.handler = { [weak self, weak owner] event in
            guard event == .delete, let self, let owner, self.isMounted else { return false }
            return owner.delete(at: self.index)
        }
        evaluate()
        if isRow { relayoutChildren() }
    }

    override var viewType: Any.Type { Content.self }

    override var statisticsName: String { "ForEach row" }

    /// A row's content closure is part of its parent's body when the parent
    /// re-renders or the row appears; it counts as a body of its own only
    /// when its own reads invalidate it.
    override func recordsEvaluation(for causes: [UpdateCause]) -> Bool {
        causes.contains { $0 != .parentInputs && $0 != .mounted }
    }

    var hostsElements: Bool { isRow }

    func update(element: Element, index: Int, content: @escaping (Element) -> Content) {
        self.element = element
        self.index = index
        self.content = content
        if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        evaluate()
    }

    override func makeBody() -> any View { content(element) }

    override func collectElements(into elements: inout [ObservatoryUI.Element]) {
        if let rowElement {
            elements.append(rowElement)
        } else {
            super.collectElements(into: &elements)
        }
    }

    func relayoutChildren() {
        if let rowElement { graph.relayout(rowElement, from: bodyNode) }
    }

    override func didUnmount() {
        super.didUnmount()
        if let rowElement { graph.discard(rowElement) }
    }
}
