/// How a text field capitalizes what the person types (the browser's
/// `autocapitalize`, which on-screen keyboards follow):
/// `.textInputAutocapitalization(.never)`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// The `autocapitalize` value.
    let value: String

    /// No capital letters.
    public static let never = TextInputAutocapitalization(value: "none")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(value: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(value: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(value: "characters")
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static var defaultValue: TextInputAutocapitalization? { nil }
}

extension EnvironmentValues {
    /// The capitalization set by `.textInputAutocapitalization(_:)`.
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }
}

extension View {
    /// Sets how the text fields inside capitalize what is typed; nil leaves
    /// the default (sentences).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentWriter(value: autocapitalization as Any) { $0.textInputAutocapitalization = autocapitalization })
    }
}
