/// Runs `action` after the view appears.
struct OnAppearModifier: PrimitiveModifier {
    let action: @MainActor () -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        LifecycleNode(content: content, modifier: self, parent: parent)
    }
}

/// Runs `action` after the view disappears.
struct OnDisappearModifier: PrimitiveModifier {
    let action: @MainActor () -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        LifecycleNode(content: content, modifier: self, parent: parent)
    }
}

/// Starts a task when the view appears, cancels it when it disappears, and
/// restarts it when `id` changes.
struct TaskModifier: PrimitiveModifier {
    let id: AnyHashable?
    let action: @MainActor () async -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        LifecycleNode(content: content, modifier: self, parent: parent)
    }
}

/// Calls `action(old, new)` when `value` changes between updates.
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        LifecycleNode(content: content, modifier: self, parent: parent)
    }
}

/// What a lifecycle modifier does at mount, update and unmount.
@MainActor
protocol LifecycleBehavior: ViewModifier {
    func appeared(node: Node, state: inout LifecycleState)
    func changed(from old: Self, node: Node, state: inout LifecycleState)
    func disappeared(node: Node, state: inout LifecycleState)
}

/// Per-node state of a lifecycle modifier (the running task).
struct LifecycleState {
    var taskID: Int?
}

/// The node of the lifecycle modifiers.
final class LifecycleNode<Content: View, Modifier: LifecycleBehavior>: ModifierNode<Content, Modifier> {
    private var state = LifecycleState()

    override func didMount() {
        modifier.appeared(node: self, state: &state)
    }

    override func modifierDidChange(from old: Modifier) {
        modifier.changed(from: old, node: self, state: &state)
    }

    override func didUnmount() {
        modifier.disappeared(node: self, state: &state)
    }
}

extension OnAppearModifier: LifecycleBehavior {
    func appeared(node: Node, state: inout LifecycleState) {
        node.graph.lifecycle.enqueue(action)
    }
    func changed(from old: Self, node: Node, state: inout LifecycleState) {}
    func disappeared(node: Node, state: inout LifecycleState) {}
}

extension OnDisappearModifier: LifecycleBehavior {
    func appeared(node: Node, state: inout LifecycleState) {}
    func changed(from old: Self, node: Node, state: inout LifecycleState) {}
    func disappeared(node: Node, state: inout LifecycleState) {
        node.graph.lifecycle.enqueue(action)
    }
}

extension TaskModifier: LifecycleBehavior {
    func appeared(node: Node, state: inout LifecycleState) {
        state.taskID = node.graph.tasks.start(action)
    }
    func changed(from old: Self, node: Node, state: inout LifecycleState) {
        guard old.id != id else { return }
        if let running = state.taskID { node.graph.tasks.cancel(running) }
        state.taskID = node.graph.tasks.start(action)
    }
    func disappeared(node: Node, state: inout LifecycleState) {
        if let running = state.taskID { node.graph.tasks.cancel(running) }
        state.taskID = nil
    }
}

extension OnChangeModifier: LifecycleBehavior {
    func appeared(node: Node, state: inout LifecycleState) {
        if initial {
            let value = self.value
            let action = self.action
            node.graph.lifecycle.enqueue { action(value, value) }
        }
    }
    func changed(from old: Self, node: Node, state: inout LifecycleState) {
        guard old.value != value else { return }
        let (oldValue, newValue, action) = (old.value, value, self.action)
        node.graph.lifecycle.enqueue { action(oldValue, newValue) }
    }
    func disappeared(node: Node, state: inout LifecycleState) {}
}

extension View {
    /// Runs `action` after this view appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(OnAppearModifier(action: action ?? {}))
    }

    /// Runs `action` after this view disappears.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(OnDisappearModifier(action: action ?? {}))
    }

    /// Starts `action` when this view appears and cancels it when the view
    /// disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, action: action))
    }

    /// Like ``task(priority:_:)``, and also cancels and restarts the task when `id` changes.
    public func task<T: Equatable & Hashable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: AnyHashable(value), action: action))
    }

    /// Calls `action` with the old and new value when `value` changes; with
    /// `initial`, also once when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Calls `action` when `value` changes; with `initial`, also once when the view appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Calls `action` with the new value when `value` changes: the form
    /// before iOS 17 (`.onChange(of: query) { newValue in … }`), which
    /// SwiftUI deprecates in favour of the zero- and two-parameter ones.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
