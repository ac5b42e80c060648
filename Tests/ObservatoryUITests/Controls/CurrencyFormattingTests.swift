// Currency amounts formatted in the current locale (ObservatoryUI's
// Formatting/CurrencyFormatting.swift): Foundation's current locale on Linux
// is always en_001, which shows "US$5.00" where an Apple device shows "$5.00".
import Foundation
@testable import ObservatoryUI
import Testing

@Suite("Currency formatting in the current locale")
struct CurrencyFormattingTests {
    #if !canImport(Darwin)
    @Test func theFormattingLocaleFollowsTheEnvironmentForMoney() {
        func resolved(_ environment: [String: String]) -> String {
            Locale.formattingLocale(environment: environment).identifier
        }
        #expect(resolved([:]) == "en_US")
        #expect(resolved(["LANG": "C.UTF-8"]) == "en_US")
        #expect(resolved(["LANG": "POSIX"]) == "en_US")
        #expect(resolved(["LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(resolved(["LANG": "de_DE@euro"]) == "de_DE")
        #expect(resolved(["LANG": "de_DE.UTF-8", "LC_MONETARY": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(resolved(["LANG": "de_DE.UTF-8", "LC_MONETARY": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == "ja_JP")
        #expect(resolved(["LANG": "de_DE.UTF-8", "LC_ALL": ""]) == "de_DE", "an empty variable counts as unset")
    }

    @Test func currencyInTheCurrentLocaleUsesTheFormattingLocale() {
        // Foundation's current locale on Linux is en_001 ("US$5.00"); an
        // unconfigured Apple device shows "$5.00".
        let inFormattingLocale = { (amount: Int) in
            IntegerFormatStyle<Int>.Currency(code: "USD", locale: .formattingCurrent).format(amount)
        }
        #expect(5.formatted(.currency(code: "USD")) == inFormattingLocale(5))
        #expect(1234.formatted(.currency(code: "USD")) == inFormattingLocale(1234))
        #expect(20.5.formatted(.currency(code: "USD"))
            == FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: .formattingCurrent).format(20.5))
        #expect(Decimal(12).formatted(.currency(code: "USD"))
            == Decimal.FormatStyle.Currency(code: "USD", locale: .formattingCurrent).format(12))

        let enUS = Locale.formattingLocale(environment: ["LANG": "C.UTF-8"])
        #expect(IntegerFormatStyle<Int>.Currency(code: "USD", locale: enUS).format(1234) == "$1,234.00")
    }

    @Test func aStyleGivenALocaleKeepsIt() {
        let german = Locale(identifier: "de_DE")
        #expect(5.formatted(.currency(code: "EUR").locale(german)) == "5,00\u{a0}€")
        #expect(2.5.formatted(.currency(code: "EUR").locale(german)) == "2,50\u{a0}€")
    }
    #endif
}
