import Testing
@testable import ObservatoryUI

/// What a mounted view costs in nodes, and how elements reach their nodes.
@MainActor
@Suite("Node economy")
struct NodeEconomyTests {
    struct TwoTexts: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
            }
        }
    }

    /// The nodes under `node`, itself included.
    func nodes(under node: Node) -> [Node] {
        var result = [node]
        node.forEachChild { result += nodes(under: $0) }
        return result
    }

    struct OneText: View {
        var body: some View { Text("alone") }
    }

    @Test func aLeafPrimitiveHoldsNoChildNode() {
        let graph = ViewGraph(OneText())
        let all = nodes(under: graph.root)
        #expect(!all.contains { $0 is LeafNode }, "a Text's empty content mounts nothing")
        let texts = all.filter { $0.viewType == Text.self }
        #expect(texts.count == 1, "a body's Text is a node: the body keeps no view to re-resolve it from")
        for text in texts {
            var children = 0
            text.forEachChild { _ in children += 1 }
            #expect(children == 0)
        }
    }

    @Test func aLeafPrimitiveInAnElementsContentHasNoNode() {
        let graph = ViewGraph(TwoTexts())
        #expect(!nodes(under: graph.root).contains { $0.viewType == Text.self })
        let texts = graph.rootElement.descendants().filter { $0.role == .text }
        #expect(texts.map { $0["text"] } == ["a", "b"])
        #expect(texts.allSatisfy { !$0.acceptsEvents && $0.parent?.role == .stack })
    }

    struct Removable: View {
        let taps: Tally
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Button("Count") { taps.count += 1 } }
                Button("Hide") { shown = false }
            }
        }
    }

    @Observable final class Tally { var count = 0 }

    @Test func aRemovedElementNoLongerTakesEvents() throws {
        let taps = Tally()
        let graph = ViewGraph(Removable(taps: taps))
        let button = try #require(graph.element(.button, "Count"))
        #expect(button.acceptsEvents)
        graph.send(.tap, to: button.id)
        #expect(taps.count == 1)
        graph.tap("Hide")
        #expect(graph.element(.button, "Count") == nil)
        #expect(!button.acceptsEvents, "a discarded element lets go of its node")
        #expect(graph.send(.tap, to: button.id) == nil)
        #expect(taps.count == 1)
    }

    struct CountLabel: View {
        let tally: Tally
        var body: some View { Text("Count \(tally.count)") }
    }

    struct Watcher: View {
        let tally: Tally
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { CountLabel(tally: tally) }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test func aNodeThatLeavesIsOutOfReachOfItsCallbacks() throws {
        let tally = Tally()
        let graph = ViewGraph(Watcher(tally: tally))
        let text = try #require(graph.rootElement.descendants().first { $0.role == .text && $0["text"] == "Count 0" })
        weak let label: Node?
        let labelID: Int
        do {
            let found = try #require(nodes(under: graph.root).first { $0.viewType == CountLabel.self })
            (label, labelID) = (found, found.id)
        }
        #expect(graph.observingNode(labelID) === label, "a node that observes is found by its id")
        let observers = graph.observingNodeCount
        tally.count = 1
        _ = graph.update()
        #expect(text["text"] == "Count 1")
        #expect(graph.statistics.count("CountLabel") == 2)
        #expect(graph.observingNodeCount == observers, "an evaluation again adds nothing")
        graph.tap("Hide")
        #expect(graph.observingNode(labelID) == nil, "an unmounted node is out of reach of its callbacks")
        #expect(graph.observingNodeCount == observers - 1)
        #expect(label == nil, "and the graph no longer keeps it")
        // A change the removed label read reaches nothing, and nothing breaks;
        // nor does a callback that names the node after it left.
        tally.count = 2
        graph.queue.invalidate(labelID, cause: .observed(ObservedProperty(typeName: "Tally", property: "count", object: nil)))
        _ = graph.update()
        #expect(graph.statistics.count("CountLabel") == 2)
        #expect(graph.rootElement.descendants().filter { $0.role == .text }.count == 1)
    }

    struct StatefulCounter: View {
        @State private var count = 0
        var body: some View { Text("Count \(count)") }
    }

    struct Hider: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { StatefulCounter() }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test func attachedPropertiesLiveInTheGraphUntilTheirNodeLeaves() throws {
        let graph = ViewGraph(Hider())
        #expect(graph.attachedPropertiesCount == 2, "the two views with @State; the stack and texts have none")
        weak let counter: BodyNode?
        weak let storage: AnyObject?
        do {
            let node = try #require(nodes(under: graph.root).first { $0.viewType == StatefulCounter.self } as? BodyNode)
            (counter, storage) = (node, node.slots.first)
        }
        #expect(storage != nil)
        graph.tap("Hide")
        #expect(graph.attachedPropertiesCount == 1)
        #expect(counter == nil && storage == nil, "the graph lets go of the removed view and its state")
    }

    @Test func aNodeThatReadsNothingIsNotKeptForCallbacks() throws {
        let graph = ViewGraph(TwoTexts())
        #expect(graph.observingNodeCount == 0, "stacks and texts observe nothing")
    }

    @Test func equalAttributesShareOneStorageAcrossWindows() throws {
        let first = ViewGraph(TwoTexts())
        let second = ViewGraph(TwoTexts())
        func storage(_ graph: ViewGraph, _ text: String) throws -> UnsafeRawPointer {
            let element = try #require(graph.rootElement.descendants().first { $0["text"] == text })
            return unsafeBitCast(element.attributes, to: UnsafeRawPointer.self)
        }
        #expect(try storage(first, "a") == storage(second, "a"))
        #expect(try storage(first, "a") != storage(first, "b"))
        let stacks = [first, second].map { $0.rootElement.descendants().first { $0.role == .stack }! }
        #expect(unsafeBitCast(stacks[0].attributes, to: UnsafeRawPointer.self)
            == unsafeBitCast(stacks[1].attributes, to: UnsafeRawPointer.self))
    }

    @Test func sharingAttributesAlwaysGivesBackAnEqualDictionary() {
        // More distinct dictionaries than slots: collisions replace slots,
        // and every answer still equals its question.
        for index in 0..<(SharedAttributes.capacity * 2) {
            let attributes = ["text": "row \(index)", "axis": index.isMultiple(of: 2) ? "vertical" : "horizontal"]
            #expect(SharedAttributes.shared(attributes) == attributes)
        }
        let element = Element(id: ElementID(rawValue: 0), role: .text, attributes: ["text": "a"])
        element.attributes["text"] = "b"
        #expect(element.attributes == ["text": "b"], "a write copies a shared dictionary")
        #expect(SharedAttributes.shared(["text": "a"]) == ["text": "a"])
    }

    @Test func equalDictionariesShareOneFingerprintWhateverTheirHistory() {
        // Built in different orders and capacities, equal dictionaries may
        // iterate in different orders: the fingerprint does not depend on it.
        var random = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let entries = (0..<(round % 12)).map { ("name\($0)", String(repeating: "v", count: $0 * 3) + "\(round)") }
            var forward: [String: String] = [:]
            for (name, value) in entries { forward[name] = value }
            var backward = [String: String](minimumCapacity: 64)
            for (name, value) in entries.shuffled(using: &random) { backward[name] = value }
            #expect(SharedAttributes.fingerprint(forward) == SharedAttributes.fingerprint(backward))
        }
        // Values that differ in one byte, at any place up to 16 bytes, differ.
        let base = "abcdefghijklmnop"
        var seen: Set<UInt64> = [SharedAttributes.fingerprint(["text": base])]
        for offset in 0..<16 {
            var bytes = Array(base.utf8)
            bytes[offset] = UInt8(ascii: "Z")
            seen.insert(SharedAttributes.fingerprint(["text": String(decoding: bytes, as: UTF8.self)]))
        }
        #expect(seen.count == 17)
        #expect(SharedAttributes.fingerprint(["a": "b"]) != SharedAttributes.fingerprint(["b": "a"]))
    }
}

