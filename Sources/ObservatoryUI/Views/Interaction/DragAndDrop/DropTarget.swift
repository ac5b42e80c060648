import Foundation

/// The wrapper of `.onDrop` and `.dropDestination` (`modifier` `onDrop`):
/// the page reports drags over the view, and the delegate decides.
///
/// A drag of this window carries the providers its source made; a drag from
/// outside carries providers of what the page hands over: text, URLs and
/// files (uploaded first). While an outside drag moves, its providers name
/// their types only; their data comes with the drop.
struct DropTargetElement<Content: View>: WrapperElement {
    static var modifierName: String { "onDrop" }

    let content: Content
    let contentTypes: [UTType]
    let isTargeted: Binding<Bool>?
    let delegate: any DropDelegate

    static var isInteractive: Bool { true }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        // What a drag from outside may bring, for the page to accept it.
        var kinds: [String] = []
        if contentTypes.contains(where: { UTType.fileURL.conforms(to: $0) || $0.conforms(to: .data) || $0.conforms(to: .content) }) {
            kinds.append("files")
        }
        if contentTypes.contains(where: { UTType.utf8PlainText.conforms(to: $0) }) { kinds.append("text") }
        if contentTypes.contains(where: { UTType.url.conforms(to: $0) }) { kinds.append("urls") }
        return ["accepts": kinds.joined(separator: " ")]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .drop(let sample) = event else { return false }
        let providers: [NSItemProvider]
        switch sample.payload {
        case .window:
            providers = sample.phase == .performed
                ? environment.dragSession?.end() ?? [] : environment.dragSession?.itemProviders ?? []
        case .outside(let drag):
            providers = Self.providers(of: drag, dropped: sample.phase == .performed)
        }
        let info = DropInfo(location: CGPoint(x: sample.location.x, y: sample.location.y), providers: providers)
        let accepted = info.hasItemsConforming(to: contentTypes) && delegate.validateDrop(info: info)
        switch sample.phase {
        case .entered:
            guard accepted else { return true }
            isTargeted?.wrappedValue = true
            delegate.dropEntered(info: info)
        case .updated:
            guard accepted else { return true }
            _ = delegate.dropUpdated(info: info)
        case .exited:
            isTargeted?.wrappedValue = false
            delegate.dropExited(info: info)
        case .performed:
            isTargeted?.wrappedValue = false
            guard accepted else { return true }
            _ = delegate.performDrop(info: DropInfo(location: info.location, providers: info.itemProviders(for: contentTypes)))
        }
        return true
    }

    /// Providers of an outside drag: with its data once dropped, and of its
    /// types only while it moves.
    static func providers(of drag: OutsideDrag, dropped: Bool) -> [NSItemProvider] {
        guard dropped else {
            let provider = NSItemProvider()
            let notYet: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? = { done in
                done(nil, CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "The data comes with the drop."]))
                return nil
            }
            if drag.hasFiles {
                provider.registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all, loadHandler: notYet)
                provider.registerDataRepresentation(forTypeIdentifier: UTType.data.identifier, visibility: .all, loadHandler: notYet)
            }
            if drag.hasURLs {
                provider.registerDataRepresentation(forTypeIdentifier: UTType.url.identifier, visibility: .all, loadHandler: notYet)
            }
            if drag.hasText {
                provider.registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier, visibility: .all, loadHandler: notYet)
            }
            return provider.registeredTypeIdentifiers.isEmpty ? [] : [provider]
        }
        var providers = drag.files.compactMap { NSItemProvider(contentsOf: $0) }
        providers += drag.urls.map { NSItemProvider(object: $0 as NSURL) }
        if let text = drag.text, drag.urls.isEmpty { providers.append(NSItemProvider(object: text as NSString)) }
        return providers
    }
}

/// The delegate of the closure forms of `.onDrop`.
private struct ClosureDropDelegate: DropDelegate {
    let perform: @MainActor ([NSItemProvider], CGPoint) -> Bool

    func performDrop(info: DropInfo) -> Bool { perform(info.providers, info.location) }
}

/// The delegate of `.dropDestination(for:action:isTargeted:)`: each item
/// is read as `T`, then the action runs on the main actor with them all.
private struct TransferableDropDelegate<T: Transferable>: DropDelegate {
    let action: @MainActor ([T], CGPoint) -> Bool
    let isTargeted: @MainActor (Bool) -> Void

    func validateDrop(info: DropInfo) -> Bool {
        info.providers.contains { $0.canLoadTransferable(T.self) }
    }

    func dropEntered(info: DropInfo) { isTargeted(true) }
    func dropExited(info: DropInfo) { isTargeted(false) }

    func performDrop(info: DropInfo) -> Bool {
        isTargeted(false)
        let providers = info.providers.filter { $0.canLoadTransferable(T.self) }
        let location = info.location
        let action = self.action
        Task { @MainActor in
            var items: [T] = []
            for provider in providers {
                if let item = await Self.load(from: provider) { items.append(item.item) }
            }
            if !items.isEmpty { _ = action(items, location) }
        }
        return true
    }

    private static func load(from provider: NSItemProvider) async -> UncheckedTransferable<T>? {
        await withCheckedContinuation { continuation in
            provider.loadTransferable(type: T.self) { result in
                continuation.resume(returning: (try? result.get()).map(UncheckedTransferable.init))
            }
        }
    }
}

extension View {
    /// Takes drops of items of `supportedContentTypes`; `action` gets their
    /// providers and returns whether it took them. `isTargeted` is true
    /// while such a drag is over the view.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View {
        DropTargetElement(
            content: self, contentTypes: supportedContentTypes, isTargeted: isTargeted,
            delegate: ClosureDropDelegate { providers, _ in action(providers) })
    }

    /// Takes drops of items of `supportedContentTypes`; `action` also gets
    /// where the drop was, in the view.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        DropTargetElement(
            content: self, contentTypes: supportedContentTypes, isTargeted: isTargeted,
            delegate: ClosureDropDelegate(perform: action))
    }

    /// Takes drops of items of `supportedContentTypes`, asking `delegate`
    /// at each step of a drag over the view.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        DropTargetElement(content: self, contentTypes: supportedContentTypes, isTargeted: nil, delegate: delegate)
    }

    /// Takes drops of items of the types named by `supportedTypes`
    /// (identifiers, the form before `UTType`).
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
    }

    /// Takes drops of items of the types named by `supportedTypes`, with
    /// where the drop was.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
    }

    /// Takes drops of items of the types named by `supportedTypes`, asking `delegate`.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.compactMap { UTType($0) }, delegate: delegate)
    }

    /// Takes drops of values of `payloadType`: each dropped item is read as
    /// one, and `action` gets them with where the drop was. `isTargeted`
    /// learns when a drag of such values comes over the view and leaves.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T], CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        let types = T.transferConversions.filter { $0.importing != nil }.map(\.contentType)
        return DropTargetElement(
            content: self, contentTypes: types, isTargeted: nil,
            delegate: TransferableDropDelegate(action: action, isTargeted: isTargeted))
    }
}
