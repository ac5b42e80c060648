#if !canImport(Darwin)
import Foundation
import Testing
@testable import ObservatoryUI

@Suite struct FormatterShimTests {
    // MARK: DateComponentsFormatter

    /// A formatter shared as apps share them (Swift 6 needs it to be Sendable).
    private static let sharedDurations: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        return formatter
    }()

    private func durations(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle)
        -> DateComponentsFormatter
    {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        return formatter
    }

    @Test func durationInEveryUnitsStyle() {
        let units: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(durations(units, .positional).string(from: 3725) == "1:02:05")
        #expect(durations(units, .abbreviated).string(from: 3725) == "1h 2m 5s")
        #expect(durations(units, .short).string(from: 3725) == "1 hr, 2 min, 5 sec")
        #expect(durations(units, .full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
        #expect(durations(units, .brief).string(from: 3725) == "1hr 2min 5sec")
        #expect(durations(units, .spellOut).string(from: 3725) == "one hour, two minutes, five seconds")
        #expect(durations(units, .full).string(from: 3600) == "1 hour")
        #expect(durations(units, .full).string(from: 7260) == "2 hours, 1 minute")
    }

    @Test func positionalDropsLeadingZeroUnitsAndPadsOnRequest() {
        #expect(Self.sharedDurations.string(from: 75) == "1:15")
        let minutes = durations([.minute, .second], .positional)
        #expect(minutes.string(from: 75) == "1:15")
        minutes.zeroFormattingBehavior = .pad
        #expect(minutes.string(from: 75) == "01:15")
        let hours = durations([.hour, .minute, .second], .positional)
        #expect(hours.string(from: 65) == "1:05")
        #expect(hours.string(from: 3610) == "1:00:10")
        #expect(hours.string(from: 5) == "0:05")
    }

    @Test func zeroFormattingBehaviors() {
        let formatter = durations([.day, .hour, .minute, .second], .abbreviated)
        #expect(formatter.string(from: 3610) == "1h 10s")
        formatter.zeroFormattingBehavior = .dropLeading
        #expect(formatter.string(from: 600) == "10m 0s")
        formatter.zeroFormattingBehavior = .dropTrailing
        #expect(formatter.string(from: 3600) == "0d 1h")
        formatter.zeroFormattingBehavior = .dropMiddle
        #expect(formatter.string(from: 3605) == "0d 1h 5s")
        formatter.zeroFormattingBehavior = .dropAll
        #expect(formatter.string(from: 3600) == "1h")
    }

    @Test func unitCountPhrasesAndSign() {
        let formatter = durations([.hour, .minute, .second], .full)
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3725) == "1 hour")
        #expect(formatter.string(from: 7199) == "1 hour")
        formatter.maximumUnitCount = 0
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 300) == "About 5 minutes remaining")
        #expect(durations([.hour, .minute, .second], .positional).string(from: -3725) == "-1:02:05")
        #expect(durations([.hour, .minute], .abbreviated).string(from: -6000) == "-1h 40m")
        #expect(durations([.hour, .minute, .second], .full).string(from: .infinity) == nil)
    }

    @Test func dateSpansAndComponents() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 1, day: 1)))
        let end = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 2)))
        let formatter = DateComponentsFormatter()
        formatter.calendar = calendar
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.month, .weekOfMonth, .day]
        #expect(formatter.string(from: start, to: end) == "2 months, 2 weeks")
        formatter.allowedUnits = []
        #expect(formatter.string(from: start, to: end) == "2 months, 2 weeks, 2 hours")
        let components = DateComponents(hour: 1, minute: 2, second: 5)
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .positional) == "1:02:05")
        let tenDays = DateComponentsFormatter.localizedString(from: DateComponents(day: 10), unitsStyle: .abbreviated)
        #expect(tenDays == "1w 3d")
        #expect(formatter.string(for: 3725.0) == "1 hour, 2 minutes, 5 seconds")
        #expect(formatter.string(for: DateComponents(minute: 90)) == "1 hour, 30 minutes")
        #expect(formatter.string(for: "soon") == nil)
    }

    // MARK: RelativeDateTimeFormatter

    private let reference = Date(timeIntervalSinceReferenceDate: 700_000_000)

    private func relative(
        _ offset: TimeInterval, _ dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
        _ unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .full
    ) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateTimeStyle = dateTimeStyle
        formatter.unitsStyle = unitsStyle
        return formatter.localizedString(for: reference.addingTimeInterval(offset), relativeTo: reference)
    }

    @Test func relativeDatesInNumbers() {
        #expect(relative(-3600) == "1 hour ago")
        #expect(relative(2 * 86400) == "in 2 days")
        #expect(relative(-86400) == "1 day ago")
        #expect(relative(0) == "in 0 seconds")
        // Rounded down, as RelativeDateTimeFormatter does on Apple's platforms.
        #expect(relative(-(3600 + 59 * 60)) == "1 hour ago")
        #expect(relative(-7 * 86400) == "1 week ago")
        #expect(relative(7200, .numeric, .spellOut) == "in two hours")
    }

    @Test func relativeDatesByName() {
        #expect(relative(-86400, .named) == "yesterday")
        #expect(relative(86400, .named) == "tomorrow")
        #expect(relative(0, .named) == "now")
        #expect(relative(-7 * 86400, .named) == "last week")
        #expect(relative(-7200, .named) == "2 hours ago")
    }

    @Test func relativeDatesAbbreviated() {
        #expect(relative(-7200, .numeric, .short) == "2 hr. ago")
        #expect(relative(300, .numeric, .short) == "in 5 min.")
        #expect(relative(-7200, .numeric, .abbreviated) == "2h ago")
        #expect(relative(-7 * 86400, .named, .short) == "last wk.")
    }

    @Test func relativeComponentsIntervalsAndContext() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(formatter.localizedString(fromTimeInterval: -3600) == "1 hour ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(from: DateComponents(day: 0)) == "today")
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.localizedString(from: DateComponents(day: -1)) == "Yesterday")
        #expect(formatter.string(for: "yesterday") == nil)
    }

    // MARK: Measurements

    @Test func measurementFormatStyles() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(distance.formatted() == "5 km")
        #expect(distance.formatted(.measurement(width: .wide)) == "5 kilometers")
        #expect(distance.formatted(.measurement(width: .narrow)) == "5km")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "5 km")
        let wide: Measurement<UnitLength>.FormatStyle = .measurement(width: .wide)
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(wide) == "1 kilometer")
        #expect(Measurement(value: 21, unit: UnitTemperature.celsius).formatted() == "21°C")
        #expect(Measurement(value: 21, unit: UnitTemperature.celsius).formatted(.measurement(width: .wide))
            == "21 degrees Celsius")
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_US"))
        #expect(Measurement(value: 1234.5, unit: UnitLength.kilometers).formatted(style) == "1,234.5 km")
        #expect(Measurement(value: 1.23456, unit: UnitLength.kilometers).formatted(style) == "1.235 km")
        let twoDigits: Measurement<UnitLength>.FormatStyle =
            .measurement(width: .wide, numberFormatStyle: .number.precision(.fractionLength(2)))
        #expect(distance.formatted(twoDigits.locale(Locale(identifier: "en_US"))) == "5.00 kilometers")
    }

    @Test func measurementUnitNames() {
        #expect(Measurement(value: 2, unit: UnitMass.pounds).formatted(.measurement(width: .wide)) == "2 pounds")
        #expect(Measurement(value: 60, unit: UnitSpeed.milesPerHour).formatted() == "60 mph")
        #expect(Measurement(value: 2, unit: UnitDuration.hours).formatted() == "2 hr")
        #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted(.measurement(width: .wide))
            == "90 minutes")
        #expect(Measurement(value: 5, unit: UnitLength.feet).formatted(.measurement(width: .narrow)) == "5′")
        #expect(Measurement(value: 5, unit: UnitInformationStorage.megabytes).formatted() == "5 MB")
        #expect(Measurement(value: 3, unit: UnitVolume.liters).formatted(.measurement(width: .wide)) == "3 liters")
        #expect(Measurement(value: 1, unit: UnitArea.squareMeters).formatted(.measurement(width: .wide))
            == "1 square meter")
        let custom = UnitLength(symbol: "cubit", converter: UnitConverterLinear(coefficient: 0.45))
        #expect(Measurement(value: 3, unit: custom).formatted(.measurement(width: .wide)) == "3 cubit")
    }

    @Test func measurementFormatter() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(formatter.string(from: distance) == "5 km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: distance) == "5 kilometers")
        #expect(formatter.string(from: UnitLength.kilometers) == "kilometers")
        formatter.unitStyle = .short
        #expect(formatter.string(from: distance) == "5km")
        formatter.unitStyle = .medium
        #expect(formatter.string(from: UnitLength.kilometers) == "km")
        #expect(formatter.string(from: Measurement(value: 1234.5, unit: UnitLength.kilometers)) == "1,234.5 km")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21°")
        #expect(formatter.string(for: Measurement(value: 2, unit: UnitMass.kilograms)) == "2 kg")
        #expect(formatter.string(for: 5) == nil)
    }
}
#endif
