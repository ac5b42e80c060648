import Foundation

/// A control that picks a date, bound to a `Date`.
///
/// ```swift
/// DatePicker("Due", selection: $task.due, displayedComponents: .date)
/// ```
///
/// Its children are the label. Attributes: `value` (ISO 8601, UTC),
/// `components` (`date`, `hourAndMinute` or `date,hourAndMinute`), and
/// `lowerBound`/`upperBound` when limited. Events: `setValue(seconds since
/// 1970)` and `input(ISO 8601 text)`, clamped to the range.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents

    /// A date picker with a custom label.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents)
    }

    /// A date picker limited to `range`, with a custom label.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            components: displayedComponents)
    }

    init(
        label: Label, selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents
    ) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: nil,
                  components: displayedComponents)
    }

    /// A date picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: nil,
                  components: displayedComponents)
    }

    /// A date picker titled `title`, limited to `range`.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, lowerBound: range.lowerBound,
                  upperBound: range.upperBound, components: displayedComponents)
    }

    /// A date picker titled `title`, from `range.lowerBound` on.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, lowerBound: range.lowerBound, upperBound: nil,
                  components: displayedComponents)
    }

    /// A date picker titled `title`, up to `range.upperBound`.
    public init(
        _ title: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: range.upperBound,
                  components: displayedComponents)
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker: ElementView {
    static var role: ElementRole { .datePicker }
    static var isInteractive: Bool { true }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var parts: [String] = []
        if components.contains(.date) { parts.append("date") }
        if components.contains(.hourAndMinute) { parts.append("hourAndMinute") }
        var attributes = [
            "value": selection.wrappedValue.formatted(Self.iso8601),
            "components": parts.joined(separator: ","),
        ]
        if let lowerBound { attributes["lowerBound"] = lowerBound.formatted(Self.iso8601) }
        if let style = environment.styleName(for: (any DatePickerStyle).self) { attributes["datePickerStyle"] = style }
        if let upperBound { attributes["upperBound"] = upperBound.formatted(Self.iso8601) }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        let date: Date
        switch event {
        case .setValue(let seconds) where seconds.isFinite:
            date = Date(timeIntervalSince1970: seconds)
        case .input(let text):
            guard let parsed = try? Self.iso8601.parse(text) else { return false }
            date = parsed
        default:
            return false
        }
        var clamped = date
        if let lowerBound, clamped < lowerBound { clamped = lowerBound }
        if let upperBound, clamped > upperBound { clamped = upperBound }
        selection.wrappedValue = clamped
        return true
    }

    private static var iso8601: Date.ISO8601FormatStyle { Date.ISO8601FormatStyle() }
}
