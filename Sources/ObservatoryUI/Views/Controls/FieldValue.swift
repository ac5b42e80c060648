import Foundation

/// What a text field edits: a string, or a value shown and parsed through a
/// format style. Type-erased so that ``TextField`` keeps one generic parameter.
@MainActor
struct FieldValue {
    /// The text to show.
    let read: @MainActor (EnvironmentValues) -> String
    /// Takes typed text; returns false when it does not parse (the value is kept).
    let write: @MainActor (String, EnvironmentValues) -> Bool
    /// Takes a number (event ``ElementEvent/setValue(_:)``); nil for text fields.
    let setNumber: (@MainActor (Double) -> Bool)?

    /// Edits `binding` as is.
    static func text(_ binding: Binding<String>) -> FieldValue {
        FieldValue(
            read: { _ in binding.wrappedValue },
            write: { text, _ in
                binding.wrappedValue = text
                return true
            },
            setNumber: nil)
    }

    /// Shows `binding` formatted with `format` in the environment's locale,
    /// and sets it to typed text when the text parses.
    static func formatted<F: ParseableFormatStyle>(
        _ binding: Binding<F.FormatInput>, format: F
    ) -> FieldValue where F.FormatOutput == String {
        FieldValue(
            read: { environment in format.locale(environment.locale).format(binding.wrappedValue) },
            write: { text, environment in
                guard let value = try? format.locale(environment.locale).parseStrategy.parse(text) else { return false }
                binding.wrappedValue = value
                return true
            },
            setNumber: { number in
                guard let value = convert(number, to: F.FormatInput.self) else { return false }
                binding.wrappedValue = value
                return true
            })
    }
}

/// `number` as a value of type `V` when `V` is a number type and the
/// conversion is exact (integers are rounded first).
func convert<V>(_ number: Double, to type: V.Type) -> V? {
    guard number.isFinite else { return nil }
    if let integer = type as? any BinaryInteger.Type {
        return makeInteger(integer, number) as? V
    }
    if let float = type as? any BinaryFloatingPoint.Type {
        return makeFloat(float, number) as? V
    }
    if type == Decimal.self {
        return Decimal(number) as? V
    }
    return nil
}

private func makeInteger<T: BinaryInteger>(_ type: T.Type, _ number: Double) -> T? {
    T(exactly: number.rounded())
}

private func makeFloat<T: BinaryFloatingPoint>(_ type: T.Type, _ number: Double) -> T {
    T(number)
}
