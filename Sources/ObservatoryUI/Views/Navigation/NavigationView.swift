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
/// The browser shows it as the stack style that iPhones use; with two or
/// three views inside (the column style of an iPad), they are shown one after
/// the other in the root screen, not as columns.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container whose root screen is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a ``NavigationView`` lays out its screens.
public protocol NavigationViewStyle {}

/// One screen over another: what ``NavigationView`` shows in the browser.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns side by side on wide screens; the browser shows the stack style.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

/// The platform's choice: the stack style in the browser.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen over another.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns (shown as a stack in the browser).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice (a stack in the browser).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets the style of the ``NavigationView``s inside. Every style shows as
    /// a stack in the browser, which is what ``StackNavigationViewStyle`` asks.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
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
