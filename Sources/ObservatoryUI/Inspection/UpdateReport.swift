/// What one update of a graph did, as recorded by an ``UpdateInspector``.
public struct UpdateReport: Sendable, CustomStringConvertible {
    /// One change of an observed value that invalidated a view.
    public struct Mutation: Sendable, Hashable, CustomStringConvertible {
        /// The changed property: ``UpdateCause/observed(_:)`` for an
        /// observable object's property, ``UpdateCause/state(owner:property:)``
        /// for a `@State`; ``UpdateCause/objectWillChange(_:)`` for an
        /// `ObservableObject` that sent `objectWillChange` (no values).
        public let cause: UpdateCause
        /// The value before the first change in this update, when printable.
        public let oldValue: String?
        /// The value after the last change in this update, when printable.
        public let newValue: String?

        /// Creates a mutation record.
        public init(cause: UpdateCause, oldValue: String?, newValue: String?) {
            self.cause = cause
            self.oldValue = oldValue
            self.newValue = newValue
        }

        /// The property without the object's identity: `Profile.name`, or
        /// `@State Counter.count`.
        public var name: String {
            switch cause {
            case .observed(let property): return "\(property.typeName).\(property.property)"
            case .objectWillChange(let change): return "\(change.typeName).objectWillChange"
            default: return cause.description
            }
        }

        /// `Profile.name: "A" → "B"` (values omitted when not printable).
        public var description: String {
            guard oldValue != nil || newValue != nil else { return name }
            return "\(name): \(oldValue ?? "?") → \(newValue ?? "?")"
        }
    }

    /// One body evaluation.
    public struct Evaluation: Sendable, CustomStringConvertible {
        /// The node that was evaluated (stable for its lifetime).
        public let nodeID: Int
        /// The view type's name, as ``EvaluationStatistics`` records it.
        public let viewType: String
        /// Why it ran. Never empty.
        public let causes: [UpdateCause]
        /// How long the body itself took (children's bodies not included).
        public internal(set) var duration: Duration
        /// The topmost elements the body produced, in order: what a renderer
        /// outlines to show that this view re-rendered.
        public internal(set) var elements: [ElementID]

        /// The view type, node and causes on one line.
        public var description: String {
            "\(viewType) [node \(nodeID)]: " + causes.map(\.description).joined(separator: ", ")
        }
    }

    /// The update's number (``EvaluationStatistics/updateNumber``).
    public let number: Int
    /// The changes that caused it, each property once, in order of first change.
    public let mutations: [Mutation]
    /// The bodies that ran, in the order they started.
    public let evaluations: [Evaluation]
    /// How long the whole update took.
    public let duration: Duration

    /// Every element some body of this update produced, without repeats.
    public var flashedElements: [ElementID] {
        var seen: Set<ElementID> = []
        return evaluations.flatMap(\.elements).filter { seen.insert($0).inserted }
    }

    /// The view types that ran, each with its number of evaluations, in order of first run.
    public var bodyCounts: [(viewType: String, count: Int, duration: Duration)] {
        var order: [String] = []
        var totals: [String: (Int, Duration)] = [:]
        for evaluation in evaluations {
            if totals[evaluation.viewType] == nil { order.append(evaluation.viewType) }
            let (count, duration) = totals[evaluation.viewType] ?? (0, .zero)
            totals[evaluation.viewType] = (count + 1, duration + evaluation.duration)
        }
        return order.map { ($0, totals[$0]!.0, totals[$0]!.1) }
    }

    /// The mutations and bodies on a few lines.
    public var description: String {
        let changes = mutations.map(\.description).joined(separator: "; ")
        let bodies = bodyCounts.map { "\($0.viewType) ×\($0.count)" }.joined(separator: ", ")
        return "update \(number): mutations [\(changes)]; bodies [\(bodies)]"
    }
}
