import ObservatoryUI

extension Element {
    /// The roles that have a label: controls and the few elements that pair
    /// a caption with content. Containers and text are not labelled.
    static let labelledRoles: Set<ElementRole> = [
        .button, .textField, .secureField, .toggle, .picker, .option, .stepper, .slider,
        .datePicker, .navigationLink, .labeledContent, .progress, .searchable,
    ]

    /// This element and its descendants in reading order: depth first, each
    /// element before its children, children in order.
    func preorder() -> [Element] {
        var result: [Element] = []
        var stack: [Element] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// The strings a user would call this element's label; empty when it has none.
    ///
    /// In order: the `label` and `title` attributes, each text of its label
    /// content, and all of those texts joined by spaces. Label content is the
    /// element's descendants except nested controls (a picker's options are
    /// not part of the picker's label). A `searchable` element is labelled by
    /// its `prompt` alone.
    var labelCandidates: [String] {
        guard Self.labelledRoles.contains(role) else { return [] }
        // A search field wraps the content it searches: its label is its
        // prompt, not the texts of that content.
        if role == .searchable { return [self["prompt"]].compactMap { $0 } }
        var candidates: [String] = []
        if let label = self["label"] { candidates.append(label) }
        if let title = self["title"] { candidates.append(title) }
        let texts = labelTexts()
        candidates.append(contentsOf: texts)
        if texts.count > 1 { candidates.append(texts.joined(separator: " ")) }
        return candidates
    }

    /// The texts of the label content, in reading order.
    private func labelTexts() -> [String] {
        var texts: [String] = []
        var stack: [Element] = children.reversed()
        while let element = stack.popLast() {
            if Self.labelledRoles.contains(element.role) { continue }
            if let text = element["text"] { texts.append(text) }
            if element.role == .label, let title = element["title"] { texts.append(title) }
            stack.append(contentsOf: element.children.reversed())
        }
        return texts
    }

    /// Whether this element or one of its ancestors is marked `disabled=true`.
    var isDisabledInTree: Bool {
        var element: Element? = self
        while let current = element {
            if current["disabled"] == "true" { return true }
            element = current.parent
        }
        return false
    }

    /// The roles from the root down to this element, e.g. `root > stack > button`.
    var path: String {
        var roles: [String] = []
        var element: Element? = self
        while let current = element {
            roles.append("\(current.role.rawValue) \(current.id)")
            element = current.parent
        }
        return roles.reversed().joined(separator: " > ")
    }
}
