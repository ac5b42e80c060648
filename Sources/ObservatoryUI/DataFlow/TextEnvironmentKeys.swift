import Foundation

// The environment values of the text layout modifiers (`.textCase`,
// `.truncationMode`, `.lineSpacing`, `.textSelection`, `.monospacedDigit`).
// Text reads them in `attributes(in:)`.

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

private struct TextSelectableKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MonospacedDigitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The case that text in this environment is shown in (`.textCase(_:)`); nil as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Where a line that does not fit is cut (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between lines of text, in points (`.lineSpacing(_:)`).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Whether the user can select text (`.textSelection(.enabled)`).
    var isTextSelectable: Bool {
        get { self[TextSelectableKey.self] }
        set { self[TextSelectableKey.self] = newValue }
    }

    /// Whether digits have equal widths (`.monospacedDigit()`).
    var usesMonospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// Adds the attributes of the text layout modifiers: `textCase`,
    /// `truncationMode` (when not tail), `lineSpacing`, `selectable`,
    /// `monospacedDigit`, each only when set.
    func addTextLayout(to attributes: inout [String: String]) {
        if let textCase { attributes["textCase"] = textCase.rawValue }
        if truncationMode != .tail { attributes["truncationMode"] = truncationMode.rawValue }
        if lineSpacing != 0 { attributes["lineSpacing"] = lineSpacing.attributeValue }
        if isTextSelectable { attributes["selectable"] = "true" }
        if usesMonospacedDigits { attributes["monospacedDigit"] = "true" }
    }
}

extension Text {
    /// A case to show text in.
    public enum Case: String, Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All small letters.
        case lowercase
    }

    /// Where text that does not fit its line is cut.
    public enum TruncationMode: String, Hashable, Sendable {
        /// At the start: `…of the line`.
        case head
        /// At the end: `The start of…`.
        case tail
        /// In the middle: `The st…line`.
        case middle
    }
}

/// Whether text can be selected: `.textSelection(.enabled)`.
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text can be selected and copied.
public struct EnabledTextSelectability: TextSelectability {
    /// Selectable.
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
    /// Not selectable.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Shows the text in this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentWriter(value: textCase as Any) { $0.textCase = textCase })
    }

    /// Cuts the text in this view that does not fit at `mode`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentWriter(value: mode) { $0.truncationMode = mode })
    }

    /// Adds `spacing` points between the lines of text in this view.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        modifier(EnvironmentWriter(value: spacing) { $0.lineSpacing = spacing })
    }

    /// Lets the user select (or not) the text in this view.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(EnvironmentWriter(value: S.allowsSelection) { $0.isTextSelectable = S.allowsSelection })
    }

    /// Gives the digits of the text in this view equal widths.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentWriter(value: true) { $0.usesMonospacedDigits = true })
    }
}
