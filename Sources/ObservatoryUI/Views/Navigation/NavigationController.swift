/// The path of one navigation stack (or split view's detail column): the
/// screens pushed above its root. Links push, back pops.
///
/// The path is observable: the stack's node re-renders its screens when it
/// changes, through the same registrar mechanism as any model.
@MainActor
final class NavigationController {
    /// One pushed screen.
    struct Entry {
        enum Destination {
            /// A destination view (`navigationDestination(isPresented:)`).
            case view(AnyView)
            /// A link's destination view, which follows the link: the link
            /// drawn again with a new destination updates the pushed screen.
            case link(LinkedDestination)
            /// A value, shown by a matching `navigationDestination(for:)`.
            case value(AnyHashable)
        }

        let id: Int
        let destination: Destination
        /// Called when the screen is popped (a `navigationDestination(isPresented:)`
        /// clears its binding).
        var onPop: (@MainActor () -> Void)? = nil
    }

    private let storage = StateStorage<[Entry]>([])
    /// Screens popped since the last push, the most recently popped last:
    /// going forward again (browser history) pushes them back.
    private var forward: [Entry.Destination] = []
    private var nextID = 0
    /// Destinations registered by `navigationDestination(for:)` inside the stack.
    private var destinations: [ObjectIdentifier: [DestinationProviding]] = [:]
    /// Whether a push replaces the path (a split view's detail column) or extends it.
    let replacesOnPush: Bool

    init(replacesOnPush: Bool = false) {
        self.replacesOnPush = replacesOnPush
    }

    /// The app's binding to the path (`NavigationStack(path:)`), if any: its
    /// values are then the screens below those that view links pushed.
    var boundPath: NavigationPathBinding?
    /// The ids given to the bound path's values, by position, so that a
    /// screen keeps its state while its value stays at its place.
    private var boundIDs: [(value: AnyHashable, id: Int)] = []

    /// The pushed screens, bottom first (tracked).
    var path: [Entry] {
        guard let boundPath else { return storage.value }
        let values = boundPath.get()
        var ids: [(value: AnyHashable, id: Int)] = []
        for (index, value) in values.enumerated() {
            if index < boundIDs.count, boundIDs[index].value == value, ids.count == index {
                ids.append(boundIDs[index])
            } else {
                nextID += 1
                ids.append((value, nextID))
            }
        }
        boundIDs = ids
        return ids.map { Entry(id: $0.id, destination: .value($0.value)) } + storage.value
    }

    /// Pushes a screen.
    func push(_ destination: Entry.Destination) {
        forward.removeAll()
        append(destination)
    }

    /// Pushes a view that a binding presents, and returns its entry's id:
    /// `onPop` runs when the screen leaves by any way but ``remove(_:)``.
    func present(_ view: AnyView, onPop: @escaping @MainActor () -> Void) -> Int {
        forward.removeAll()
        nextID += 1
        let entry = Entry(id: nextID, destination: .view(view), onPop: onPop)
        storage.value = replacesOnPush ? [entry] : storage.value + [entry]
        return entry.id
    }

    /// Pops the screen `id` and those above it, without calling its `onPop`
    /// (its binding already says it is gone).
    func remove(_ id: Int) {
        guard let index = storage.value.firstIndex(where: { $0.id == id }) else { return }
        let above = storage.value[(index + 1)...]
        storage.value.removeLast(storage.value.count - index)
        for entry in above.reversed() { entry.onPop?() }
    }

    private func append(_ destination: Entry.Destination) {
        if let boundPath, case .value(let value) = destination, storage.value.isEmpty {
            // A value onto a bound path: the app's path grows.
            boundPath.set(boundPath.get() + [value])
            return
        }
        nextID += 1
        let entry = Entry(id: nextID, destination: destination)
        storage.value = replacesOnPush ? [entry] : storage.value + [entry]
    }

