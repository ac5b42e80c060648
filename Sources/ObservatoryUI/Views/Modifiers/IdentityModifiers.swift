/// A view with an explicit identity: when `id` changes, the view is mounted
/// afresh and its state reset.
public struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
}

extension IDView: TransparentView {
    var transparentContent: (any View)? { content }
    var identityKey: AnyHashable? { AnyHashable(id) }
}

extension View {
    /// Gives this view an explicit identity. A new `id` means a new view:
    /// its state starts over.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(content: self, id: id)
    }
}
