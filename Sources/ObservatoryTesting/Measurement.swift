import ObservatoryUI

extension ViewHost {
    /// What a block of test code caused: the body evaluations and the element
    /// changes of every update run while it ran, and how long it took. Made by ``ViewHost/measure(_:)``.
    ///
    /// Nested in ``ViewHost`` so that it never clashes with Foundation's
    /// `Measurement`, which `ObservatoryUI` re-exports.
    public struct Measurement: Sendable, CustomStringConvertible {
        /// The body evaluations, in order.
        public let evaluations: [ViewHost.Evaluation]
        /// The element changes of all those updates, as one set.
        public let changes: ElementChanges
        /// The wall-clock time of the block and of the update that flushed
        /// what it left pending (awaits included, for the async form).
        public let duration: Duration

        /// Creates a measurement.
        ///
        /// - Parameters:
        ///   - evaluations: The body evaluations, in order.
        ///   - changes: The element changes, merged.
        ///   - duration: How long the measured block took.
        public init(evaluations: [ViewHost.Evaluation], changes: ElementChanges, duration: Duration = .zero) {
            self.evaluations = evaluations
            self.changes = changes
            self.duration = duration
        }

        /// The evaluations of views of `type` (named as ``ViewHost/name(of:)`` names it).
        public func evaluations(of type: Any.Type) -> [ViewHost.Evaluation] {
            evaluations(named: ViewHost.name(of: type))
        }

        /// The evaluations recorded under `name` (a view type's name, an app's, or `ForEach row`).
        public func evaluations(named name: String) -> [ViewHost.Evaluation] {
            evaluations.filter { $0.viewType == name }
        }

        /// How many times bodies of views of `type` ran.
        public func count(of type: Any.Type) -> Int { evaluations(of: type).count }

        /// The causes of the evaluations of views of `type`, in order, without repeats.
        public func causes(of type: Any.Type) -> [UpdateCause] {
            ViewHost.distinctCauses(of: evaluations(of: type))
        }

        /// The names of the views whose bodies ran, in order of first evaluation, without repeats.
        public var viewTypes: [String] {
            var seen: Set<String> = []
            return evaluations.map(\.viewType).filter { seen.insert($0).inserted }
        }

        /// One evaluation per line, then the changes.
        public var description: String {
            let lines = evaluations.isEmpty ? ["no body evaluations"] : evaluations.map(\.description)
            return (lines + ["changes: \(changes)"]).joined(separator: "\n")
        }
    }
}
