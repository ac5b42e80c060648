/// Pages of content, one shown at a time, chosen from a tab bar (or, with
/// `.tabViewStyle(.page)`, by swiping).
///
/// ```swift
/// TabView(selection: $tab) {
///     HabitList().tabItem { Label("Habits", systemImage: "list.bullet") }.tag(Tab.habits)
///     Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
///
/// Each child view is a page; a page with `.tabItem` gets a button in the
/// bar, and a page tagged with `.tag(_:)` is selected by that value. Without
/// a selection binding the view keeps its own. Renders a `tabView` element
/// (attributes `selection`, the index of the page shown; `count`; `style`)
/// whose children are the pages; event `select(index)`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var selectedIndex = 0

    /// Pages whose selection is bound to `selection`, matched against the pages' tags.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        var bound: TabViewSelection?
        if let selection { bound = TabViewSelection(selection) }
        return TabViewElement(content: content, selectedIndex: $selectedIndex, selection: bound)
    }
}

extension TabView where SelectionValue == Int {
    /// Pages that keep their own selection, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A selection binding without its value type, matched against page tags.
struct TabViewSelection {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Bool

    init<Value: Hashable>(_ binding: Binding<Value>) {
        get = { AnyHashable(binding.wrappedValue) }
        set = { tag in
            guard let value = tag.base as? Value else { return false }
            binding.wrappedValue = value
            return true
        }
    }
}

/// The element of a ``TabView``.
struct TabViewElement<Content: View>: ElementView {
    let content: Content
    let selectedIndex: Binding<Int>
    let selection: TabViewSelection?

    static var role: ElementRole { .tabView }
    static var isInteractive: Bool { true }
    static var readsChildren: Bool { true }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        var attributes = ["selection": String(currentIndex(element)), "count": String(element.children.count)]
        if let style = environment.styleName(for: (any TabViewStyle).self) { attributes["style"] = style }
        if let style = environment.styleName(for: (any IndexViewStyle).self) { attributes["indexStyle"] = style }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard case .select(let index) = event, element.children.indices.contains(index) else { return false }
        if let selection {
            guard let tag = Self.tag(of: element.children[index]) else { return false }
            return selection.set(tag)
        }
        selectedIndex.wrappedValue = index
        return true
    }

    /// The index of the page shown: the one tagged with the selection, or
    /// the view's own index (kept within the pages).
    private func currentIndex(_ element: Element) -> Int {
        if let selection {
            let value = selection.get()
            return element.children.firstIndex { Self.tag(of: $0) == value } ?? -1
        }
        return min(max(selectedIndex.wrappedValue, 0), max(element.children.count - 1, 0))
    }

    /// A page's tag: a page tagged with `.tag(_:)` is an `option` element.
    static func tag(of page: Element) -> AnyHashable? {
        page.role == .option ? page.tag : nil
    }
}

/// A page of a ``TabView`` with its tab bar item: the content, then a
/// `tabItem` slot with the item's label.
struct TabItemElement<Content: View, Label: View>: ElementView {
    let page: Content
    let label: Label

    static var role: ElementRole { .tab }

    var content: TupleView<(Content, Slot<Label>)> {
        TupleView((page, Slot("tabItem", content: label)))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        environment.tabBadge.map { ["badge": $0] } ?? [:]
    }
}

extension View {
    /// Gives this page of a ``TabView`` a button in the tab bar, labelled
    /// `label` (usually a `Label` with a title and a symbol).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemElement(page: self, label: label())
    }
}

/// A page of a ``TabView`` in the iOS 18 form: a title, a symbol and,
/// optionally, the value that selects it.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) { ReceivedView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let icon: TabIcon?
    let value: Value?
    let content: Content

    /// A page selected by `value`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = .symbol(systemImage)
        self.value = value
        self.content = content()
    }

    /// A page selected by `value`, shown in the tab bar with the image named
    /// `image` from the app's assets.
    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = .asset(image)
        self.value = value
        self.content = content()
    }

    public var body: some View {
        let page = content.tabItem {
            switch icon {
            case .symbol(let name): Label(title, systemImage: name)
            case .asset(let name): Label { Text(verbatim: title) } icon: { Image(name) }
            case nil: Text(title)
            }
        }
        if let value { page.tag(value) } else { page }
    }
}

/// The image of a ``Tab`` in the tab bar: a symbol or an image of the app's assets.
enum TabIcon: Hashable, Sendable {
    case symbol(String)
    case asset(String)
}

extension Tab where Value == Never {
    /// A page without a selection value.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = .symbol(systemImage)
        self.value = nil
        self.content = content()
    }

    /// A page without a selection value, shown in the tab bar with the
    /// image named `image` from the app's assets.
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = .asset(image)
        self.value = nil
        self.content = content()
    }

    /// A page titled `title`, without a symbol or a selection value.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = nil
        self.value = nil
        self.content = content()
    }
}
