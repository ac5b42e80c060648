/// The navigation container of iOS 13 to 15, which older apps still use:
/// a ``NavigationStack`` around its content.
///
/// ```swift
/// NavigationView {
///     List(items) { item in NavigationLink(item.name, destination: Detail(item)) }
///         .navigationBarTitle("Items")
/// }
/// ```
///
/// With one view inside, it is a ``NavigationStack``. With two or more (the
/// column style: a list, then the view the detail column shows until a
/// link replaces it), it is a ``NavigationSplitView`` of the first and the
/// last, which collapses into one stack at a phone's width as on an iPhone;
/// `.navigationViewStyle(.stack)` keeps it a stack of the views together.
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewIsStack) private var isStack

    /// A navigation container whose root screen is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack, or its columns in a split view.
    public var body: some View {
        if !isStack, let columns = (content as? any ViewColumns)?.columns, columns.count >= 2 {
            let sidebar = AnyView(erasing: columns[0]), detail = AnyView(erasing: columns[columns.count - 1])
            NavigationSplitView { sidebar } detail: { detail }
        } else {
            NavigationStack { content }
        }
    }
}

/// Views that a ``NavigationView`` can show as columns: those of a tuple.
@MainActor
protocol ViewColumns {
    /// The views, in order.
    var columns: [any View] { get }
}

extension TupleView: ViewColumns {
    var columns: [any View] { children }
}

private struct NavigationViewIsStackKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `.navigationViewStyle(.stack)` asks a ``NavigationView`` for
    /// one stack, whatever its content.
    var navigationViewIsStack: Bool {
        get { self[NavigationViewIsStackKey.self] }
        set { self[NavigationViewIsStackKey.self] = newValue }
    }
}

/// How a ``NavigationView`` lays out its screens.
public protocol NavigationViewStyle {}

/// One screen over another, whatever the navigation view holds.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns side by side on wide screens, one stack on a phone.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

/// The platform's choice: columns where there are several views and room.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen over another.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side where there is room.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets the style of the ``NavigationView``s inside:
    /// ``StackNavigationViewStyle`` keeps them one stack; the others show
    /// their columns side by side where there is room.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewIsStack, style is StackNavigationViewStyle)
    }

    /// The bar buttons of iOS 13: `leading` and `trailing` become toolbar
    /// items at `.topBarLeading` and `.topBarTrailing`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// The leading bar button of iOS 13 (a `.topBarLeading` toolbar item).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// The trailing bar button of iOS 13 (a `.topBarTrailing` toolbar item).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}

extension View {
    /// The title of iOS 13: the same as ``navigationTitle(_:)-(Text)``.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title of iOS 13, from a localized key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// The title of iOS 13, from a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The title of iOS 13 with its display mode.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of iOS 13, from a localized key, with its display mode.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of iOS 13, from a string, with its display mode.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
