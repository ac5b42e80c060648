import ObservatoryUI

/// Body evaluations: how often each view's body ran, and why.
///
/// Counts run from the mount (or the last ``resetCounts()``). Views are
/// named like the graph names them: `String(describing: type)`, so
/// `PostGrid` or `Row<Int>`. The content of a `ForEach` row is recorded as
/// `ForEach row` (see ``bodyCount(named:)``); an app's scene body under the
/// app type's name.
extension ViewHost {
    /// The name evaluations of `type`'s bodies are recorded under.
    public nonisolated static func name(of type: Any.Type) -> String {
        String(describing: type)
    }

    /// Every body evaluation since the mount or the last ``resetCounts()``, in order.
    public var evaluations: [Evaluation] { graph.statistics.records }

    /// The body evaluations of the host's last operation: the mount, an
    /// ``update()``, a ``settle(timeout:)`` or an interaction. Updates the
    /// graph ran by itself between operations (while the test awaited
    /// something else) are not part of it; ``measure(_:)`` includes them.
    public var lastUpdate: [Evaluation] {
        let (after, through) = lastOperation
        return graph.statistics.records.filter { $0.update > after && $0.update <= through }
    }

    /// The evaluations of views of `type` since the mount or the last reset.
    public func evaluations(of type: Any.Type) -> [Evaluation] {
        let name = Self.name(of: type)
        return graph.statistics.records.filter { $0.viewType == name }
    }

    /// How many times bodies of views of `type` ran since the mount or the last reset.
    public func bodyCount(of type: Any.Type) -> Int {
        graph.statistics.count(Self.name(of: type))
    }

    /// How many times bodies recorded under `name` ran (for `ForEach row`, or an app).
    public func bodyCount(named name: String) -> Int {
        graph.statistics.count(name)
    }

    /// How many times the body of the node `node` (an ``EvaluationStatistics/Record/nodeID``) ran.
    public func bodyCount(node: Int) -> Int {
        graph.statistics.count(node: node)
    }

    /// For each node of a view of `type` that ran since the mount or the last
    /// reset, how many times it ran.
    public func bodyCounts(of type: Any.Type) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for record in evaluations(of: type) { counts[record.nodeID, default: 0] += 1 }
        return counts
    }

    /// The nodes of views of `type` that ran since the mount or the last
    /// reset, in order of first evaluation (for a list: row order at mount).
    public func nodes(of type: Any.Type) -> [Int] {
        var seen: Set<Int> = []
        return evaluations(of: type).map(\.nodeID).filter { seen.insert($0).inserted }
    }

    /// Why bodies of views of `type` ran in the host's last operation
    /// (see ``lastUpdate``), in order, without repeats. Empty when none ran.
    public func causes(of type: Any.Type) -> [UpdateCause] {
        let name = Self.name(of: type)
        return Self.distinctCauses(of: lastUpdate.filter { $0.viewType == name })
    }

    /// Forgets every count and record, so later counts start at zero.
    public func resetCounts() {
        graph.statistics.reset()
        lastOperation = (graph.statistics.updateNumber, graph.statistics.updateNumber)
    }

    /// Runs `body` (interactions, direct model mutations…) and reports what
    /// it caused: the body evaluations and element changes of every update
    /// run meanwhile. Mutations still waiting when `body` returns are
    /// flushed with ``update()`` and included.
    ///
    /// ```swift
    /// let tap = try host.measure { try host.tap("Increment") }
    /// #expect(tap.viewTypes == ["CountLabel"])
    /// ```
    public func measure(_ body: () throws -> Void) rethrows -> Measurement {
        let (before, logStart) = beginMeasurement()
        defer { endMeasurement() }
        let start = ContinuousClock.now
        try body()
        if graph.hasPendingUpdates { update() }
        return finishMeasurement(before: before, logStart: logStart, start: start)
    }

    /// Runs `body`, which may await (``settle(timeout:)``), and reports what
    /// it caused, like ``measure(_:)``.
    public func measure(_ body: () async throws -> Void) async rethrows -> Measurement {
        let (before, logStart) = beginMeasurement()
        defer { endMeasurement() }
        let start = ContinuousClock.now
        try await body()
        if graph.hasPendingUpdates { update() }
        return finishMeasurement(before: before, logStart: logStart, start: start)
    }

    private func beginMeasurement() -> (before: Int, logStart: Int) {
        openMeasurements += 1
        return (graph.statistics.updateNumber, changeLog.count)
    }

    private func endMeasurement() {
        openMeasurements -= 1
        if openMeasurements == 0 { changeLog.removeAll() }
    }

    private func finishMeasurement(before: Int, logStart: Int, start: ContinuousClock.Instant) -> Measurement {
        let duration = ContinuousClock.now - start
        let evaluations = graph.statistics.records.filter { $0.update > before }
        let changes = ElementChanges.merging(Array(changeLog[min(logStart, changeLog.count)...]), in: graph)
        return Measurement(evaluations: evaluations, changes: changes, duration: duration)
    }

    /// The causes of `records`, in order, without repeats.
    nonisolated static func distinctCauses(of records: [Evaluation]) -> [UpdateCause] {
        var seen: Set<UpdateCause> = []
        return records.flatMap(\.causes).filter { seen.insert($0).inserted }
    }
}
