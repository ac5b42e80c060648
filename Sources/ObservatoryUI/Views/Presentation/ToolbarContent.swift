/// The items of a toolbar: ``ToolbarItem``, ``ToolbarItemGroup``, what
/// ``ToolbarContentBuilder`` combines them into, or a type of your own whose
/// ``body`` is toolbar content.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     let save: () -> Void
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content that ``body`` returns.
    associatedtype Body: ToolbarContent
    /// The items this content is made of. The library's items have a
    /// `Never` body: the runtime renders them directly.
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content the runtime renders itself, as views.
@MainActor
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    /// The views of the items: one `slot` element (`name=toolbarItem`) per item.
    var itemsView: any View { get }
}

extension PrimitiveToolbarContent {
    /// The library's items have no body.
    public var body: Never {
        fatalError("Observatory: \(Self.self) is rendered by the runtime and has no body")
    }
}

/// One item of a toolbar: `content` at `placement`. It renders as a `slot`
/// element with attributes `name=toolbarItem` and `placement`, whose children
/// are the content's elements.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarTrailing) {
///     Toggle("Newest First", isOn: $store.sortNewestFirst)
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let itemID: String?
    let content: Content
}

extension ToolbarItem where ID == Void {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: nil, content: content())
    }
}

extension ToolbarItem where ID == String {
    /// An item identified by `id` (for customizable toolbars; the slot's
    /// `id` attribute), showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: id, content: content())
    }
}

extension ToolbarItem: PrimitiveToolbarContent {
    var itemsView: any View {
        var attributes = ["name": "toolbarItem", "placement": placement.name]
        if let itemID { attributes["id"] = itemID }
        return StructuralElement(role: .slot, attributes: attributes) { content }
    }
}

/// Several views placed together in a toolbar, such as the buttons of a
/// bottom bar. It renders as one `slot` element (`name=toolbarItem`,
/// `placement`) whose children are the views' elements.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Load") { … }
///     Button("Save") { … }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group showing the views of `content` together at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    var itemsView: any View {
        StructuralElement(role: .slot, attributes: ["name": "toolbarItem", "placement": placement.name]) { content }
    }
}

/// Several toolbar items in sequence, as ``ToolbarContentBuilder`` builds
/// them from a block with more than one statement.
public struct TupleToolbarContent<T>: ToolbarContent {
    let itemsView: any View

    init<each Item: ToolbarContent>(_ items: repeat each Item) where T == (repeat each Item) {
        itemsView = TupleView((repeat ToolbarItemsView(content: each items)))
    }
}

extension TupleToolbarContent: PrimitiveToolbarContent {}

/// The toolbar content an `if`/`else` or `switch` builds: one of two branches.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    let itemsView: any View
}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var itemsView: any View { map { ToolbarItemsView(content: $0) } }
}

/// Builds toolbar content from the statements of a closure: items, groups,
/// plain views (each an item at the ``ToolbarItemPlacement/automatic``
/// placement), `if`/`else` and `switch`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// Passes toolbar content through unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A plain view becomes an item at the automatic placement.
    public static func buildExpression<Content: View>(_ content: Content) -> ToolbarItem<Void, Content> {
        ToolbarItem(placement: .automatic, itemID: nil, content: content)
    }

    /// A single item is passed through unchanged.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items become a ``TupleToolbarContent`` (any number: parameter packs).
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent(repeat each content)
    }

    /// An `if` without `else` builds optional content.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(
            itemsView: _ConditionalContent<ToolbarItemsView<TrueContent>, ToolbarItemsView<FalseContent>>(
                storage: .trueContent(ToolbarItemsView(content: first))))
    }

    /// The `else` branch of `if`/`else` or a later `switch` case.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(
            itemsView: _ConditionalContent<ToolbarItemsView<TrueContent>, ToolbarItemsView<FalseContent>>(
                storage: .falseContent(ToolbarItemsView(content: second))))
    }
}

/// Renders toolbar content as views: the library's items directly, a
/// content type of your own through its body (evaluated in its own node, so
/// its `@State` and `@Environment` properties work and its reads are tracked).
struct ToolbarItemsView<Content: ToolbarContent>: TransparentView {
    let content: Content

    var transparentContent: (any View)? {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.itemsView }
        return CustomToolbarContentView(content: ToolbarContentProperties(value: content))
    }
}

/// Evaluates the body of a toolbar content type of your own.
struct CustomToolbarContentView<Content: ToolbarContent>: View {
    let content: ToolbarContentProperties<Content>

    var body: ToolbarItemsView<Content.Body> {
        ToolbarItemsView(content: content.value.body)
    }
}

/// Lets the node of a ``CustomToolbarContentView`` find the dynamic
/// properties (`@State`, `@Environment`…) of the content it holds: the
/// runtime looks through dynamic properties, and this one reflects as the
/// content itself.
struct ToolbarContentProperties<Value>: DynamicProperty, CustomReflectable {
    let value: Value

    var customMirror: Mirror { Mirror(reflecting: value) }
}

/// Actions in a menu that the navigation title opens (iOS 16): a page puts
/// the menu, marked with a chevron, in the middle of the navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarTitleMenu {
///         Button("Rename…") { renaming = true }
///         Button("Duplicate") { duplicate() }
///     }
/// }
/// ```
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
    var itemsView: any View {
        StructuralElement(role: .slot, attributes: ["name": "toolbarItem", "placement": ToolbarItemPlacement.principal.name]) {
            Menu { content } label: { Image(systemName: "chevron.down.circle.fill").accessibilityLabel("Title menu") }
        }
    }
}
