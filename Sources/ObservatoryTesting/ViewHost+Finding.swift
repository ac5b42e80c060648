import ObservatoryUI

extension ViewHost {
    /// The one element `query` designates.
    ///
    /// - Throws: ``ViewHostError`` of kind ``ViewHostError/Kind/notFound``
    ///   when nothing matches, or ``ViewHostError/Kind/ambiguous`` when
    ///   several elements match and the query did not say which one it wants.
    public func find(_ query: ElementQuery) throws(ViewHostError) -> Element {
        try query.resolve(in: graph.rootElement, tree: failureTree)
    }

    /// The `text` element whose text is exactly `text`.
    public func find(text: String) throws(ViewHostError) -> Element {
        try find(.text(text))
    }

    /// The `text` element whose text contains `fragment`.
    public func find(textContaining fragment: String) throws(ViewHostError) -> Element {
        try find(.text(containing: fragment))
    }

    /// The control labelled exactly `label` (see ``ElementQuery/label(_:)``).
    public func find(label: String) throws(ViewHostError) -> Element {
        try find(.label(label))
    }

    /// The control whose label contains `fragment`.
    public func find(labelContaining fragment: String) throws(ViewHostError) -> Element {
        try find(.label(containing: fragment))
    }

    /// Every element `query` matches, in reading order; its selection is ignored.
    ///
    /// - Throws: ``ViewHostError`` only when the query's scope
    ///   (``ElementQuery/within(_:)``) cannot be resolved.
    public func findAll(_ query: ElementQuery) throws(ViewHostError) -> [Element] {
        try query.matches(in: graph.rootElement, tree: failureTree)
    }

    /// Every element of `role`, in reading order.
    public func all(role: ElementRole) -> [Element] {
        graph.rootElement.preorder().filter { $0.role == role }
    }

    /// Whether at least one element matches `query` (its selection and a
    /// scope that cannot be resolved count as no match).
    public func exists(_ query: ElementQuery) -> Bool {
        guard let found = try? findAll(query) else { return false }
        return !found.isEmpty
    }

    /// Whether a `text` element shows exactly `text`.
    public func contains(text: String) -> Bool {
        exists(.text(text))
    }
}
