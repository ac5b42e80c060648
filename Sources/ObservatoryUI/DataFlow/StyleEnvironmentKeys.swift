import Foundation

// The environment values behind the style modifiers (`.font`,
// `.foregroundStyle`, `.buttonStyle`…). Controls read them in
// `attributes(in:)` and turn them into attributes.

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

private struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

private struct ItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static var defaultValue: UIKeyboardType? { nil }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct LineLimitRangeKey: EnvironmentKey {
    static var defaultValue: ClosedRange<Int>? { nil }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .autoupdatingCurrent }
}

extension EnvironmentValues {
    /// The font of text in this view; nil means the renderer's default (body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The locale that formats values in text fields (`TextField(value:format:)`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The most lines text may take; nil means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The smallest fraction of its size that text may shrink to when it
    /// does not fit (`.minimumScaleFactor(_:)`); 1 keeps it at its size.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// How lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The weight set by `.fontWeight(_:)` or `.bold()`; overrides the font's.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The design set by `.fontDesign(_:)`; overrides the font's.
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// Whether `.italic()` applies.
    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The attribute value of the style set by `.foregroundStyle(_:)`.
    var foregroundStyle: String? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The accent of controls, set by `.tint(_:)`.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The name of the style set by `.buttonStyle(_:)`.
    var buttonStyle: String? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The name of the style set by `.textFieldStyle(_:)`.
    var textFieldStyle: String? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The name of the style set by `.pickerStyle(_:)`.
    var pickerStyle: String? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// The name of the style set by `.listStyle(_:)`.
    var listStyle: String? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The keyboard set by `.keyboardType(_:)`.
    var keyboardType: UIKeyboardType? {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The range of lines set by `.lineLimit(_:)` with a range.
    var lineLimitRange: ClosedRange<Int>? {
        get { self[LineLimitRangeKey.self] }
        set { self[LineLimitRangeKey.self] = newValue }
    }
}
