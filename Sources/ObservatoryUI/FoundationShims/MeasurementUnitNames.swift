#if !canImport(Darwin)
import Foundation

/// The U.S. English names of units, by unit type and symbol.
enum MeasurementText {
    /// How long a unit's name is.
    enum Width: String, Codable, Hashable, Sendable {
        case wide, abbreviated, narrow
    }

    /// `value` in `locale` with up to three fraction digits: "1,234.5".
    static func defaultNumber(_ value: Double, locale: Locale) -> String {
        FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...3)).format(value)
    }

    /// The written number followed by the unit's name for it.
    static func string(number: String, unit: Unit, width: Width, hidesScaleName: Bool) -> String {
        if hidesScaleName, unit is UnitTemperature { return number + "°" }
        guard let names = names(of: unit) else { return number + " " + unit.symbol }
        // English: singular for exactly 1 ("1 kilometer", "-1 kilometer", "1.5 kilometers").
        let one = number.drop { $0 == "-" || $0 == "\u{2212}" } == "1"
        return number + names.suffix(width, one: one)
    }

    /// The unit's name alone: "km", "kilometers", or its symbol.
    static func name(of unit: Unit, width: Width) -> String {
        guard let names = names(of: unit) else { return unit.symbol }
        let suffix = names.suffix(width, one: false)
        return suffix.hasPrefix(" ") ? String(suffix.dropFirst()) : suffix
    }

    private static func names(of unit: Unit) -> UnitNames? {
        table[UnitKey(type: ObjectIdentifier(type(of: unit)), symbol: unit.symbol)]
    }

    private struct UnitKey: Hashable, Sendable {
        let type: ObjectIdentifier
        let symbol: String
    }

    /// What follows the number, in each width, singular and plural.
    private struct UnitNames: Sendable {
        let wide: (one: String, other: String)
        let abbreviated: (one: String, other: String)
        let narrow: (one: String, other: String)

        /// `short` and `narrow` are what follows the number, "one|other"
        /// when they differ.
        init(_ one: String, _ other: String, _ short: String, _ narrow: String) {
            func split(_ text: String) -> (String, String) {
                let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : parts[0])
            }
            wide = (" " + one, " " + other)
            abbreviated = split(short)
            self.narrow = split(narrow)
        }

        func suffix(_ width: Width, one: Bool) -> String {
            let forms = switch width {
            case .wide: wide
            case .abbreviated: abbreviated
            case .narrow: narrow
            }
            return one ? forms.one : forms.other
        }
    }

    /// Each unit: its symbol on Linux, its singular and plural full names,
    /// and what follows the number abbreviated and narrow (CLDR's English).
    private static let table: [UnitKey: UnitNames] = {
        let units: [(Unit.Type, [(String, String, String, String, String)])] = [
        (UnitLength.self, [
            ("Mm", "megameter", "megameters", " Mm", "Mm"),
            ("km", "kilometer", "kilometers", " km", "km"),
            ("hm", "hectometer", "hectometers", " hm", "hm"),
            ("dam", "dekameter", "dekameters", " dam", "dam"),
            ("m", "meter", "meters", " m", "m"),
            ("dm", "decimeter", "decimeters", " dm", "dm"),
            ("cm", "centimeter", "centimeters", " cm", "cm"),
            ("mm", "millimeter", "millimeters", " mm", "mm"),
            ("µm", "micrometer", "micrometers", " μm", "μm"),
            ("nm", "nanometer", "nanometers", " nm", "nm"),
            ("pm", "picometer", "picometers", " pm", "pm"),
            ("in", "inch", "inches", " in", "″"),
            ("ft", "foot", "feet", " ft", "′"),
            ("yd", "yard", "yards", " yd", "yd"),
            ("mi", "mile", "miles", " mi", "mi"),
            ("ly", "light year", "light years", " ly", "ly"),
            ("NM", "nautical mile", "nautical miles", " nmi", "nmi"),
            ("ftm", "fathom", "fathoms", " fth", "fth"),
            ("fur", "furlong", "furlongs", " fur", "fur"),
            ("ua", "astronomical unit", "astronomical units", " au", "au"),
            ("pc", "parsec", "parsecs", " pc", "pc"),
        ]),
        (UnitMass.self, [
            ("kg", "kilogram", "kilograms", " kg", "kg"),
            ("g", "gram", "grams", " g", "g"),
            ("dg", "decigram", "decigrams", " dg", "dg"),
            ("cg", "centigram", "centigrams", " cg", "cg"),
            ("mg", "milligram", "milligrams", " mg", "mg"),
            ("µg", "microgram", "micrograms", " μg", "μg"),
            ("ng", "nanogram", "nanograms", " ng", "ng"),
            ("pg", "picogram", "picograms", " pg", "pg"),
            ("oz", "ounce", "ounces", " oz", "oz"),
            ("lb", "pound", "pounds", " lb", "#"),
            ("st", "stone", "stones", " st", "st"),
            ("t", "metric ton", "metric tons", " t", "t"),
            ("ton", "ton", "tons", " tn", "tn"),
            ("ct", "carat", "carats", " CD", "CD"),
            ("oz t", "troy ounce", "troy ounces", " oz t", "oz t"),
        ]),
        (UnitDuration.self, [
            ("ps", "picosecond", "picoseconds", " psec", "ps"),
            ("ns", "nanosecond", "nanoseconds", " ns", "ns"),
            ("µs", "microsecond", "microseconds", " μs", "μs"),
            ("ms", "millisecond", "milliseconds", " ms", "ms"),
            ("s", "second", "seconds", " sec", "s"),
            ("m", "minute", "minutes", " min", "m"),
            ("h", "hour", "hours", " hr", "h"),
            // Apple's symbols for minutes and hours.
            ("min", "minute", "minutes", " min", "m"),
            ("hr", "hour", "hours", " hr", "h"),
        ]),
        (UnitTemperature.self, [
            ("K", "kelvin", "kelvins", " K", "K"),
            ("°C", "degree Celsius", "degrees Celsius", "°C", "°C"),
            ("°F", "degree Fahrenheit", "degrees Fahrenheit", "°F", "°"),
        ]),
        (UnitVolume.self, [
            ("ML", "megaliter", "megaliters", " ML", "ML"),
            ("kL", "kiloliter", "kiloliters", " kL", "kL"),
            ("L", "liter", "liters", " L", "L"),
            ("dl", "deciliter", "deciliters", " dL", "dL"),
            ("cL", "centiliter", "centiliters", " cL", "cL"),
            ("mL", "milliliter", "milliliters", " mL", "mL"),
            ("km³", "cubic kilometer", "cubic kilometers", " km³", "km³"),
            ("m³", "cubic meter", "cubic meters", " m³", "m³"),
            ("dm³", "cubic decimeter", "cubic decimeters", " dm³", "dm³"),
            ("cm³", "cubic centimeter", "cubic centimeters", " cm³", "cm³"),
            ("mm³", "cubic millimeter", "cubic millimeters", " mm³", "mm³"),
            ("in³", "cubic inch", "cubic inches", " in³", "in³"),
            ("ft³", "cubic foot", "cubic feet", " ft³", "ft³"),
            ("yd³", "cubic yard", "cubic yards", " yd³", "yd³"),
            ("mi³", "cubic mile", "cubic miles", " mi³", "mi³"),
            ("af", "acre-foot", "acre-feet", " ac ft", "ac ft"),
            ("bsh", "bushel", "bushels", " bu", "bu"),
            ("tsp", "teaspoon", "teaspoons", " tsp", "tsp"),
            ("tbsp", "tablespoon", "tablespoons", " tbsp", "tbsp"),
            ("fl oz", "fluid ounce", "fluid ounces", " fl oz", "fl oz"),
            ("cup", "cup", "cups", " c", "c"),
            ("pt", "pint", "pints", " pt", "pt"),
            ("qt", "quart", "quarts", " qt", "qt"),
            ("gal", "gallon", "gallons", " gal", "gal"),
            ("fl oz Imperial", "Imp. fluid ounce", "Imp. fluid ounces", " fl oz Imp.", "fl oz Im"),
            ("qt Imperial", "Imp. quart", "Imp. quarts", " qt-Imp.", "qt-Imp."),
            ("gal Imperial", "Imp. gallon", "Imp. gallons", " gal Imp.", "galIm"),
            ("metric cup Imperial", "metric cup", "metric cups", " mc", "mc"),
        ]),
        (UnitSpeed.self, [
            ("m/s", "meter per second", "meters per second", " m/s", "m/s"),
            ("km/h", "kilometer per hour", "kilometers per hour", " km/h", "km/h"),
            ("mph", "mile per hour", "miles per hour", " mph", "mph"),
            ("kn", "knot", "knots", " kn", "kn"),
        ]),
        (UnitEnergy.self, [
            ("kJ", "kilojoule", "kilojoules", " kJ", "kJ"),
            ("J", "joule", "joules", " J", "J"),
            ("kCal", "kilocalorie", "kilocalories", " kcal", "kcal"),
            ("cal", "calorie", "calories", " cal", "cal"),
            ("kWh", "kilowatt hour", "kilowatt-hours", " kWh", "kWh"),
        ]),
        (UnitArea.self, [
            ("Mm²", "square megameter", "square megameters", " Mm²", "Mm²"),
            ("km²", "square kilometer", "square kilometers", " km²", "km²"),
            ("m²", "square meter", "square meters", " m²", "m²"),
            ("cm²", "square centimeter", "square centimeters", " cm²", "cm²"),
            ("mm²", "square millimeter", "square millimeters", " mm²", "mm²"),
            ("µm²", "square micrometer", "square micrometers", " μm²", "μm²"),
            ("nm²", "square nanometer", "square nanometers", " nm²", "nm²"),
            ("in²", "square inch", "square inches", " in²", "in²"),
            ("ft²", "square foot", "square feet", " sq ft", "ft²"),
            ("yd²", "square yard", "square yards", " yd²", "yd²"),
            ("mi²", "square mile", "square miles", " sq mi", "mi²"),
            ("ac", "acre", "acres", " ac", "ac"),
            ("ha", "hectare", "hectares", " ha", "ha"),
        ]),
        (UnitAngle.self, [
            ("°", "degree", "degrees", " deg", "°"),
            ("ʹ", "arcminute", "arcminutes", " arcmin| arcmins", "′"),
            ("ʹʹ", "arcsecond", "arcseconds", " arcsec| arcsecs", "″"),
            ("rad", "radian", "radians", " rad", "rad"),
            ("rev", "revolution", "revolutions", " rev", "rev"),
        ]),
        (UnitPressure.self, [
            ("N/m²", "pascal", "pascals", " Pa", "Pa"),
            ("GPa", "gigapascal", "gigapascals", " GPa", "GPa"),
            ("MPa", "megapascal", "megapascals", " MPa", "MPa"),
            ("kPa", "kilopascal", "kilopascals", " kPa", "kPa"),
            ("hPa", "hectopascal", "hectopascals", " hPa", "hPa"),
            ("inHg", "inch of mercury", "inches of mercury", " inHg", "″ Hg"),
            ("bar", "bar", "bars", " bar", "bar"),
            ("mbar", "millibar", "millibars", " mbar", "mb"),
            ("mmHg", "millimeter of mercury", "millimeters of mercury", " mmHg", "mmHg"),
            ("psi", "pound-force per square inch", "pounds-force per square inch", " psi", "psi"),
        ]),
        (UnitInformationStorage.self, [
            ("B", "byte", "bytes", " byte", "B"),
            ("bit", "bit", "bits", " bit", "bit"),
            ("YB", "yottabyte", "yottabytes", " Ybyte", "YB"),
            ("ZB", "zettabyte", "zettabytes", " Zbyte", "ZB"),
            ("EB", "exabyte", "exabytes", " Ebyte", "EB"),
            ("PB", "petabyte", "petabytes", " PB", "PB"),
            ("TB", "terabyte", "terabytes", " TB", "TB"),
            ("GB", "gigabyte", "gigabytes", " GB", "GB"),
            ("MB", "megabyte", "megabytes", " MB", "MB"),
            ("kB", "kilobyte", "kilobytes", " kB", "kB"),
            ("Yb", "yottabit", "yottabits", " Ybit", "Ybit"),
            ("Zb", "zettabit", "zettabits", " Zbit", "Zbit"),
            ("Eb", "exabit", "exabits", " Ebit", "Ebit"),
            ("Pb", "petabit", "petabits", " Pbit", "Pbit"),
            ("Tb", "terabit", "terabits", " Tb", "Tb"),
            ("Gb", "gigabit", "gigabits", " Gb", "Gb"),
            ("Mb", "megabit", "megabits", " Mb", "Mb"),
            ("kb", "kilobit", "kilobits", " kb", "kb"),
            ("YiB", "yobibyte", "yobibytes", " Yibyte", "YiB"),
            ("ZiB", "zebibyte", "zebibytes", " Zibyte", "ZiB"),
            ("EiB", "exbibyte", "exbibytes", " Eibyte", "EiB"),
            ("PiB", "pebibyte", "pebibytes", " Pibyte", "PiB"),
            ("TiB", "tebibyte", "tebibytes", " Tibyte", "TiB"),
            ("GiB", "gibibyte", "gibibytes", " Gibyte", "GiB"),
            ("MiB", "mebibyte", "mebibytes", " Mibyte", "MiB"),
            ("KiB", "kibibyte", "kibibytes", " Kibyte", "KiB"),
            ("Yib", "yobibit", "yobibits", " Yibit", "Yibit"),
            ("Zib", "zebibit", "zebibits", " Zibit", "Zibit"),
            ("Eib", "exbibit", "exbibits", " Eibit", "Eibit"),
            ("Pib", "pebibit", "pebibits", " Pibit", "Pibit"),
            ("Tib", "tebibit", "tebibits", " Tibit", "Tibit"),
            ("Gib", "gibibit", "gibibits", " Gibit", "Gibit"),
            ("Mib", "mebibit", "mebibits", " Mibit", "Mibit"),
            ("Kib", "kibibit", "kibibits", " Kibit", "Kibit"),
        ]),
        (UnitAcceleration.self, [
            ("m/s²", "meter per second squared", "meters per second squared", " m/s²", "m/s²"),
            ("g", "g-force", "g-force", " G", "G|Gs"),
        ]),
        (UnitFrequency.self, [
            ("THz", "terahertz", "terahertz", " THz", "THz"),
            ("GHz", "gigahertz", "gigahertz", " GHz", "GHz"),
            ("MHz", "megahertz", "megahertz", " MHz", "MHz"),
            ("kHz", "kilohertz", "kilohertz", " kHz", "kHz"),
            ("Hz", "hertz", "hertz", " Hz", "Hz"),
            ("mHz", "millihertz", "millihertz", " mHz", "mHz"),
            ("µHz", "microhertz", "microhertz", " μHz", "μHz"),
            ("nHz", "nanohertz", "nanohertz", " nHz", "nHz"),
        ]),
        (UnitPower.self, [
            ("TW", "terawatt", "terawatts", " TW", "TW"),
            ("GW", "gigawatt", "gigawatts", " GW", "GW"),
            ("MW", "megawatt", "megawatts", " MW", "MW"),
            ("kW", "kilowatt", "kilowatts", " kW", "kW"),
            ("W", "watt", "watts", " W", "W"),
            ("mW", "milliwatt", "milliwatts", " mW", "mW"),
            ("µW", "microwatt", "microwatts", " μW", "μW"),
            ("nW", "nanowatt", "nanowatts", " nW", "nW"),
            ("pW", "picowatt", "picowatts", " pW", "pW"),
            ("fW", "femtowatt", "femtowatts", " fW", "fW"),
            ("hp", "horsepower", "horsepower", " hp", "hp"),
        ]),
        (UnitElectricCurrent.self, [
            ("MA", "megaampere", "megaamperes", " MA", "MA"),
            ("kA", "kiloampere", "kiloamperes", " kA", "kA"),
            ("A", "ampere", "amperes", " A", "A"),
            ("mA", "milliampere", "milliamperes", " mA", "mA"),
            ("µA", "microampere", "microamperes", " μA", "μA"),
        ]),
        (UnitElectricPotentialDifference.self, [
            ("MV", "megavolt", "megavolts", " MV", "MV"),
            ("kV", "kilovolt", "kilovolts", " kV", "kV"),
            ("V", "volt", "volts", " V", "V"),
            ("mV", "millivolt", "millivolts", " mV", "mV"),
            ("µV", "microvolt", "microvolts", " μV", "μV"),
        ]),
        (UnitElectricResistance.self, [
            ("MΩ", "megaohm", "megaohms", " MΩ", "MΩ"),
            ("kΩ", "kiloohm", "kiloohms", " kΩ", "kΩ"),
            ("Ω", "ohm", "ohms", " Ω", "Ω"),
            ("mΩ", "milliohm", "milliohms", " mΩ", "mΩ"),
            ("µΩ", "microohm", "microohms", " μΩ", "μΩ"),
        ]),
        (UnitFuelEfficiency.self, [
            ("L/100km", "liter per 100 kilometers", "liters per 100 kilometers", " L/100 km", "L/100km"),
            ("mpg", "mile per Imp. gallon", "miles per Imp. gallon", " mpg Imp.", "m/gUK"),
            ("mpg", "mile per gallon", "miles per gallon", " mpg", "mpg"),
        ]),
        (UnitIlluminance.self, [
            ("lx", "lux", "lux", " lx", "lx"),
        ]),
        (UnitConcentrationMass.self, [
            ("g/L", "gram per liter", "grams per liter", " g/L", "g/L"),
            ("mg/dL", "milligram per deciliter", "milligrams per deciliter", " mg/dL", "mg/dL"),
        ]),
        (UnitDispersion.self, [
            ("ppm", "part per million", "parts per million", " ppm", "ppm"),
        ]),
        ]
        var table: [UnitKey: UnitNames] = [:]
        for (type, entries) in units {
            for (symbol, one, other, short, narrow) in entries {
                table[UnitKey(type: ObjectIdentifier(type), symbol: symbol)] = UnitNames(one, other, short, narrow)
            }
        }
        return table
    }()
}
#endif
