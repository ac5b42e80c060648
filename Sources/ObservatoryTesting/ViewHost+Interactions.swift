import ObservatoryUI

/// User actions. Each one finds its target, checks that it is in the tree,
/// enabled and handles the event, delivers the event, runs the one batched
/// update it causes and returns that update's changes.
///
/// The `String` variants find a control by its label (``ElementQuery/label(_:)``)
/// among the roles the action applies to; the ``ElementQuery`` variants use
/// the query as given.
extension ViewHost {
    /// The roles that take typed text.
    static let textInputRoles: Set<ElementRole> = [.textField, .secureField, .searchable]

    // MARK: Any event

    /// Delivers `event` to `element` and runs the update it causes.
    ///
    /// - Throws: ``ViewHostError`` when the element has left the tree
    ///   (``ViewHostError/Kind/notInTree``), is disabled
    ///   (``ViewHostError/Kind/disabled``), or does not handle `event`
    ///   (``ViewHostError/Kind/notHandled``).
    @discardableResult
    public func send(_ event: ElementEvent, to element: Element) throws(ViewHostError) -> ElementChanges {
        guard graph.element(element.id) === element else {
            throw ViewHostError(
                .notInTree, "Cannot send \(event) to \(element.textLine(includeID: true)): it is no longer in the tree.",
                tree: failureTree())
        }
        if element.isDisabledInTree {
            throw ViewHostError(
                .disabled, "Cannot send \(event) to \(element.textLine(includeID: true)): it is disabled.\n"
                    + "  at " + element.path,
                tree: failureTree())
        }
        guard element.acceptsEvents else {
            throw ViewHostError(
                .notHandled,
                "Cannot send \(event) to \(element.textLine(includeID: true)): it does not take user actions.\n"
                    + "  at " + element.path,
                tree: failureTree())
        }
        let before = graph.statistics.updateNumber
        guard let changes = graph.send(event, to: element.id) else {
            throw ViewHostError(
                .notHandled,
                "\(element.textLine(includeID: true)) did not handle \(event).\n  at " + element.path,
                tree: failureTree())
        }
        didUpdate(changes)
        lastOperation = (before, graph.statistics.updateNumber)
        return changes
    }

    /// Delivers `event` to the element `query` designates.
    @discardableResult
    public func send(_ event: ElementEvent, to query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(event, to: find(query))
    }

    // MARK: Tap

    /// Taps the control labelled `label` (a button, link, toggle…).
    @discardableResult
    public func tap(_ label: String) throws(ViewHostError) -> ElementChanges {
        try send(.tap, to: find(.label(label).acceptingEvents))
    }

