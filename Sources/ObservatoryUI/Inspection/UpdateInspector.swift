/// Records, for each update of a graph, what caused it and what it cost:
/// the mutations with their old and new values, and every body evaluation
/// with its causes, duration and topmost elements.
///
/// Off by default: a graph's ``ViewGraph/inspector`` is nil, and the update
/// loop then pays one nil check per update and per evaluation. Set it to
/// turn inspection on (ObservatoryWeb's `--inspect`, or a test):
///
/// ```swift
/// graph.inspector = UpdateInspector()
/// model.progress = 0.5
/// graph.update()
/// graph.inspector?.lastReport?.mutations   // [Model(0x…).progress: 0.4 → 0.5]
/// ```
@MainActor
public final class UpdateInspector {
    /// The reports of the most recent updates, oldest first (at most ``capacity``).
    public private(set) var reports: [UpdateReport] = []
    /// How many reports are kept.
    public let capacity: Int
    /// Mutations seen by observation callbacks since the last update.
    let mutations = MutationLog()
    private var evaluations: [UpdateReport.Evaluation] = []
    private var updateStart: ContinuousClock.Instant?

    /// Creates an inspector that keeps the last `capacity` reports.
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// The report of the last update, if any ran since inspection began.
    public var lastReport: UpdateReport? { reports.last }

    /// Forgets every report.
    public func removeAll() { reports.removeAll() }

    func beginUpdate() {
        evaluations.removeAll()
        updateStart = .now
    }

    /// Reserves the place of an evaluation that starts now (a parent's comes
    /// before those of the children it mounts).
    func beginEvaluation(nodeID: Int, viewType: String, causes: [UpdateCause]) -> Int {
        evaluations.append(UpdateReport.Evaluation(
            nodeID: nodeID, viewType: viewType, causes: causes, duration: .zero, elements: []))
        return evaluations.count - 1
    }

    func finishEvaluation(_ index: Int, duration: Duration, elements: [ElementID]) {
        guard evaluations.indices.contains(index) else { return }
        evaluations[index].duration = duration
        evaluations[index].elements = elements
    }

    /// Closes the report of the update that just ran.
    func finishUpdate(number: Int, naming name: (UpdateCause) -> UpdateCause) {
        var mutations = self.mutations.drain().map { entry in
            UpdateReport.Mutation(
                cause: name(.observed(entry.property)), oldValue: entry.oldValue, newValue: entry.newValue)
        }
        // An ObservableObject's broadcast names no property and carries no
        // values: list each object that sent one, once.
        var broadcasters: Set<ObjectIdentifier> = []
        for evaluation in evaluations {
            for case .objectWillChange(let change) in evaluation.causes where broadcasters.insert(change.object).inserted {
                mutations.append(UpdateReport.Mutation(cause: .objectWillChange(change), oldValue: nil, newValue: nil))
            }
        }
        let duration = updateStart.map { ContinuousClock.now - $0 } ?? .zero
        reports.append(UpdateReport(
            number: number, mutations: mutations, evaluations: evaluations, duration: duration))
        evaluations.removeAll()
        updateStart = nil
        if reports.count > capacity { reports.removeFirst(reports.count - capacity) }
    }
}
