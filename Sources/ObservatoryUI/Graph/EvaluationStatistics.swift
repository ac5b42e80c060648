/// Counts of body evaluations and their causes.
///
/// The graph records every evaluation of a view's body (and of a
/// `ForEach` row's content): which node, which view type, and why.
@MainActor
public final class EvaluationStatistics {
    /// One body evaluation.
    public struct Record: Sendable, CustomStringConvertible {
        /// The node that was evaluated (stable for its lifetime).
        public let nodeID: Int
        /// The view type's name.
        public let viewType: String
        /// Why it ran. Never empty.
        public let causes: [UpdateCause]
        /// Which update it belongs to (0 is the first mount).
        public let update: Int

        /// The view type, node and causes on one line.
        public var description: String {
            "\(viewType) [node \(nodeID)]: " + causes.map(\.description).joined(separator: ", ")
        }
    }

    /// Every evaluation since the graph was created, in order.
    public private(set) var records: [Record] = []
    /// The number of the current (or last) update; 0 is the first mount.
    public private(set) var updateNumber = 0
    /// Counts by the type a node records under, with that type's name: an
    /// evaluation hashes a type's identity, not its name.
    private var countsByType: [ObjectIdentifier: (name: String, count: Int)] = [:]
    private var countsByNode: [Int: Int] = [:]

    /// Whether evaluations are recorded in ``records`` and counted per node;
    /// counts per view type are always kept. Turning it off also forgets the
    /// records and the counts per node kept so far: a long-lived window
    /// (a browser tab) keeps only what stays bounded, since its nodes come
    /// and go with every list it shows.
    public var keepsRecords = true {
        didSet {
            if !keepsRecords {
                records = []
                countsByNode = [:]
            }
        }
    }

    init() {}

    func beginUpdate() { updateNumber += 1 }

    /// Records one evaluation of node `nodeID`, counted under `type`, whose
    /// name `name` gives (asked for once per type, and for each record kept).
    func record(nodeID: Int, type: Any.Type, name: () -> String, causes: [UpdateCause]) {
        // The default (the name) is built only for a type not counted yet.
        countsByType[ObjectIdentifier(type), default: (name(), 0)].count += 1
        if keepsRecords {
            countsByNode[nodeID, default: 0] += 1
            records.append(Record(nodeID: nodeID, viewType: name(), causes: causes, update: updateNumber))
        }
    }

    /// How many times bodies of views named `viewType` ran.
    public func count(_ viewType: String) -> Int {
        countsByType.values.reduce(0) { $0 + ($1.name == viewType ? $1.count : 0) }
    }

    /// How many times the body of one node ran, while ``keepsRecords`` is on.
    public func count(node: Int) -> Int { countsByNode[node] ?? 0 }

    /// How many nodes have a count of their own (for tests).
    var countedNodes: Int { countsByNode.count }

    /// Total body evaluations.
    public var total: Int { countsByType.values.reduce(0) { $0 + $1.count } }

    /// The evaluations of the last update.
    public var lastUpdate: [Record] { records.filter { $0.update == updateNumber } }

    /// Forgets records and counts.
    public func reset() {
        records.removeAll()
        countsByType.removeAll()
        countsByNode.removeAll()
    }
}
