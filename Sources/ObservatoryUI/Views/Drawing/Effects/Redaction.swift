import Foundation

/// Why content is shown as placeholders: `.redacted(reason: .placeholder)`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons' bits.
    public let rawValue: Int

    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder while real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// Why the views here are redacted; empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// A redacted (or explicitly unredacted) region. Attribute `reasons`
/// (`placeholder`, `privacy`, `invalidated`, comma-separated) when redacted.
struct RedactionElement<Content: View>: ElementView {
    let content: Content
    let isRedacted: Bool

    static var role: ElementRole { .modifier }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        guard isRedacted else { return ["modifier": "unredacted"] }
        let reasons = environment.redactionReasons
        let names = [(RedactionReasons.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
            .filter { reasons.contains($0.0) }.map(\.1)
        return ["modifier": "redacted", "reasons": names.joined(separator: ",")]
    }
}

extension View {
    /// Shows this view's text and images as placeholders for `reason`
    /// (gray shapes of their size); an empty reason shows them as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        RedactionElement(content: self, isRedacted: !reason.isEmpty)
            .modifier(EnvironmentWriter(value: reason.rawValue) { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this view as it is inside a redacted region.
    public func unredacted() -> some View {
        RedactionElement(content: self, isRedacted: false)
            .modifier(EnvironmentWriter(value: 0) { $0.redactionReasons = [] })
    }
}
