import ObservatoryUI

/// A description of the elements a test is looking for.
///
/// Build one from a static factory and narrow it with the instance methods:
///
/// ```swift
/// try host.find(.text("Count: 0"))
/// try host.find(.label("Add").role(.button))
/// try host.tap(.label("Delete").within(.row(withText: "Milk")))
/// try host.find(.text(containing: "Item").first)
/// ```
///
/// A query that matches more than one element is an error when it is
/// resolved, unless it says which one it wants (``first``, ``last``,
/// ``at(_:)``). Matches are counted in reading order: depth first, parents
/// before their children, children in order.
public struct ElementQuery: CustomStringConvertible {
    /// Which of several matching elements a query resolves to.
    public enum Selection: Hashable, Sendable {
        /// Exactly one element must match.
        case only
        /// The first match in reading order.
        case first
        /// The last match in reading order.
        case last
        /// The match at this zero-based position in reading order.
        case index(Int)
    }

    /// What the query looks for, as shown in failure messages.
    public private(set) var summary: String
    /// Which match the query resolves to when several elements match.
    public private(set) var selection: Selection = .only
    /// The conditions an element must meet, all of them.
    private var predicates: [@MainActor (Element) -> Bool]
    /// The element whose descendants are searched instead of the whole tree.
    private var scopes: [ElementQuery] = []

    /// A query for elements that satisfy `predicate`.
    ///
    /// - Parameters:
    ///   - summary: What the query looks for, for failure messages
    ///     (for example `"a row whose title is bold"`).
    ///   - predicate: Whether an element matches.
    public init(_ summary: String, where predicate: @escaping @MainActor (Element) -> Bool) {
        self.summary = summary
        self.predicates = [predicate]
    }

    /// The query as shown in failure messages.
    public var description: String {
        var text = summary
        switch selection {
        case .only: break
        case .first: text += " (first)"
        case .last: text += " (last)"
        case .index(let index): text += " (at index \(index))"
        }
        if let scope = scopes.first { text += " within " + scope.description }
        return text
    }

    // MARK: Factories

    /// A `text` element whose text is exactly `text`.
    public static func text(_ text: String) -> ElementQuery {
        ElementQuery("text \(text.debugDescription)") { element in
            element.role == .text && element["text"] == text
        }
    }

    /// A `text` element whose text contains `fragment`.
    public static func text(containing fragment: String) -> ElementQuery {
        ElementQuery("text containing \(fragment.debugDescription)") { element in
            element.role == .text && (element["text"]?.contains(fragment) ?? false)
        }
    }

    /// A control labelled exactly `label`.
    ///
    /// A control matches when its `label` or `title` attribute is `label`, or
    /// when the text of its label content is: the texts of its descendants
    /// (not counting nested controls, such as a picker's options), either one
    /// of them or all of them joined by spaces. A button built as
    /// `Button("Add") {}` or `Button { … } label: { HStack { Image(…); Text("Add") } }`
    /// is labelled "Add"; so is `TextField("Add", text: …)`.
    ///
    /// Text elements, stacks and other containers are never matched by label.
    public static func label(_ label: String) -> ElementQuery {
        ElementQuery("control labelled \(label.debugDescription)") { element in
            element.labelCandidates.contains(label)
        }
    }

    /// A control whose label (see ``label(_:)``) contains `fragment`.
    public static func label(containing fragment: String) -> ElementQuery {
        ElementQuery("control whose label contains \(fragment.debugDescription)") { element in
            element.labelCandidates.contains { $0.contains(fragment) }
        }
    }

    /// Any element of `role`.
    public static func role(_ role: ElementRole) -> ElementQuery {
        ElementQuery("element of role \(role)") { $0.role == role }
    }

    /// A `row` element (a `ForEach` row with actions such as `.onDelete`)
    /// that contains a `text` element whose text is exactly `text`.
    public static func row(withText text: String) -> ElementQuery {
        ElementQuery("row with text \(text.debugDescription)") { element in
            element.role == .row && element.preorder().contains { $0.role == .text && $0["text"] == text }
        }
    }

    /// The element with identity `id`.
    public static func id(_ id: ElementID) -> ElementQuery {
        ElementQuery("element \(id)") { $0.id == id }
    }

