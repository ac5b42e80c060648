import Foundation

/// The wrapper of `.onDrag` and `.draggable` (`modifier` `onDrag`): the page
/// lets the view be dragged, and when a drag begins the item providers are
/// made and held by the window for a drop target to read.
struct DragSourceElement<Content: View>: WrapperElement {
    static var modifierName: String { "onDrag" }

    let content: Content
    let makeProviders: @MainActor () -> [NSItemProvider]

    static var isInteractive: Bool { true }

    func parameters(in environment: EnvironmentValues) -> [String: String] { [:] }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .dragStart = event, let session = environment.dragSession else { return false }
        session.begin(with: makeProviders())
        return true
    }
}

extension View {
    /// Lets the view be dragged; `data` makes the item provider when a drag
    /// begins. A drop target of the same window receives it; a drag to
    /// another app or tab carries nothing.
    public func onDrag(_ data: @escaping @MainActor () -> NSItemProvider) -> some View {
        DragSourceElement(content: self) { [data()] }
    }

    /// Lets the view be dragged (the preview is the view itself: a browser
    /// drags a picture of the element).
    public func onDrag<Preview: View>(
        _ data: @escaping @MainActor () -> NSItemProvider, @ViewBuilder preview: () -> Preview
    ) -> some View {
        onDrag(data)
    }

    /// Lets the view be dragged, carrying `payload` in each representation
    /// its type exports.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> some View {
        DragSourceElement(content: self) { [NSItemProvider(transferable: payload())] }
    }

    /// Lets the view be dragged, carrying `payload` (the preview is the view
    /// itself: a browser drags a picture of the element).
    public func draggable<T: Transferable, Preview: View>(
        _ payload: @autoclosure @escaping @MainActor () -> T, @ViewBuilder preview: () -> Preview
    ) -> some View {
        DragSourceElement(content: self) { [NSItemProvider(transferable: payload())] }
    }
}
