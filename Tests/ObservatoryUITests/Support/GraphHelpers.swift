import ObservatoryUI

/// Small lookups for tests that drive a `ViewGraph` directly.
@MainActor
extension ViewGraph {
    /// Every element of the tree, depth first.
    var allElements: [Element] { rootElement.descendants() }

    /// The texts shown, in tree order.
    var texts: [String] { allElements.compactMap { $0.role == .text ? $0["text"] : nil } }

    /// The first element of `role` whose own text, or a descendant's text, is `label`.
    func element(_ role: ElementRole, _ label: String) -> Element? {
        allElements.first { element in
            element.role == role
                && (element["label"] == label || element.descendants().contains { $0["text"] == label })
        }
    }

    /// Taps the button labelled `label`.
    @discardableResult
    func tap(_ label: String) -> ElementChanges? {
        guard let button = element(.button, label) else { return nil }
        return send(.tap, to: button.id)
    }

    /// The view types whose bodies ran in the last update, in order.
    var lastEvaluated: [String] { statistics.lastUpdate.map(\.viewType) }
}
