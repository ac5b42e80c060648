/// A view tagged with `.tag(_:)`: an `option` element carrying the tag, which
/// a ``Picker`` (or a ``TabView``) finds among its children. A tagged
/// ``Text`` becomes the option's attribute `label` (with its text style
/// attributes, such as `font` and `runs`); any other content becomes its
/// children.
struct PickerOption<Content: View, Tag: Hashable>: View {
    let value: Tag
    let label: Content
}

extension PickerOption: ElementView {
    static var role: ElementRole { .option }

    var content: Content? { label is Text ? nil : label }

    var tag: AnyHashable? { AnyHashable(value) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let text = label as? Text {
            attributes = text.attributes(in: environment)
            attributes["label"] = attributes.removeValue(forKey: "text")
        }
        // A tagged row of a `List(selection:)`.
        if let selection = environment.listSelection {
            attributes.merge(selection.attributes(for: AnyHashable(value))) { $1 }
        }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, let selection = environment.listSelection else { return false }
        selection.choose(AnyHashable(value))
        return true
    }
}

private struct TagsForEachRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a `ForEach` here tags its rows with their ids (inside a picker's options).
    var tagsForEachRows: Bool {
        get { self[TagsForEachRowsKey.self] }
        set { self[TagsForEachRowsKey.self] = newValue }
    }
}

extension View {
    /// Tags this view with `tag`: the value a ``Picker`` selects when this
    /// option is chosen.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        PickerOption(value: tag, label: self)
    }
}
