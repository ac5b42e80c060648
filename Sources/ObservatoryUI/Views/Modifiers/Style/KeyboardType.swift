/// The keyboard a text field asks for (a renderer maps it to an input type
/// or an `inputmode`): `.keyboardType(.emailAddress)`.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters and digits without special characters.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// For telephone numbers.
    case phonePad
    /// For a name or a telephone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// For social posts (with @ and #).
    case twitter
    /// For search terms.
    case webSearch
    /// Digits only, ASCII.
    case asciiCapableNumberPad

    /// The case name, for attribute `keyboardType`.
    var attributeValue: String {
        switch self {
        case .default: return "default"
        case .asciiCapable: return "asciiCapable"
        case .numbersAndPunctuation: return "numbersAndPunctuation"
        case .URL: return "URL"
        case .numberPad: return "numberPad"
        case .phonePad: return "phonePad"
        case .namePhonePad: return "namePhonePad"
        case .emailAddress: return "emailAddress"
        case .decimalPad: return "decimalPad"
        case .twitter: return "twitter"
        case .webSearch: return "webSearch"
        case .asciiCapableNumberPad: return "asciiCapableNumberPad"
        }
    }
}

extension View {
    /// Sets the keyboard of the text fields in this view.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentWriter(value: type) { $0.keyboardType = type })
    }
}
