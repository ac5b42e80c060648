/// A type-erased view. When the wrapped view's type changes, its old
/// content leaves the tree and the new one is mounted.
public struct AnyView: View {
    let storage: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            storage = already.storage
        } else {
            storage = view
        }
    }

    /// Wraps `view` when it is a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }
}

extension AnyView: TransparentView {
    var transparentContent: (any View)? { storage }
}
