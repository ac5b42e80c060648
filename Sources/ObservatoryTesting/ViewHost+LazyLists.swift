import ObservatoryUI

/// One windowed `ForEach` of a lazy container, as a test sees it: how many
/// rows its data has and which of them are mounted.
public struct LazySegment: Equatable, Sendable {
    /// The rows of the data.
    public let count: Int
    /// The data indices whose rows are mounted.
    public let mounted: Range<Int>
    /// The leading spacer, which takes the segment's
    /// ``ElementEvent/visibleRows(_:)`` reports.
    public let spacer: ElementID
}

extension ViewHost {
    /// The lazy segments under `container` (the whole window when nil), in
    /// tree order: each `ForEach` of a lazy container whose rows do not all
    /// fit in its window. A list whose rows all fit has none.
    ///
    /// - Throws: ``ViewHostError`` when `container` matches nothing or
    ///   several elements.
    public func lazySegments(in container: ElementQuery? = nil) throws(ViewHostError) -> [LazySegment] {
        let root = try container.map { query throws(ViewHostError) in try find(query) } ?? graph.rootElement
        let spacers = root.descendants().filter { $0.role == .lazySpacer }
        var segments: [LazySegment] = []
        for (index, spacer) in spacers.enumerated() where spacer["lead"] == "true" && index + 1 < spacers.count {
            let trailing = spacers[index + 1]
            let lower = (Int(spacer["start"] ?? "") ?? 0) + (Int(spacer["rows"] ?? "") ?? 0)
            let upper = max(Int(trailing["start"] ?? "") ?? lower, lower)
            segments.append(LazySegment(count: Int(spacer["count"] ?? "") ?? 0, mounted: lower..<upper, spacer: spacer.id))
        }
        return segments
    }

    /// Shows `rows` of the `segment`th lazy segment under `container`, as the
    /// page reports when the user scrolls there, and runs the update: the
    /// window moves to hold them (with its overscan), rows that left it
    /// unmount, and the rows that came mount.
    ///
    /// ```swift
    /// try host.scroll(toRows: 500..<515)
    /// try host.tap(.label("Habit 507"))
    /// ```
    ///
    /// - Throws: ``ViewHostError`` of kind ``ViewHostError/Kind/notFound``
    ///   when there is no such segment (a list whose rows all fit in its
    ///   window has none: every row is already mounted).
    @discardableResult
    public func scroll(
        toRows rows: Range<Int>, in container: ElementQuery? = nil, segment: Int = 0
    ) throws(ViewHostError) -> ElementChanges {
        let segments = try lazySegments(in: container)
        guard segments.indices.contains(segment) else {
            throw ViewHostError(
                .notFound, "no lazy segment #\(segment) (there are \(segments.count)): every row is mounted",
                tree: failureTree())
        }
        let element = try find(.id(segments[segment].spacer))
        return try send(.visibleRows(VisibleRows(rows, direction: rows.lowerBound >= segments[segment].mounted.lowerBound ? 1 : -1)), to: element)
    }

    /// A note for a failed lookup when lazy lists hold rows that are not
    /// mounted: where they are, and how a test reaches them.
    func unmountedRowsNote() -> String? {
        guard let segments = try? lazySegments(), !segments.isEmpty else { return nil }
        let parts = segments.enumerated().map { index, segment in
            "segment #\(index): rows \(segment.mounted) of \(segment.count) are mounted"
        }
        return "(Lazy lists mount the rows near the viewport: " + parts.joined(separator: "; ")
            + ". scroll(toRows:) reaches the others.)"
    }
}
