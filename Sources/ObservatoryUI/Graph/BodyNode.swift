/// A node that evaluates a body inside an observation scope: a user view
/// (``CompositeNode``), a user view modifier, a `ForEach` row or an app's scene.
///
/// Every evaluation cancels the previous observation and installs a new one
/// on exactly what this evaluation read. Children are reconciled after the
/// scope closes, so their reads are never attributed to this node.
@MainActor
class BodyNode: Node {
    /// What the body mounted.
    private(set) var bodyNodes = ChildNodes.none
    /// The observation of the last evaluation's reads.
    private var tracking: ObservationHandle?

    /// What the view's dynamic properties attached; nil for the many views
    /// that have none, which pay one bit for them (``Node/attachedProperties``).
    private var attached: AttachedProperties? {
        get { attachedProperties }
        set { attachedProperties = newValue }
    }

    /// Storage of the view's `@State` properties, by declaration order.
    var slots: [AnyObject] { attached?.slots ?? [] }
    /// The environment readers of the current view value.
    var environmentReaders: [EnvironmentReader] { attached?.environmentReaders ?? [] }
    /// The current view value's subscriptions to `ObservableObject`s
    /// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
    private var objectSubscriptions: [any NodeObjectSubscription] { attached?.objectSubscriptions ?? [] }

    /// A body node under `parent`; while a lazy row mounts again
    /// (``ViewGraph/restoring``), seeded with the slots it had.
    override init(parent: Node?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(parent: parent, graph: graph, environment: environment)
        // A lazy row coming back: its state slots, before the properties attach.
        if let restoring = graph.restoring, let slots = restoring.slots(for: self) {
            attached = AttachedProperties(nodeID: id, slots: slots, environmentReaders: [], objectSubscriptions: [])
        }
    }

    /// Whether evaluations count in ``EvaluationStatistics`` (built-in
    /// modifiers do not: they are not bodies a user wrote).
    var recordsStatistics: Bool { true }

    /// Whether an evaluation for `causes` counts in ``EvaluationStatistics``.
    func recordsEvaluation(for causes: [UpdateCause]) -> Bool { recordsStatistics }

    /// The name evaluations are recorded under.
    var statisticsName: String { displayName }

    /// The type evaluations are counted under (named ``statisticsName``).
    var statisticsType: Any.Type { viewType }

    /// Produces the body; runs inside the observation scope. A subclass
    /// overrides this or, when its body has a static type,
    /// ``evaluateBody(causes:counted:)``.
    func makeBody() -> any View { fatalError("subclass responsibility") }

    /// Connects the dynamic properties of `value` to this node.
    func attachProperties<Value>(of value: Value) {
        let result = DynamicProperties.attach(value, to: self, slots: slots)
        if result.slots.isEmpty && result.readers.isEmpty && result.objectSubscriptions.isEmpty {
            attached = nil
            return
        }
        if let attached {
            // Updated in place: a re-render allocates no new box.
            attached.slots = result.slots
            attached.environmentReaders = result.readers
            attached.objectSubscriptions = result.objectSubscriptions
        } else {
            attached = AttachedProperties(
                nodeID: id, slots: result.slots, environmentReaders: result.readers, objectSubscriptions: result.objectSubscriptions)
        }
        for reader in result.readers { reader.environment = environment }
    }

    /// Evaluates the body now, for the causes pending (or as a first mount).
    final func evaluate() {
        let causes = pendingCauses.isEmpty ? [UpdateCause.mounted] : pendingCauses
        pendingCauses = []
        let records = recordsEvaluation(for: causes)
        if records {
            graph.statistics.record(nodeID: id, type: statisticsType, name: { statisticsName }, causes: causes)
        }
        evaluateBody(causes: causes, counted: records)
    }

    /// Evaluates the body and reconciles the children with it, through
    /// ``makeBody()``. A subclass whose body has a static type overrides
    /// this with ``evaluate(causes:counted:body:)``, so that the body is
    /// never boxed in an `any View` (a body larger than three words would
    /// be, on every evaluation).
    func evaluateBody(causes: [UpdateCause], counted: Bool) {
        evaluateExistential(causes: causes, counted: counted, body: makeBody)
    }