    /// The element `element`, as long as it is still in the tree.
    @MainActor
    public static func element(_ element: Element) -> ElementQuery {
        let id = element.id
        return ElementQuery("element \(id) (\(element.role))") { $0.id == id && $0 === element }
    }

    // MARK: Narrowing

    /// This query, restricted to elements of `role`.
    public func role(_ role: ElementRole) -> ElementQuery {
        adding("of role \(role)") { $0.role == role }
    }

    /// This query, restricted to elements whose role is one of `roles`.
    public func roles(_ roles: Set<ElementRole>) -> ElementQuery {
        let names = roles.map(\.rawValue).sorted().joined(separator: "/")
        return adding("of role \(names)") { roles.contains($0.role) }
    }

    /// This query, restricted to elements that handle events (buttons,
    /// toggles, fields, rows with actions…), enabled or not.
    public var acceptingEvents: ElementQuery {
        adding("accepting events") { $0.acceptsEvents }
    }

    /// This query, restricted to elements that also satisfy `predicate`.
    ///
    /// - Parameters:
    ///   - summary: The condition, for failure messages.
    ///   - predicate: Whether an element matches.
    public func filter(_ summary: String, _ predicate: @escaping @MainActor (Element) -> Bool) -> ElementQuery {
        adding(summary, predicate)
    }

    /// This query, searching only the descendants of the one element that
    /// `scope` resolves to.
    public func within(_ scope: ElementQuery) -> ElementQuery {
        var copy = self
        copy.scopes = [scope]
        return copy
    }

    /// This query, resolving to its first match when several elements match.
    public var first: ElementQuery { selecting(.first) }

    /// This query, resolving to its last match when several elements match.
    public var last: ElementQuery { selecting(.last) }

    /// This query, resolving to the match at zero-based `index` in reading order.
    public func at(_ index: Int) -> ElementQuery { selecting(.index(index)) }

    private func selecting(_ selection: Selection) -> ElementQuery {
        var copy = self
        copy.selection = selection
        return copy
    }

    private func adding(_ condition: String, _ predicate: @escaping @MainActor (Element) -> Bool) -> ElementQuery {
        var copy = self
        copy.summary += ", " + condition
        copy.predicates.append(predicate)
        return copy
    }

    // MARK: Resolving

    /// Whether `element` meets every condition (the scope and the selection aside).
    @MainActor
    func matches(_ element: Element) -> Bool {
        predicates.allSatisfy { $0(element) }
    }

    /// Every match below `root` (or below the scope's element), in reading order.
    @MainActor
    func matches(in root: Element, tree: () -> String) throws(ViewHostError) -> [Element] {
        var searchRoot = root
        var includeRoot = true
        if let scope = scopes.first {
            searchRoot = try scope.resolve(in: root, tree: tree)
            includeRoot = false
        }
        let candidates = searchRoot.preorder()
        return candidates.dropFirst(includeRoot ? 0 : 1).filter { matches($0) }
    }

    /// The one element this query designates below `root`.
    @MainActor
    func resolve(in root: Element, tree: () -> String) throws(ViewHostError) -> Element {
        let found = try matches(in: root, tree: tree)
        let index: Int
        switch selection {
        case .only:
            if found.count == 1 { return found[0] }
            if found.isEmpty {
                throw ViewHostError(.notFound, "No element matches: \(self).", tree: tree())
            }
            throw ViewHostError(
                .ambiguous,
                "\(found.count) elements match \(self); say which one with `.first`, `.last` or `.at(_:)`, "
                    + "or narrow the query:\n" + ElementQuery.listing(found),
                tree: tree())
        case .first: index = 0
        case .last: index = found.count - 1
        case .index(let wanted): index = wanted
        }
        if found.indices.contains(index) { return found[index] }
        let message = found.isEmpty
            ? "No element matches: \(self)."
            : "Only \(found.count) elements match: \(self).\n" + ElementQuery.listing(found)
        throw ViewHostError(.notFound, message, tree: tree())
    }

    /// One line per element: identity, role, attributes and label.
    @MainActor
    static func listing(_ elements: [Element]) -> String {
        elements.enumerated().map { index, element in
            var line = "  [\(index)] " + element.textLine(includeID: true)
            if let label = element.labelCandidates.last, element["label"] == nil, element["title"] == nil {
                line += " — labelled \(label.debugDescription)"
            }
            return line
        }.joined(separator: "\n")
    }
}
