#if !canImport(Darwin)
import Foundation

/// Writes measurements and units ("5 km", "5 kilometers"), as Foundation's
/// `MeasurementFormatter` does on Apple's platforms, with the U.S. English
/// unit names of an Apple device.
///
/// Values are shown in the unit they are given in: on Apple's platforms the
/// formatter converts to the locale's preferred unit unless `unitOptions`
/// contains `.providedUnit`; here every measurement is written as if it
/// did, and `.naturalScale` changes nothing.
///
/// Like Foundation's formatters it may format from several threads at once,
/// as long as its settings do not change meanwhile.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Options for the unit a measurement is shown in.
    public struct UnitOptions: OptionSet, Sendable {
        /// The raw bits, as on Apple's platforms.
        public let rawValue: UInt

        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The measurement's own unit (always the case here).
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A better-scaled unit of the same system on Apple's platforms
        /// (no effect here).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// Temperatures without their scale: "21°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Options for the unit shown.
    open var unitOptions: UnitOptions = []
    /// How long unit names are: `.short` "5km", `.medium` "5 km" (the
    /// default), `.long` "5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale of the numbers; setting it sets the number formatter's too.
    open var locale: Locale! = .current {
        didSet { numberFormatter?.locale = (locale ?? .current).resolvedForFormatting }
    }
    /// Writes the numbers: decimal, up to three fraction digits, by default.
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter(locale: .current)

    /// A formatter with the default settings (medium unit style).
    override public init() { super.init() }

    /// A formatter decoded from an archive, with the default settings.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy with the same settings.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MeasurementFormatter()
        copy.unitOptions = unitOptions
        copy.unitStyle = unitStyle
        copy.locale = locale
        copy.numberFormatter = (numberFormatter?.copy() as? NumberFormatter) ?? numberFormatter
        return copy
    }

    /// `measurement` written in its unit: "5 km".
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let formatter = numberFormatter ?? Self.defaultNumberFormatter(locale: locale ?? .current)
        let number = formatter.string(from: NSNumber(value: measurement.value)) ?? String(measurement.value)
        return MeasurementText.string(
            number: number, unit: measurement.unit, width: width,
            hidesScaleName: unitOptions.contains(.temperatureWithoutUnit)
        )
    }

    /// The unit's name: "km" (short, medium) or "kilometers" (long).
    open func string(from unit: Unit) -> String {
        MeasurementText.name(of: unit, width: width)
    }

    /// A measurement or a unit written; nil for anything else.
    override open func string(for obj: Any) -> String? {
        switch obj {
        case let measurement as any MeasurementValue: measurement.written(by: self)
        case let unit as Unit: string(from: unit)
        default: nil
        }
    }

    private var width: MeasurementText.Width {
        switch unitStyle {
        case .short: .narrow
        case .medium: .abbreviated
        case .long: .wide
        }
    }

    private static func defaultNumberFormatter(locale: Locale) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        formatter.locale = locale.resolvedForFormatting
        return formatter
    }
}

/// A measurement of any unit type, for `string(for:)`.
private protocol MeasurementValue {
    func written(by formatter: MeasurementFormatter) -> String
}

extension Measurement: MeasurementValue {
    fileprivate func written(by formatter: MeasurementFormatter) -> String {
        formatter.string(from: self)
    }
}
#endif
