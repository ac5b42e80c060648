#if !canImport(Darwin)
import Foundation

// Linux's Foundation has `Measurement` and its units but no way to write
// them for people: no `formatted()`, and a `MeasurementFormatter` it marks
// unavailable. These write the U.S. English unit names of an Apple device
// ("5 km", "5 kilometers", "5km") in every locale; the number follows the
// locale. A measurement is always shown in the unit it is given in: Apple's
// platforms convert to the locale's preferred unit (kilometers to miles in
// the United States) unless told to keep it, which these never do.

/// How a measurement is used, which on Apple's platforms picks the unit it
/// is shown in (`.road`, `.personHeight`…). Measurements are shown in the
/// unit they are given in here, so every usage behaves as ``asProvided``.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The usage's name.
    let name: String

    /// The unit the locale prefers for general use (shown as given here).
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement is given in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Lengths of people (shown as given here).
    public static var person: Self { Self(name: "person") }
    /// People's heights (shown as given here).
    public static var personHeight: Self { Self(name: "personHeight") }
    /// Distances by road (shown as given here).
    public static var road: Self { Self(name: "road") }
    /// Focal lengths of lenses (shown as given here).
    public static var focalLength: Self { Self(name: "focalLength") }
    /// Amounts of rain (shown as given here).
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Amounts of snow (shown as given here).
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// People's weights (shown as given here).
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Body temperatures (shown as given here).
    public static var person: Self { Self(name: "person") }
    /// Air temperatures (shown as given here).
    public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy in food (shown as given here).
    public static var food: Self { Self(name: "food") }
    /// Energy spent in exercise (shown as given here).
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// Volumes of liquids (shown as given here).
    public static var liquid: Self { Self(name: "liquid") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: `.measurement(width: .wide)` writes
    /// "5 kilometers". The number has up to three fraction digits unless a
    /// number style is given; the unit is the one the measurement is in.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: MeasurementText.Width

            /// The full name: "5 kilometers", "21 degrees Celsius".
            public static var wide: Self { Self(width: .wide) }
            /// The abbreviation: "5 km", "21°C".
            public static var abbreviated: Self { Self(width: .abbreviated) }
            /// The shortest form, often without a space: "5km".
            public static var narrow: Self { Self(width: .narrow) }
        }

        /// How long the unit's name is.
        public var width: UnitWidth
        /// The locale of the number (unit names are in English).
        public var locale: Locale
        /// How the measurement is used (it is shown in its own unit whatever this is).
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; up to three fraction digits when nil.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature leaves out its scale ("21°").
        public var hidesScaleName: Bool

        /// A style with `width`, in `locale`.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            hidesScaleName = false
        }

        /// `measurement` written in this style: "5 km".
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let locale = self.locale.resolvedForFormatting
            let number = numberFormatStyle.map { $0.locale(locale).format(measurement.value) }
                ?? MeasurementText.defaultNumber(measurement.value, locale: locale)
            return MeasurementText.string(
                number: number, unit: measurement.unit, width: width.width, hidesScaleName: hidesScaleName
            )
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement in its unit, abbreviated: "5 km", "21°C".
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement written in `style`: `.formatted(.measurement(width: .wide))`.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement in its unit, `width` long: "5 km", "5 kilometers", "5km".
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension FormatStyle where Self == Measurement<UnitTemperature>.FormatStyle {
    /// A temperature in its unit, `width` long; without its scale ("21°")
    /// when `hidesScaleName`.
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self {
        var style = Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, numberFormatStyle: numberFormatStyle
        )
        style.hidesScaleName = hidesScaleName
        return style
    }
}
#endif
