#if !canImport(Darwin)
import Foundation

// On Linux, Foundation's current locale is always `en_001` whatever the
// environment says (swift-foundation issue 717), so
// `amount.formatted(.currency(code: "USD"))` shows "US$5.00" where an Apple
// device shows "$5.00". These overloads are chosen over Foundation's generic
// `formatted(_:)` for the currency styles: a style left in the current
// locale formats in `Locale.formattingCurrent` instead; a style given a
// locale (`.currency(code:).locale(…)`) is used as it is.

extension Locale {
    /// The locale that currency amounts formatted "in the current locale"
    /// use on Linux: the one the environment names for money (`LC_ALL`, then
    /// `LC_MONETARY`, then `LANG`, as the C library reads them), or `en_US`,
    /// the default of an Apple device, when it names none or only the
    /// `C`/`POSIX` locale.
    ///
    /// Foundation's `Locale.current` is `en_001` on Linux in every
    /// environment; `formatted(.currency(code:))` on an integer, a
    /// floating-point number or a `Decimal` uses this locale instead when
    /// its style has no locale of its own.
    public static let formattingCurrent = formattingLocale(environment: ProcessInfo.processInfo.environment)

    /// The locale ``formattingCurrent`` resolves from `environment`.
    static func formattingLocale(environment: [String: String]) -> Locale {
        let name = ["LC_ALL", "LC_MONETARY", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        // "de_DE.UTF-8", "de_DE@euro" → "de_DE".
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        if identifier.isEmpty || identifier == "C" || identifier == "POSIX" {
            return Locale(identifier: "en_US")
        }
        return Locale(identifier: identifier)
    }

    /// `self`, or ``formattingCurrent`` when `self` is the current locale.
    var resolvedForFormatting: Locale {
        self == .autoupdatingCurrent || self == .current ? .formattingCurrent : self
    }
}

extension BinaryInteger {
    /// Formats this integer as an amount of money; a style in the current
    /// locale uses ``Foundation/Locale/formattingCurrent``.
    public func formatted(_ format: IntegerFormatStyle<Self>.Currency) -> String {
        format.locale(format.locale.resolvedForFormatting).format(self)
    }
}

extension BinaryFloatingPoint {
    /// Formats this number as an amount of money; a style in the current
    /// locale uses ``Foundation/Locale/formattingCurrent``.
    public func formatted(_ format: FloatingPointFormatStyle<Self>.Currency) -> String {
        format.locale(format.locale.resolvedForFormatting).format(self)
    }
}

extension Decimal {
    /// Formats this decimal as an amount of money; a style in the current
    /// locale uses ``Foundation/Locale/formattingCurrent``.
    public func formatted(_ format: Decimal.FormatStyle.Currency) -> String {
        format.locale(format.locale.resolvedForFormatting).format(self)
    }
}
#endif
