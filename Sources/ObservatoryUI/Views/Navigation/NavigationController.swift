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
            /// A link's destination view.
            case view(AnyView)
            /// A value, shown by a matching `navigationDestination(for:)`.
            case value(AnyHashable)
        }

        let id: Int
        let destination: Destination
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

    /// The pushed screens, bottom first (tracked).
    var path: [Entry] { storage.value }

    /// Pushes a screen.
    func push(_ destination: Entry.Destination) {
        forward.removeAll()
        append(destination)
    }

    private func append(_ destination: Entry.Destination) {
        nextID += 1
        let entry = Entry(id: nextID, destination: destination)
        storage.value = replacesOnPush ? [entry] : storage.value + [entry]
    }

    /// Pops the top screen; returns whether there was one.
    @discardableResult
    func pop() -> Bool {
        guard !storage.value.isEmpty else { return false }
        pop(toDepth: storage.value.count - 1)
        return true
    }

    /// Pops until `count` screens remain above the root.
    func pop(toDepth count: Int) {
        guard count < storage.value.count, count >= 0 else { return }
        forward.append(contentsOf: storage.value[count...].reversed().map(\.destination))
        storage.value.removeLast(storage.value.count - count)
    }

    /// Goes back (pops) or forward (pushes again what was popped) to `depth`
    /// screens above the root. Returns whether the depth could be reached.
    @discardableResult
    func navigate(toDepth depth: Int) -> Bool {
        let current = storage.value.count
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