    /// Evaluates `body` inside the observation scope, then reconciles the
    /// children with what it returned.
    final func evaluate<Body: View>(causes: [UpdateCause], counted: Bool, body: () -> Body) {
        evaluate(causes: causes, counted: counted, body: body) { reconcile(&$0, with: $1, leaves: .asNodes) }
    }

    /// ``evaluate(causes:counted:body:)`` for a body typed `any View`
    /// (opened once, for the reconciliation).
    private func evaluateExistential(causes: [UpdateCause], counted: Bool, body: () -> any View) {
        evaluate(causes: causes, counted: counted, body: body) { (children: inout ChildNodes, body: any View) in
            reconcile(&children, with: body, leaves: .asNodes)
        }
    }

    /// The evaluation: `body` inside the observation scope, then
    /// `reconcileChildren` after the scope closes. While the graph is
    /// inspected, also logs the old and new values of the changes this body
    /// observes, times the body, and notes the elements it produced (in the
    /// inspector, when the evaluation counts).
    private func evaluate<Body>(
        causes: [UpdateCause], counted: Bool, body makeBody: () -> Body,
        reconcileChildren: (inout ChildNodes, Body) -> Void
    ) {
        guard let inspector = graph.inspector else {
            prepareEvaluation()
            let body: Body
            (body, tracking) = observingReads({
                BodyEvaluation.run(self, causes: causes, makeBody)
            }, replacing: tracking)
            reconcileChildren(&bodyNodes, body)
            return
        }
        let slot = counted ? inspector.beginEvaluation(nodeID: id, viewType: statisticsName, causes: causes) : nil
        prepareEvaluation()
        let start = ContinuousClock.now
        let body: Body
        (body, tracking) = observingReads({
            BodyEvaluation.run(self, causes: causes, makeBody)
        }, replacing: tracking, logging: inspector.mutations)
        let duration = ContinuousClock.now - start
        reconcileChildren(&bodyNodes, body)
        if let slot {
            var elements: [Element] = []
            bodyNodes.collectElements(into: &elements)
            inspector.finishEvaluation(slot, duration: duration, elements: elements.map(\.id))
        }
    }

    /// Resets what the last evaluation recorded, and subscribes to the
    /// `ObservableObject`s the view holds now.
    private func prepareEvaluation() {
        for reader in environmentReaders { reader.recorder.reset() }
        for subscription in objectSubscriptions { subscription.refresh() }
    }

    override func rerun() {
        evaluate()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        for reader in environmentReaders {
            reader.environment = environment
        }
        for reader in environmentReaders {
            if let key = reader.recorder.firstChange(in: environment) {
                graph.invalidate(self, cause: .environment(key.name))
                break
            }
        }
        bodyNodes.forEach { $0.environmentDidChange(environment) }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        bodyNodes.forEach(body)
    }

    override func didUnmount() {
        tracking?.cancel()
        tracking = nil
        for subscription in objectSubscriptions { subscription.cancel() }
        graph.forgetStates(slots)
    }
}

/// The storage and subscriptions a view's dynamic properties attached to
/// its node (see ``BodyNode``), kept in the graph's table by node id.
@MainActor
final class AttachedProperties: @MainActor IDTableEntry {
    /// The id of the node they are attached to.
    let nodeID: Int
    var slots: [AnyObject]
    var environmentReaders: [EnvironmentReader]
    var objectSubscriptions: [any NodeObjectSubscription]
    var isRemoved = false

    var tableID: Int { nodeID }

    init(
        nodeID: Int, slots: [AnyObject], environmentReaders: [EnvironmentReader],
        objectSubscriptions: [any NodeObjectSubscription]
    ) {
        self.nodeID = nodeID
        self.slots = slots
        self.environmentReaders = environmentReaders
        self.objectSubscriptions = objectSubscriptions
    }
}

/// The node of a view with a `body`.
final class CompositeNode<V: View>: BodyNode {
    private(set) var view: V

    init(view: V, parent: Node) {
        self.view = view
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        attachProperties(of: view)
        evaluate()
    }

    override var viewType: Any.Type { V.self }

    override func evaluateBody(causes: [UpdateCause], counted: Bool) {
        evaluate(causes: causes, counted: counted) { view.body }
    }

    override func update(with newView: any View) {
        let newView = newView as! V
        if !ViewInputs.equal(view, newView) {
            view = newView
            attachProperties(of: newView)
            if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        }
        if !pendingCauses.isEmpty { evaluate() }
    }
}
