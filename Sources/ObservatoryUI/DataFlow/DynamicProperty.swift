/// A property of a view whose storage or inputs the runtime manages
/// (`@State`, `@Environment`, `@Binding`, `@Bindable`, `@AppStorage`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
///
/// The runtime finds these properties in a view before evaluating its body.
/// A struct of your own that groups such properties can conform too: the
/// wrappers inside it are connected to the view's node like the view's own.
public protocol DynamicProperty {
    /// A customization point kept for source compatibility with SwiftUI. The
    /// runtime connects the wrappers by reflection and does not call it.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A property wrapper whose storage lives in the view's node.
@MainActor
protocol NodeStorageProperty {
    /// Connects this copy of the wrapper to the node's storage.
    func attach(to context: inout NodeStorageContext)
}

/// Hands storage slots to the property wrappers of one view value, in
/// declaration order, so that the same property always gets the same slot.
@MainActor
struct NodeStorageContext {
    unowned let node: Node
    /// The slots of the node; created on first mount, reused afterwards.
    var slots: [AnyObject]
    private var nextSlot = 0
    /// The name of the property being attached, without the wrapper's `_`.
    var propertyName = ""
    /// The environment readers of the value, to refresh when the environment changes.
    var environmentReaders: [EnvironmentReader] = []
    /// The value's subscriptions to `ObservableObject`s.
    var objectSubscriptions: [any NodeObjectSubscription] = []

    init(node: Node, slots: [AnyObject]) {
        self.node = node
        self.slots = slots
    }

    /// The storage in the next slot, created by `make` on first mount.
    mutating func slot<T: AnyObject>(_ make: () -> T) -> T {
        defer { nextSlot += 1 }
        if nextSlot < slots.count, let existing = slots[nextSlot] as? T {
            return existing
        }
        let fresh = make()
        if nextSlot < slots.count {
            slots[nextSlot] = fresh
        } else {
            slots.append(fresh)
        }
        return fresh
    }

    /// Subscribes the node, in the next slot, to the `objectWillChange` of
    /// the object `source` gives (for the property being attached).
    mutating func subscribe<ObjectType: ObservableObject>(
        to source: @escaping () -> ObjectType?, wrapper: String
    ) {
        let node = node
        let property = propertyName
        let subscription = slot { ObjectWillChangeSubscription<ObjectType>(node: node, wrapper: wrapper, property: property) }
        subscription.source = source
        objectSubscriptions.append(subscription)
    }

    /// Registers an object whose changes name themselves in causes.
    func nameSource(_ source: any UpdateCauseDescribing) {
        node.graph.nameSource(source)
    }

    /// Registers a state storage so that causes name its owner and property.
    func nameState(_ storage: AnyObject, property: String) {
        node.graph.nameState(storage, owner: node.displayName, property: property)
    }
}

/// Finds the dynamic properties of a value and attaches them to a node.
@MainActor
enum DynamicProperties {
    /// Types known to have no dynamic properties, so they are not reflected again.
    private static var typesWithout: Set<ObjectIdentifier> = []

    /// What attaching one view value produced.
    struct Attached {
        /// The node's slots.
        var slots: [AnyObject]
        /// The value's environment readers.
        var readers: [EnvironmentReader] = []
        /// The value's subscriptions to `ObservableObject`s.
        var objectSubscriptions: [any NodeObjectSubscription] = []
    }

    /// Attaches every dynamic property of `value` to `node`.
    static func attach<Value>(_ value: Value, to node: Node, slots: [AnyObject]) -> Attached {
        let key = ObjectIdentifier(Value.self)
        if typesWithout.contains(key) { return Attached(slots: slots) }
        var context = NodeStorageContext(node: node, slots: slots)
        let found = attachChildren(of: value, context: &context)
        if !found { typesWithout.insert(key) }
        return Attached(
            slots: context.slots, readers: context.environmentReaders,
            objectSubscriptions: context.objectSubscriptions)
    }

    private static func attachChildren(of value: Any, context: inout NodeStorageContext) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any NodeStorageProperty {
                var name = child.label ?? ""
                if name.hasPrefix("_") { name.removeFirst() }
                context.propertyName = name
                property.attach(to: &context)
                found = true
            } else if child.value is any DynamicProperty || child.value is any Commands {
                // A `Commands` value's wrappers belong to the view that runs
                // its body (`CommandsBodyView`).
                found = true
                _ = attachChildren(of: child.value, context: &context)
            }
        }
        return found
    }
}
