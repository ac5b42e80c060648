import Testing
import ObservatoryUI

// Article 000 §3.1 and §3.5, article 004 steps 4 and 5: computed properties,
// derived chains, nested models and ignored properties.

@Observable final class Person {
    var firstName = "Ada"
    var lastName = "Lovelace"
    var age = 36
    var fullName: String { "\(firstName) \(lastName)".trimmingCharacters(in: .whitespaces) }
}

struct FullNameView: View {
    let person: Person
    var body: some View { Text(person.fullName) }
}

struct AgeView: View {
    let person: Person
    var body: some View { Text("Age \(person.age)") }
}

struct PersonCard: View {
    let person: Person
    var body: some View {
        VStack {
            FullNameView(person: person)
            AgeView(person: person)
        }
    }
}

@Observable final class Cart {
    var items: [Double] = []
    var note = ""
    var subtotal: Double { items.reduce(0, +) }
    var tax: Double { subtotal * 0.1 }
    var total: Double { subtotal + tax }
}

struct TotalView: View {
    let cart: Cart
    var body: some View { Text("Total \(cart.total)") }
}

struct NoteView: View {
    let cart: Cart
    var body: some View { Text(cart.note) }
}

struct CartScreen: View {
    let cart: Cart
    var body: some View {
        VStack {
            TotalView(cart: cart)
            NoteView(cart: cart)
        }
    }
}

enum Theme: Equatable { case light, dark }
enum Tab: Equatable { case home, settings }

@Observable final class UserSettings {
    var theme: Theme = .light
    var fontSize: Double = 16
}

@Observable final class AppViewModel {
    var settings = UserSettings()
    var currentTab: Tab = .home
}

struct ThemeView: View {
    @Environment(AppViewModel.self) var appVM
    var body: some View { Text(appVM.settings.theme == .dark ? "dark" : "light") }
}

struct TabLabel: View {
    @Environment(AppViewModel.self) var appVM
    var body: some View { Text(appVM.currentTab == .home ? "home" : "settings") }
}

struct FontSizeView: View {
    @Environment(AppViewModel.self) var appVM
    var body: some View { Text("size \(appVM.settings.fontSize)") }
}

struct NestedScreen: View {
    let appVM: AppViewModel
    var body: some View {
        VStack {
            ThemeView()
            TabLabel()
            FontSizeView()
        }
        .environment(appVM)
    }
}

@Observable final class ImageLoader {
    var url = "a.png"
    @ObservationIgnored var cacheHits = 0
}

struct LoaderView: View {
    let loader: ImageLoader
    var body: some View { Text("\(loader.url) \(loader.cacheHits)") }
}

@MainActor
@Suite("Derived, nested and ignored state")
struct DerivedStateTests {
    @Test func computedFullNameReRendersItsReaderOnFirstNameChange() {
        let person = Person()
        let graph = ViewGraph(PersonCard(person: person))
        person.firstName = "Grace"
        graph.update()
        #expect(graph.lastEvaluated == ["FullNameView"])
        #expect(graph.texts.contains("Grace Lovelace"))
        person.lastName = "Hopper"
        graph.update()
        #expect(graph.lastEvaluated == ["FullNameView"])
        person.age = 40
        graph.update()
        #expect(graph.lastEvaluated == ["AgeView"])
    }

    @Test func cartChainReachesTheTotalThroughSubtotalAndTax() {
        let cart = Cart()
        let graph = ViewGraph(CartScreen(cart: cart))
        cart.items.append(10)
        graph.update()
        #expect(graph.lastEvaluated == ["TotalView"])
        #expect(graph.texts.contains("Total 11.0"))
        cart.note = "gift"
        graph.update()
        #expect(graph.lastEvaluated == ["NoteView"])
    }

    @Test func nestedThemeInvalidatesOnlyItsReader() {
        let appVM = AppViewModel()
        let graph = ViewGraph(NestedScreen(appVM: appVM))
        appVM.settings.theme = .dark
        graph.update()
        #expect(graph.lastEvaluated == ["ThemeView"])
        #expect(graph.texts.contains("dark"))
        appVM.currentTab = .settings
        graph.update()
        #expect(graph.lastEvaluated == ["TabLabel"])
    }

    @Test func replacingTheNestedModelReachesEveryReaderOfIt() {
        let appVM = AppViewModel()
        let graph = ViewGraph(NestedScreen(appVM: appVM))
        let fresh = UserSettings()
        fresh.theme = .dark
        appVM.settings = fresh
        graph.update()
        #expect(Set(graph.lastEvaluated) == ["ThemeView", "FontSizeView"])
        // The old settings object no longer reaches anyone.
        graph.statistics.reset()
        fresh.fontSize = 20
        graph.update()
        #expect(graph.lastEvaluated == ["FontSizeView"])
    }

    @Test func ignoredPropertyNeverReRenders() {
        let loader = ImageLoader()
        let graph = ViewGraph(LoaderView(loader: loader))
        graph.statistics.reset()
        for _ in 0..<10 { loader.cacheHits += 1 }
        graph.update()
        #expect(graph.statistics.total == 0)
        #expect(!graph.hasPendingUpdates)
        loader.url = "b.png"
        graph.update()
        #expect(graph.texts == ["b.png 10"])
    }
}