@MainActor
@Suite("Evaluation records")
struct EvaluationRecordTests {
    @Test func turningRecordsOffForgetsThemAndKeepsTheCounts() {
        let graph = ViewGraph(NodeEconomyTests.TwoTexts())
        #expect(graph.statistics.records.count == 1, "the first mount evaluated TwoTexts once")
        let total = graph.statistics.total
        graph.statistics.keepsRecords = false
        #expect(graph.statistics.records.isEmpty, "a long-lived window holds no record per evaluation")
        #expect(graph.statistics.total == total)
        #expect(graph.statistics.count("TwoTexts") == 1)
    }

    struct Churn: View {
        @State var generation = 0
        var body: some View {
            VStack {
                ForEach(0..<5, id: \.self) { row in Cell(label: "\(generation).\(row)") }
                    .id(generation)
                Button("Next") { generation += 1 }
            }
        }
    }

    struct Cell: View {
        let label: String
        var body: some View { Text(label) }
    }

    @Test func withoutRecordsNodesThatComeAndGoLeaveNoCountBehind() throws {
        let graph = ViewGraph(Churn())
        let firstCell = try #require(graph.statistics.records.first { $0.viewType == "Cell" })
        #expect(graph.statistics.count(node: firstCell.nodeID) == 1, "counted per node while records are kept")
        graph.statistics.keepsRecords = false
        #expect(graph.statistics.count(node: firstCell.nodeID) == 0, "the counts per node went with the records")
        for _ in 0..<10 { graph.tap("Next") }
        #expect(graph.statistics.count("Cell") == 55, "five cells a generation, eleven generations")
        #expect(graph.statistics.countedNodes == 0, "nothing kept per node: a tab's memory does not grow with churn")
    }
}

