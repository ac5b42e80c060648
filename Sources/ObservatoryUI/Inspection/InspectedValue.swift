/// Turns a changed value into the short text the inspector shows.
enum InspectedValue {
    /// The longest text kept, in characters.
    static let maximumLength = 120

    /// A printable rendering of `value`, or nil when it has none worth
    /// showing (an object without a description, or no value at all).
    /// Strings are quoted; optionals show their content or `nil`.
    static func describe(_ value: Any?) -> String? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return "nil" }
            return describe(child.value)
        }
        let text: String
        if value is String || value is Substring || value is Character {
            text = String(reflecting: value)
        } else if value is CustomStringConvertible || value is CustomDebugStringConvertible
                    || !(type(of: value) is AnyClass) {
            text = String(describing: value)
        } else {
            return nil
        }
        guard text.count > maximumLength else { return text }
        return String(text.prefix(maximumLength - 1)) + "…"
    }
}
