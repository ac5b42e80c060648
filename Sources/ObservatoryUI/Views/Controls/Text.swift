import Foundation

/// A run of read-only text.
///
/// ```swift
/// Text("Count: \(model.count)")
/// Text(verbatim: "no localization lookup")
/// ```
public struct Text: View, Equatable {
    let content: String

    /// Displays `key`'s text.
    public init(_ key: LocalizedStringKey) {
        content = key.resolved
    }

    /// Displays a string as is.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Displays a string as is, without any lookup.
    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: ElementView {
    static var role: ElementRole { .text }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["text": content]
        environment.addTextStyle(to: &attributes)
        environment.addLineLayout(to: &attributes)
        return attributes
    }
}

/// The text of a ``Text`` written as a literal. Observatory performs no
/// localization lookup: the key is the text, with interpolations formatted.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String

    /// Creates a key from its text.
    public init(_ value: String) {
        resolved = value
    }

    /// Creates a key from a literal.
    public init(stringLiteral value: String) {
        resolved = value
    }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        resolved = String(stringInterpolation: stringInterpolation)
    }
}
