import Foundation

/// `.onGeometryChange(for:of:action:)`: the page measures the modified view
/// (its own size, unlike a `GeometryReader`, which takes the space offered)
/// and the action runs when the value derived from the measurement changes.
struct GeometryChangeWatcher<Content: View, Value: Equatable>: View {
    let content: Content
    let transform: @MainActor (GeometryProxy) -> Value
    let action: @MainActor (Value, Value) -> Void
    @State private var last: Value?

    var body: some View {
        let seen = $last
        return GeometryWatchElement(content: content) { frame in
            let value = transform(GeometryProxy(frame: frame))
            guard value != seen.wrappedValue else { return }
            let old = seen.wrappedValue ?? value
            seen.wrappedValue = value
            action(old, value)
        }
    }
}

/// The element the page measures for ``GeometryChangeWatcher``: role
/// `geometryReader` with attribute `hugs`, sized by its content; it takes
/// `resize` events in window coordinates.
struct GeometryWatchElement<Content: View>: ElementView {
    let content: Content
    let measured: @MainActor (CGRect) -> Void

    static var role: ElementRole { .geometryReader }

    func attributes(in environment: EnvironmentValues) -> [String: String] { ["hugs": "true"] }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .resize(let frame) = event else { return false }
        measured(CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        return true
    }
}

extension View {
    /// Runs `action` with the value `transform` derives from this view's
    /// geometry, when the view is first measured and whenever the value changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
        action: @escaping @MainActor (_ newValue: T) -> Void
    ) -> some View {
        GeometryChangeWatcher(content: self, transform: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and new values `transform` derives from
    /// this view's geometry, whenever the value changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        GeometryChangeWatcher(content: self, transform: transform, action: action)
    }
}
