/// Subscribes one node to the `objectWillChange` of the `ObservableObject` a
/// wrapper holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
///
/// This is the old model's broadcast: whichever property changes, and
/// whether or not the body read it, the node re-runs. The subscription lives
/// in a slot of the node; the wrapper points ``source`` at its object when
/// it is attached, the node calls ``refresh()`` before each evaluation (so a
/// new object, from the parent or the environment, is subscribed to before
/// the body reads it) and ``cancel()`` when it leaves the tree.
@MainActor
final class ObjectWillChangeSubscription<ObjectType: ObservableObject>: NodeObjectSubscription {
    private let nodeID: Int
    private let queue: UpdateQueue
    private let wrapper: String
    private let property: String
    /// The object to be subscribed to now; nil when there is none (an
    /// environment object no ancestor placed).
    var source: () -> ObjectType? = { nil }
    private var subscribed: ObjectType?
    private var cancellable: AnyCancellable?

    init(node: Node, wrapper: String, property: String) {
        nodeID = node.id
        queue = node.graph.queue
        node.becomeObserver()
        self.wrapper = wrapper
        self.property = property
    }

    func refresh() {
        let object = source()
        guard object !== subscribed else { return }
        cancellable?.cancel()
        cancellable = nil
        subscribed = object
        guard let object else { return }
        let cause = UpdateCause.objectWillChange(ObjectWillChange(
            wrapper: wrapper, property: property,
            typeName: ViewGraph.displayName(of: ObjectType.self), object: ObjectIdentifier(object)))
        cancellable = Self.invalidate(nodeID, through: queue, cause: cause, whenever: object)
    }

    /// Invalidates the node before each change of `object`. Nonisolated, so
    /// that the closure is too: it runs on whichever thread mutates (before
    /// the change; the update it schedules runs after the current event or
    /// turn, and reads the new value). A send off the main actor races with
    /// that update, as in SwiftUI: it is reported once per type.
    private nonisolated static func invalidate(
        _ nodeID: Int, through queue: UpdateQueue, cause: UpdateCause, whenever object: ObjectType
    ) -> AnyCancellable {
        object.objectWillChange.sink { _ in
            if !MainQueue.isCurrent, case .objectWillChange(let change) = cause {
                RuntimeWarnings.warnOnce(
                    key: "objectWillChange off the main actor: \(change.typeName)",
                    "\(change.typeName) sent objectWillChange from a background thread. Views update on the main "
                        + "actor and may read the value before it is written: make changes on the main actor "
                        + "(for example with receive(on:) or @MainActor).")
            }
            queue.invalidate(nodeID, cause: cause)
        }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        subscribed = nil
    }
}

/// A node's subscription to an object's changes, refreshed before each
/// evaluation and cancelled when the node leaves the tree.
@MainActor
protocol NodeObjectSubscription: AnyObject {
    /// Subscribes to the current object, if it is not the one subscribed to.
    func refresh()
    /// Stops listening.
    func cancel()
}
