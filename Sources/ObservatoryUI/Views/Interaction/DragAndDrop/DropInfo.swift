import Foundation

/// What a ``DropDelegate`` learns of a drag over its view: where it is,
/// and the item providers it carries.
public struct DropInfo: Sendable {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether an item conforms to one of `typeIdentifiers`.
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        providers.contains { provider in typeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// The providers of the items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// The providers of the items that conform to one of `typeIdentifiers`.
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        providers.filter { provider in typeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// What a drop would do.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled.
    case cancel
    /// The view takes no drop here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// What a ``DropDelegate`` proposes while a drag moves over its view.
public struct DropProposal: Sendable, Hashable {
    /// The operation.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// The object a view's `.onDrop(of:delegate:)` asks about each step of a
/// drag over it. Only ``performDrop(info:)`` is required.
@MainActor
public protocol DropDelegate {
    /// Whether the drag may drop here (by default: it carries an item of the
    /// modifier's types). A drag that may not is neither entered nor dropped.
    func validateDrop(info: DropInfo) -> Bool
    /// The drag was dropped; returns whether the drop was taken.
    func performDrop(info: DropInfo) -> Bool
    /// The drag came over the view.
    func dropEntered(info: DropInfo)
    /// The drag moved over the view; the proposal is what a drop would do.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Any drag that carries one of the modifier's types may drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing.
    public func dropEntered(info: DropInfo) {}
    /// No proposal: a copy.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing.
    public func dropExited(info: DropInfo) {}
}
