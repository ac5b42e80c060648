import Foundation
import Testing
@testable import ObservatoryWeb

@Suite("CSS values and dates")
struct ValueTests {
    @Test func colorsComeFromAFixedListOrAValidatedForm() {
        #expect(CSS.color("red") == "var(--o-red)")
        #expect(CSS.color("secondary") == "var(--o-secondary)")
        #expect(CSS.color("clear") == "transparent")
        #expect(CSS.color("#FF000080") == "#ff000080")
        #expect(CSS.color("#12AB9C") == "#12ab9c")
        #expect(CSS.color("blue/0.5") == "color-mix(in srgb, var(--o-blue) 50%, transparent)")
        #expect(CSS.color("foreground", foreground: "green") == "var(--o-green)")
        #expect(CSS.color("foreground") == "currentColor")
        for hostile in ["#GG0000", "#1234", "asset:brand", "red;x:y", "url(x)", "blue/2", "blue/x", "custom", ""] {
            #expect(CSS.color(hostile) == nil, "\(hostile)")
        }
    }

    @Test func numbersAreParsedAndBounded() {
        #expect(CSS.px("12") == "12px")
        #expect(CSS.px("0.125") == "0.13px")
        #expect(CSS.px("-4") == "-4px")
        for hostile in ["1e400", "nan", "inf", "100001", "12px", "1;x", ""] {
            #expect(CSS.px(hostile) == nil, "\(hostile)")
        }
        #expect(CSS.classToken("a b\"<c>") == "a-b--c-")
    }

    @Test func dateInputsRoundTripInTheServersTimeZone() throws {
        let iso = "2024-03-10T15:30:00Z"
        let date = try #require(DateInput.parse(iso))
        for components in ["date,hourAndMinute", "date", "hourAndMinute"] {
            let value = try #require(DateInput.inputValue(iso: iso, components: components))
            let back = try #require(DateInput.date(fromInput: value, components: components, current: iso))
            #expect(back == date, "\(components): \(value)")
        }
        #expect(DateInput.inputType(components: "date") == "date")
        #expect(DateInput.inputType(components: "hourAndMinute") == "time")
        #expect(DateInput.inputType(components: "date,hourAndMinute") == "datetime-local")
        // Changing the day of a date-only picker keeps the time of day.
        let moved = try #require(DateInput.date(fromInput: "2024-03-12", components: "date", current: iso))
        #expect(moved.timeIntervalSince(date) == 2 * 86_400 || Calendar.current.timeZone.identifier != "UTC")
        for bad in ["", "2024-13-01", "2024-02-30T10", "10:99", "x", String(repeating: "1", count: 100)] {
            #expect(DateInput.date(fromInput: bad, components: "date,hourAndMinute", current: iso) == nil, "\(bad)")
        }
    }
}