/// The packed word of a node and the interned role of an element.
@MainActor
@Suite("Node and element layout")
struct NodeLayoutTests {
    @Test func aNodeHeaderKeepsItsIdDepthAndFlagsApart() {
        var header = NodeHeader(id: (1 << 40) - 1, depth: 65_535)
        #expect(header.id == (1 << 40) - 1 && header.depth == 65_535)
        #expect(header.has(.mounted) && !header.has(.observer) && !header.has(.pendingCauses))
        header.set(.pendingCauses, true)
        header.set(.mounted, false)
        #expect(header.has(.pendingCauses) && !header.has(.mounted))
        #expect(header.id == (1 << 40) - 1 && header.depth == 65_535, "flags do not touch the id or the depth")
        let small = NodeHeader(id: 7, depth: 3)
        #expect(small.id == 7 && small.depth == 3)
    }

    struct Nested: View {
        var body: some View {
            VStack { HStack { Text("deep") } }
        }
    }

    @Test func nodesKnowTheirDepthAndPendingCauses() throws {
        let graph = ViewGraph(Nested())
        var node: Node = graph.root
        var depths: [Int] = [node.depth]
        while true {
            var next: Node?
            node.forEachChild { next = $0 }
            guard let child = next else { break }
            #expect(child.id > node.id, "ids grow in mount order")
            depths.append(child.depth)
            node = child
        }
        #expect(depths == Array(0..<depths.count))
        #expect(node.pendingCauses.isEmpty)
        node.pendingCauses = [.parentInputs]
        #expect(node.pendingCauses == [.parentInputs])
        node.pendingCauses = []
        #expect(node.pendingCauses.isEmpty)
    }

    @Test func rolesWithTheSameNameAreTheSameRole() {
        let custom = ElementRole(rawValue: "observatory.test.custom")
        #expect(custom == ElementRole(rawValue: "observatory.test.custom"))
        #expect(custom.rawValue == "observatory.test.custom")
        #expect(custom != .text && ElementRole(rawValue: "text") == .text)
        #expect(Set([custom, .text, ElementRole(rawValue: "text")]).count == 2)
        #expect(MemoryLayout<ElementRole>.size == 4)
    }