    /// The pushed screen that the link `source` pushed, if it is still on
    /// the stack (untracked: a link reading it does not depend on the path).
    func linkedDestination(from source: ElementID) -> LinkedDestination? {
        for entry in storage.untrackedValue.reversed() {
            if case .link(let linked) = entry.destination, linked.source == source { return linked }
        }
        return nil
    }

    /// The screens pushed onto the stack's own path (not a bound path's), untracked.
    var pushedEntries: [Entry] { storage.untrackedValue }

    /// The number of screens above the root.
    private var depth: Int { (boundPath?.get().count ?? 0) + storage.value.count }

    /// Pops the top screen; returns whether there was one.
    @discardableResult
    func pop() -> Bool {
        guard depth > 0 else { return false }
        pop(toDepth: depth - 1)
        return true
    }

    /// Pops until `count` screens remain above the root.
    func pop(toDepth count: Int) {
        let entries = path
        guard count < entries.count, count >= 0 else { return }
        forward.append(contentsOf: entries[count...].reversed().map(\.destination))
        let bound = boundPath?.get().count ?? 0
        let removed: [Entry]
        if count >= bound {
            removed = Array(storage.value.suffix(storage.value.count - (count - bound)))
            storage.value.removeLast(storage.value.count - (count - bound))
        } else {
            removed = storage.value
            storage.value = []
            if let boundPath { boundPath.set(Array(boundPath.get().prefix(count))) }
        }
        for entry in removed.reversed() { entry.onPop?() }
    }

    /// Goes back (pops) or forward (pushes again what was popped) to `depth`
    /// screens above the root. Returns whether the depth could be reached.
    @discardableResult
    func navigate(toDepth depth: Int) -> Bool {
        let current = self.depth
        if depth < current {
            pop(toDepth: max(depth, 0))
            return depth >= 0
        }
        guard depth - current <= forward.count else { return false }
        for _ in current..<depth {
            append(forward.removeLast())
        }
        return true
    }

    func register(_ provider: DestinationProviding, for type: ObjectIdentifier) {
        destinations[type, default: []].append(provider)
    }

    func unregister(_ provider: DestinationProviding, for type: ObjectIdentifier) {
        destinations[type]?.removeAll { $0 === provider }
    }

    /// A value of a type registered inside the stack, from its mangled type
    /// name and JSON (a restored window's pushed value).
    func registeredValue(fromJSON json: Any, typeName: String) -> AnyHashable? {
        for providers in destinations.values {
            for provider in providers {
                if let value = provider.value(fromJSON: json, typeName: typeName) { return value }
            }
        }
        return nil
    }

    /// The destination view for `value` from a registration inside the stack.
    func registeredDestination(for value: AnyHashable) -> (any View)? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return destinations[type]?.last?.destination(for: value)
    }
}

/// A `navigationDestination(for:)` that can build a screen for a value.
@MainActor
protocol DestinationProviding: AnyObject {
    /// The view for `value`, or nil when the value's type is not this one's.
    /// Reading it is tracked, so screens follow changes to the builder.
    func destination(for value: AnyHashable) -> (any View)?
    /// A value of this destination's type from its JSON, when `typeName` (mangled) names that type.
    func value(fromJSON json: Any, typeName: String) -> AnyHashable?
}

/// The destination of a `NavigationLink(destination:)` on the stack. As in
/// SwiftUI, the pushed screen shows the destination the link was last drawn
/// with: a list re-rendered with a changed model updates the screen it pushed.
@MainActor
final class LinkedDestination {
    /// The link's element.
    let source: ElementID
    /// The destination view (tracked: the screen re-renders when it is replaced).
    let view: StateStorage<AnyView>

    init(source: ElementID, view: AnyView) {
        self.source = source
        self.view = StateStorage(view)
    }
}

private struct NavigatorKey: EnvironmentKey {
    static let defaultValue: NavigationController? = nil
}

extension EnvironmentValues {
    /// The stack that links push onto.
    var navigator: NavigationController? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }
}
