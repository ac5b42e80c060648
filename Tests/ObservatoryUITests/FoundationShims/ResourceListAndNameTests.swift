import Foundation
import Testing
@testable import ObservatoryUI

#if !canImport(Darwin)
/// Foundation names Linux lacks that `import ObservatoryUI` brings:
/// `LocalizedStringResource`, `ListFormatter`, `PersonNameComponents`
/// formatting. Each compiles here only because ObservatoryUI's declaration
/// is found (or shadows Foundation's unavailable one).
@MainActor
@Suite("LocalizedStringResource, ListFormatter and person names")
struct ResourceListAndNameTests {
    @Test func aLocalizedStringResourceShowsItsDefaultValue() {
        let count = 3
        let plain: LocalizedStringResource = "Backyard"
        let counted: LocalizedStringResource = "\(count) birds"
        let keyed = LocalizedStringResource("intent.title", defaultValue: "Refill **supplies**", comment: "An intent")
        #expect(String(localized: plain) == "Backyard")
        #expect(plain.key == "Backyard")
        #expect(String(localized: counted) == "3 birds")
        #expect(keyed.key == "intent.title")
        #expect(keyed.comment == "An intent")
        #expect(String(localized: keyed) == "Refill **supplies**", "a plain string keeps its Markdown")
        #expect(Text(keyed).runs.map(\.text) == ["Refill ", "supplies"], "Text renders it")
        #expect(Text(keyed).runs[1].bold == true)
        #expect(String(AttributedString(localized: keyed).characters) == "Refill supplies")
        #expect(Text("literal").runs.map(\.text) == ["literal"], "a literal is still a LocalizedStringKey")
    }

    @Test func aValueCanDescribeItselfAsAResource() {
        enum Visibility: CustomLocalizedStringResourceConvertible {
            case everyone
            var localizedStringResource: LocalizedStringResource { "Everyone" }
        }
        #expect(String(localized: Visibility.everyone.localizedStringResource) == "Everyone")
    }

    @Test func listsAreJoinedAsTheLocaleWritesThem() {
        #expect(ListFormatter.localizedString(byJoining: ["red", "green", "blue"]) == "red, green, and blue")
        #expect(ListFormatter.localizedString(byJoining: ["tea"]) == "tea")
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        formatter.itemFormatter = numbers
        #expect(formatter.string(from: [0.5, 0.25]) == "50% and 25%")
        #expect(formatter.string(for: "not a list") == nil)
    }

    @Test func personNamesAreWrittenInEachStyle() {
        var ada = PersonNameComponents()
        ada.namePrefix = "Countess"
        ada.givenName = "Ada"
        ada.middleName = "King"
        ada.familyName = "Lovelace"
        #expect(ada.formatted() == "Ada Lovelace")
        #expect(ada.formatted(.name(style: .short)) == "Ada")
        #expect(ada.formatted(.name(style: .long)) == "Countess Ada King Lovelace")
        #expect(ada.formatted(.name(style: .abbreviated)) == "AL")
        ada.nickname = "Ada L."
        #expect(ada.formatted(.name(style: .short)) == "Ada L.")

        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: ada) == "Ada Lovelace")
        formatter.style = .abbreviated
        #expect(formatter.string(for: ada) == "AL")
        #expect(PersonNameComponentsFormatter.localizedString(from: ada, style: .long) == "Countess Ada King Lovelace")
        let read = formatter.personNameComponents(from: "Grace Brewster Hopper")
        #expect(read?.givenName == "Grace" && read?.middleName == "Brewster" && read?.familyName == "Hopper")
        #expect(formatter.personNameComponents(from: "  ") == nil)
    }
}
#endif