    @Test func everyBuiltInRoleConstantNamesItsOwnRole() {
        // The constants are fixed indices: each must be the table's entry for its name.
        let constants: [(ElementRole, String)] = [
            (.root, "root"), (.text, "text"), (.button, "button"), (.textField, "textField"),
            (.secureField, "secureField"), (.toggle, "toggle"), (.picker, "picker"), (.option, "option"),
            (.stepper, "stepper"), (.slider, "slider"), (.datePicker, "datePicker"), (.stack, "stack"),
            (.spacer, "spacer"), (.lazySpacer, "lazySpacer"), (.divider, "divider"), (.grid, "grid"),
            (.gridRow, "gridRow"), (.lazyGrid, "lazyGrid"), (.viewThatFits, "viewThatFits"),
            (.geometryReader, "geometryReader"), (.list, "list"), (.row, "row"), (.section, "section"),
            (.form, "form"), (.scroll, "scroll"), (.slot, "slot"), (.navigationStack, "navigationStack"),
            (.navigationSplitView, "navigationSplitView"), (.screen, "screen"),
            (.navigationLink, "navigationLink"), (.link, "link"), (.tabView, "tabView"), (.tab, "tab"),
            (.disclosureGroup, "disclosureGroup"), (.groupBox, "groupBox"), (.controlGroup, "controlGroup"),
            (.contentUnavailable, "contentUnavailable"), (.menu, "menu"), (.shareLink, "shareLink"),
            (.gauge, "gauge"), (.refreshable, "refreshable"), (.contextMenu, "contextMenu"),
            (.gesture, "gesture"), (.label, "label"), (.image, "image"), (.progress, "progress"),
            (.labeledContent, "labeledContent"), (.shape, "shape"), (.modifier, "modifier"),
            (.swipeActions, "swipeActions"), (.toolbar, "toolbar"), (.searchable, "searchable"),
            (.alert, "alert"), (.confirmationDialog, "confirmationDialog"), (.sheet, "sheet"),
            (.asyncImage, "asyncImage"), (.commands, "commands"), (.colorPicker, "colorPicker"),
        ]
        for (role, name) in constants {
            #expect(role.rawValue == name)
            #expect(ElementRole(rawValue: name) == role)
        }
        let all = ElementRoleNames.builtIn.map { ElementRole(rawValue: $0) }
        #expect(constants.count == ElementRoleNames.builtIn.count)
        #expect(Set(all).count == ElementRoleNames.builtIn.count, "built-in names are distinct")
        #expect(zip(all, ElementRoleNames.builtIn).allSatisfy { $0.rawValue == $1 && $0.tableIndex < UInt32(all.count) })
    }

    @Test func anElementHeaderKeepsItsIdRoleAndFlagsApart() {
        let role = ElementRole(rawValue: "observatory.test.header")
        var header = ElementHeader(id: ElementID(rawValue: (1 << 40) - 1), role: role)
        #expect(header.id.rawValue == (1 << 40) - 1 && header.role == role)
        #expect(!header.has(.removed) && !header.has(.rare))
        header.set(.removed, true)
        header.set(.rare, true)
        header.set(.removed, false)
        #expect(header.has(.rare) && !header.has(.removed))
        #expect(header.id.rawValue == (1 << 40) - 1 && header.role == role, "flags do not touch the id or the role")
        let small = ElementHeader(id: ElementID(rawValue: 7), role: .text)
        #expect(small.id.rawValue == 7 && small.role == .text)
    }

    #if os(Linux)
    /// The size of an instance of `type`, from its class metadata (Linux:
    /// no Objective-C fields, so the size is the `UInt32` at byte 24).
    func instanceSize(of type: AnyClass) -> Int {
        Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
    }

    @Test func anElementIsFiveWordsAfterItsHeaderAndANodeFour() {
        // 56 bytes is a 64-byte block for malloc; 72 (the size before) was 80.
        #expect(instanceSize(of: Element.self) == 56)
        // No token: callbacks name a node by id (the graph's observing nodes).
        #expect(instanceSize(of: Node.self) == 48, "a node is four words after its header")
    }

