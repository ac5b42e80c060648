/// Calls `action` with each value `publisher` emits while the view is in
/// the tree.
struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        OnReceiveNode(content: content, modifier: self, parent: parent)
    }
}

/// Subscribes when the view appears, follows a new publisher from the
/// parent, always calls the latest `action`, and cancels when the view
/// leaves the tree.
final class OnReceiveNode<Content: View, P: Publisher>: ModifierNode<Content, OnReceiveModifier<P>>
where P.Failure == Never {
    private let receiver = PublisherReceiver<P.Output>()
    private var cancellable: AnyCancellable?

    override func didMount() {
        receiver.action = modifier.action
        receiver.graph = graph
        subscribe()
    }

    override func modifierDidChange(from old: OnReceiveModifier<P>) {
        receiver.action = modifier.action
        // The same subject (compared by identity) keeps its subscription:
        // resubscribing would replay a current value or restart a timer.
        if !ViewInputs.valuesEqual(old.publisher, modifier.publisher) { subscribe() }
    }

    override func didUnmount() {
        cancellable?.cancel()
        cancellable = nil
        receiver.action = nil
    }

    private func subscribe() {
        cancellable?.cancel()
        cancellable = Self.deliver(modifier.publisher, to: receiver)
    }

    /// Nonisolated, so that the closure is too: a publisher may emit on any
    /// thread.
    private nonisolated static func deliver(_ publisher: P, to receiver: PublisherReceiver<P.Output>) -> AnyCancellable {
        publisher.sink { value in receiver.receive(value) }
    }
}

/// Hands values to the view's current `action` on the main actor.
///
/// A value emitted on the main actor is delivered at once, unless an
/// update is running (a `@Published` publisher emits its current value as
/// it is subscribed to, during the mount): then it waits for the update's
/// lifecycle callbacks, so that the action never mutates state mid-update.
/// A value emitted elsewhere is delivered in a main-actor task.
final class PublisherReceiver<Output>: @unchecked Sendable {
    // Read and written on the main actor only.
    var action: ((Output) -> Void)?
    weak var graph: ViewGraph?

    func receive(_ value: Output) {
        let box = UncheckedValue(value)
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { deliver(box.value) }
        } else {
            Task { @MainActor in self.deliver(box.value) }
        }
    }

    @MainActor
    private func deliver(_ value: Output) {
        guard let graph, graph.isUpdating else {
            action?(value)
            return
        }
        let box = UncheckedValue(value)
        graph.lifecycle.enqueue { [self] in action?(box.value) }
    }
}

/// A value carried to the main actor; the publisher's contract (one value
/// at a time, handed over) makes it safe.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Calls `action` with each value `publisher` emits, for as long as the
    /// view is in the tree, on the main actor.
    ///
    /// ```swift
    /// Text(status)
    ///     .onReceive(store.$status) { status = $0 }
    /// ```
    ///
    /// A parent passing the same subject again keeps the subscription; a
    /// different publisher is subscribed to instead.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
