import Foundation

/// A window's drag under way that began on one of its own views: the item
/// providers its `.onDrag` (or `.draggable`) made when the drag began. A
/// drop target of the same window reads them.
@MainActor
final class DragSession {
    /// The providers of the drag, empty when none is under way.
    private(set) var itemProviders: [NSItemProvider] = []

    /// A drag began with `providers`; it replaces any earlier one (the page
    /// sends no event when a drag ends outside every target).
    func begin(with providers: [NSItemProvider]) {
        itemProviders = providers
    }

    /// The drag was dropped: its providers are handed over and forgotten.
    func end() -> [NSItemProvider] {
        defer { itemProviders = [] }
        return itemProviders
    }
}

private struct DragSessionKey: EnvironmentKey {
    static var defaultValue: DragSession? { nil }
}

extension EnvironmentValues {
    /// The window's drag session (the root node places one per window).
    var dragSession: DragSession? {
        get { self[DragSessionKey.self] }
        set { self[DragSessionKey.self] = newValue }
    }
}