    @Test func aRowsStackNodeFitsA176ByteBlock() {
        // The node keeps its view, the whole row's tuple: with the content
        // first in the stack and the reader first in the tuple, padding is
        // shared and the node is 168 bytes (176 before, a 192-byte block).
        #expect(instanceSize(of: ElementNode<HStack<TupleView<(Toggle<Text>, Spacer, Text)>>>.self) <= 168)
        #expect(MemoryLayout<TupleView<(Toggle<Text>, Spacer, Text)>>.size == 73)
    }

    final class Model {}
    struct RowView: View {
        let model: Model
        var body: some View { Text("row") }
    }

    @Test func aRowViewsNodeFitsAn80ByteBlock() {
        // A body node adds two words to a node's four (its children and its
        // observation; the dynamic properties few views have are kept by the
        // graph, one bit in the header): with a view of one word, 72 bytes,
        // an 80-byte block (80 took a 96-byte one).
        #expect(instanceSize(of: CompositeNode<RowView>.self) == 72)
    }

    @Test func aForEachRowFitsA128ByteBlock() {
        // A list's rows are a window's most numerous body nodes: at 120
        // bytes malloc gives each a 128-byte block (at 128 it was 144).
        #expect(instanceSize(of: ForEachRowNode<[Int], Int, Text>.self) <= 120)
    }
    #endif

    @Test func aTagAndAMeasurementLiveAsLongAsTheirElement() {
        var element: Element? = Element(id: ElementID(rawValue: 1), role: .option)
        let plain = Element(id: ElementID(rawValue: 2), role: .option)
        #expect(element?.tag == nil && plain.tag == nil)
        element?.tag = AnyHashable("chosen")
        let measurement = element?.measurement
        #expect(element?.tag == AnyHashable("chosen"))
        #expect(element?.measurement === measurement, "made once, then kept")
        #expect(plain.tag == nil, "another element has none")
        plain.tag = nil
        #expect(!Element.hasRareStorage(plain), "setting nil allocates nothing")
        let identity = ObjectIdentifier(element!)
        element = nil
        #expect(!Element.hasRareStorage(identity), "the element's deinit removed its entry")
    }
}

/// A tuple's children mount straight into the node that holds the tuple.
@MainActor
@Suite("Tuples without a node")
struct TupleChildrenTests {
    struct Row: View {
        @State var extra = false
        var body: some View {
            HStack {
                Text("a")
                Spacer()
                if extra { Text("extra") }
                Button("More") { extra.toggle() }
            }
            Text("below")
        }
    }

    func nodes(under node: Node) -> [Node] {
        var result = [node]
        node.forEachChild { result += nodes(under: $0) }
        return result
    }

    @Test func aStackAndABodyHoldTheirTuplesChildrenDirectly() throws {
        let graph = ViewGraph(Row())
        let all = nodes(under: graph.root)
        #expect(!all.contains { $0 is ListNode }, "no node for a body's or a stack's tuple")
        let row = try #require(all.first { $0.viewType == Row.self })
        var bodyChildren: [Any.Type] = []
        row.forEachChild { bodyChildren.append($0.viewType) }
        #expect(bodyChildren.count == 2 && bodyChildren.last == Text.self)
        let stack = try #require(graph.rootElement.descendants().first { $0.role == .stack })
        #expect(stack.children.map(\.role) == [.text, .spacer, .button])
    }

    @Test func childrenKeepTheirNodesAcrossUpdates() throws {
        let graph = ViewGraph(Row())
        let before = nodes(under: graph.root)
        let text = try #require(graph.rootElement.descendants().first { $0["text"] == "a" })
        let button = try #require(graph.rootElement.descendants().first { $0.role == .button })
        graph.send(.tap, to: button.id)
        let stack = try #require(graph.rootElement.descendants().first { $0.role == .stack })
        #expect(stack.children.map { $0.role } == [.text, .spacer, .text, .button])
        #expect(stack.children.first === text, "the first child kept its element")
        let after = nodes(under: graph.root)
        #expect(before.filter { $0.viewType == Text.self }.allSatisfy { node in after.contains { $0 === node } })
        graph.send(.tap, to: button.id)
        #expect(stack.children.map { $0.role } == [.text, .spacer, .button])
    }
}