    /// Taps the element `query` designates.
    @discardableResult
    public func tap(_ query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.tap, to: find(query))
    }

    /// Taps `element`.
    @discardableResult
    public func tap(_ element: Element) throws(ViewHostError) -> ElementChanges {
        try send(.tap, to: element)
    }

    // MARK: Text

    /// Replaces the text of the field labelled `field` with `text`, as if
    /// the user selected everything and typed `text`.
    @discardableResult
    public func type(_ text: String, into field: String) throws(ViewHostError) -> ElementChanges {
        try type(text, into: .label(field).roles(Self.textInputRoles))
    }

    /// Replaces the text of the field `query` designates with `text`.
    @discardableResult
    public func type(_ text: String, into query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.input(text), to: find(query))
    }

    /// Types `text` at the end of the current text of the field labelled `field`.
    @discardableResult
    public func append(_ text: String, to field: String) throws(ViewHostError) -> ElementChanges {
        try append(text, to: .label(field).roles(Self.textInputRoles))
    }

    /// Types `text` at the end of the current text of the field `query` designates.
    @discardableResult
    public func append(_ text: String, to query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        let element = try find(query)
        let current = element.role == .searchable ? element["text"] : element["value"]
        return try send(.input((current ?? "") + text), to: element)
    }

    /// Empties the field labelled `field`.
    @discardableResult
    public func clear(_ field: String) throws(ViewHostError) -> ElementChanges {
        try type("", into: field)
    }

    /// Presses Return in the field labelled `field` (its `onSubmit` action).
    @discardableResult
    public func submit(_ field: String) throws(ViewHostError) -> ElementChanges {
        try submit(.label(field).roles(Self.textInputRoles))
    }

    /// Presses Return in the field `query` designates.
    @discardableResult
    public func submit(_ query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.submit, to: find(query))
    }

    // MARK: Toggles

    /// Switches the toggle labelled `label` to the other state, or to `isOn` when given.
    @discardableResult
    public func toggle(_ label: String, to isOn: Bool? = nil) throws(ViewHostError) -> ElementChanges {
        try toggle(.label(label).role(.toggle), to: isOn)
    }

    /// Switches the toggle `query` designates to the other state, or to `isOn` when given.
    @discardableResult
    public func toggle(_ query: ElementQuery, to isOn: Bool? = nil) throws(ViewHostError) -> ElementChanges {
        let element = try find(query)
        return try send(.toggle(isOn ?? (element["isOn"] != "true")), to: element)
    }

    // MARK: Pickers

    /// Chooses the option labelled `option` in the picker labelled `picker`.
    ///
    /// The picker receives `.select(index)`, where `index` is the option's
    /// position among the picker's `option` elements in reading order.
    @discardableResult
    public func pick(_ option: String, in picker: String) throws(ViewHostError) -> ElementChanges {
        try pick(option, in: .label(picker).role(.picker))
    }

    /// Chooses the option labelled `option` in the picker `query` designates.
    @discardableResult
    public func pick(_ option: String, in query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try pick(in: query, describing: "labelled \(option.debugDescription)") {
            $0.labelCandidates.contains(option) || $0["text"] == option
        }
    }

    /// Chooses the option tagged `tag` (with `.tag(_:)`) in the picker labelled `picker`.
    @discardableResult
    public func pick<Tag: Hashable>(tag: Tag, in picker: String) throws(ViewHostError) -> ElementChanges {
        try pick(tag: tag, in: .label(picker).role(.picker))
    }

    /// Chooses the option tagged `tag` in the picker `query` designates.
    @discardableResult
    public func pick<Tag: Hashable>(tag: Tag, in query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        let wanted = AnyHashable(tag)
        return try pick(in: query, describing: "tagged \(tag)") { $0.tag == wanted }
    }

    private func pick(
        in query: ElementQuery, describing option: String, where matches: (Element) -> Bool
    ) throws(ViewHostError) -> ElementChanges {
        let picker = try find(query)
        let options = picker.preorder().filter { $0.role == .option }
        let indices = options.indices.filter { matches(options[$0]) }
        guard indices.count == 1, let index = indices.first else {
            let problem = indices.isEmpty ? "has no option" : "has \(indices.count) options"
            throw ViewHostError(
                indices.isEmpty ? .noSuchOption : .ambiguous,
                "The picker \(picker.textLine(includeID: true)) \(problem) \(option). Its options:\n"
                    + (options.isEmpty ? "  (none)" : ElementQuery.listing(options)),
                tree: failureTree())
        }
        return try send(.select(index), to: picker)
    }

    // MARK: Steppers and sliders

    /// Presses + on the stepper labelled `label`.
    @discardableResult
    public func increment(_ label: String) throws(ViewHostError) -> ElementChanges {
        try increment(.label(label).role(.stepper))
    }

    /// Presses + on the stepper `query` designates.
    @discardableResult
    public func increment(_ query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.increment, to: find(query))
    }

    /// Presses − on the stepper labelled `label`.
    @discardableResult
    public func decrement(_ label: String) throws(ViewHostError) -> ElementChanges {
        try decrement(.label(label).role(.stepper))
    }

    /// Presses − on the stepper `query` designates.
    @discardableResult
    public func decrement(_ query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.decrement, to: find(query))
    }

    /// Moves the slider (or sets the stepper or date picker) labelled `label` to `value`.
    @discardableResult
    public func setValue(_ value: Double, for label: String) throws(ViewHostError) -> ElementChanges {
        try setValue(value, for: .label(label).roles([.slider, .stepper, .datePicker]))
    }

    /// Moves the slider (or sets the control) that `query` designates to `value`.
    @discardableResult
    public func setValue(_ value: Double, for query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.setValue(value), to: find(query))
    }

    // MARK: Rows

    /// Runs the delete action (`.onDelete`) of the row that shows exactly `text`.
    @discardableResult
    public func delete(row text: String) throws(ViewHostError) -> ElementChanges {
        try send(.delete, to: find(.row(withText: text)))
    }

    /// Runs the delete action of the row at zero-based `index` among all rows, in reading order.
    @discardableResult
    public func delete(rowAt index: Int) throws(ViewHostError) -> ElementChanges {
        try send(.delete, to: find(.role(.row).at(index)))
    }

    /// Runs the delete action of the row `query` designates.
    @discardableResult
    public func delete(_ query: ElementQuery) throws(ViewHostError) -> ElementChanges {
        try send(.delete, to: find(query))
    }
}
