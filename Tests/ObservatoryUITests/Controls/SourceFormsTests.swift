import ObservatoryTesting
import Testing
@testable import ObservatoryUI

/// Forms of SwiftUI's API that apps written for older and newer iOS
/// versions use, which compile here unchanged and do what they do there.
@MainActor
@Suite("Older and newer forms of SwiftUI's API")
struct SourceFormsTests {
    @Observable final class Model {
        var query = ""
        var count = 0
        var seen: [String] = []
    }

    /// `.onChange(of:perform:)` with a one-parameter closure, as written before iOS 17.
    struct Search: View {
        @Bindable var model: Model
        var body: some View {
            VStack {
                TextField(text: $model.query, prompt: Text("Title, author")) { Text("Search books") }
                Button("More") { model.count += 1 }
            }
            .onChange(of: model.query) { newValue in model.seen.append("query \(newValue)") }
            .onChange(of: model.count, perform: { count in model.seen.append("count \(count)") })
        }
    }

    @Test func aOneParameterOnChangeReceivesTheNewValueOnlyWhenItChanges() throws {
        let model = Model()
        let host = ViewHost(Search(model: model))
        #expect(model.seen.isEmpty, "not called when the view appears")
        try host.type("swift", into: "Search books")
        try host.tap("More")
        _ = host.update()
        #expect(model.seen == ["query swift", "count 1"])
    }

    @Test func aTextFieldLabelledByAViewIsNamedByItsTextAndShowsThePrompt() throws {
        let host = ViewHost(Search(model: Model()))
        let field = try host.find(.role(.textField))
        #expect(field["label"] == "Search books")
        #expect(field["prompt"] == "Title, author")
    }

    @Test func springWithoutArgumentsIsTheResponseSpring() {
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring() != Animation.spring(duration: 0.5, bounce: 0))
    }

    @Test func aTabWithAnAssetImageShowsThatImage() throws {
        struct Tabs: View {
            var body: some View {
                TabView {
                    ObservatoryUI.Tab("Home", image: "house-art") { Text("Home page") }
                    ObservatoryUI.Tab("Search", systemImage: "magnifyingglass") { Text("Search page") }
                }
            }
        }
        let host = ViewHost(Tabs())
        let images = host.all(role: .image)
        #expect(images.map { $0["name"] } == ["house-art", nil])
        #expect(images.map { $0["systemName"] } == [nil, "magnifyingglass"])
        #expect(host.contains(text: "Home"))
    }

    @Test func buttonBorderShapeIsAnAttributeOfTheButtonsInside() throws {
        struct Buttons: View {
            var body: some View {
                VStack {
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                    Button("Rounded") {}.buttonBorderShape(.roundedRectangle(radius: 4))
                    Button("Plain") {}
                }
                .buttonStyle(.bordered)
            }
        }
        let host = ViewHost(Buttons())
        #expect(try host.find(label: "Capsule")["borderShape"] == "capsule")
        #expect(try host.find(label: "Rounded")["borderShape"] == "roundedRectangle")
        #expect(try host.find(label: "Rounded")["borderRadius"] == "4")
        #expect(try host.find(label: "Plain")["borderShape"] == nil)
    }

    @Test func scrollModifiersBecomeTheScrollViewsAttributes() throws {
        struct Chat: View {
            let isLocked: Bool
            var body: some View {
                VStack {
                    ScrollView { Text("Newest") }
                        .defaultScrollAnchor(.bottom)
                        .scrollDismissesKeyboard(.interactively)
                        .scrollIndicators(.hidden)
                        .scrollDisabled(isLocked)
                        .scrollClipDisabled()
                    ScrollView { Text("Plain") }
                        .scrollDismissesKeyboard(.never)
                }
            }
        }
        let host = ViewHost(Chat(isLocked: true))
        let scrolls = host.all(role: .scroll)
        #expect(scrolls.count == 2)
        #expect(scrolls[0]["anchor"] == "0.5,1")
        #expect(scrolls[0]["dismissesKeyboard"] == "interactively")
        #expect(scrolls[0]["showsIndicators"] == "false")
        #expect(scrolls[0]["scrollDisabled"] == "true")
        #expect(scrolls[0]["clip"] == "false")
        for name in ["anchor", "dismissesKeyboard", "showsIndicators", "scrollDisabled", "clip"] {
            #expect(scrolls[1][name] == nil, "\(name)")
        }
        let unlocked = ViewHost(Chat(isLocked: false))
        #expect(unlocked.all(role: .scroll)[0]["scrollDisabled"] == nil)
    }
}

@MainActor
@Suite("GridLayout")
struct GridLayoutTests {
    @Test func calledWithRowsItIsAGrid() throws {
        struct Table: View {
            var body: some View {
                GridLayout(horizontalSpacing: 12) {
                    GridRow { Text("a"); Text("b") }
                    GridRow { Text("c"); Text("d"); Text("e") }
                }
            }
        }
        let host = ViewHost(Table())
        let grid = try #require(host.all(role: .grid).first)
        #expect(grid["columns"] == "3")
        #expect(grid["horizontalSpacing"] == "12")
        #expect(grid.children.map(\.role) == [.gridRow, .gridRow])
    }

    @Test func inAnyLayoutItsRowsStack() throws {
        let layout = AnyLayout(GridLayout(verticalSpacing: 6))
        #expect(layout.stackAttributes == ["axis": "vertical", "alignment": "center", "spacing": "6"])
    }
}

@MainActor
@Suite("Images in text")
struct InlineImageTextTests {
    func runs(_ text: Text) throws -> [TextRun] {
        let host = ViewHost(text)
        let element = try host.find(.role(.text))
        return try #require(element["runs"].flatMap(TextRun.decode))
    }

    @Test func anImageIsARunOfItsOwnBesideTheCharacters() throws {
        let joined = try runs(Text(Image(systemName: "star.fill")) + Text(" Favorites"))
        #expect(joined.map(\.symbol) == ["star.fill", nil])
        #expect(joined.map(\.text) == ["", " Favorites"])
        let asset = try runs(Text(Image("logo")))
        #expect(asset.map(\.image) == ["logo"])
    }

    @Test func anInterpolatedImageTakesItsPlaceAndItsStyle() throws {
        let count = 4
        let rated = try runs(Text("**Rated \(Image(systemName: "star.fill")) \(count)** of 5"))
        #expect(rated.map(\.text) == ["Rated ", "", " 4", " of 5"])
        #expect(rated.map(\.symbol) == [nil, "star.fill", nil, nil])
        #expect(rated.map(\.bold) == [true, true, true, nil])
        // The plain text keeps only the characters; a control's title literal
        // is a key too (the `String` overloads are disfavoured, as in SwiftUI).
        let host = ViewHost(Text("Add \(Image(systemName: "plus"))"))
        #expect(try host.find(.role(.text))["text"] == "Add ")
        let button = ViewHost(Button("Add \(Image(systemName: "plus"))") {})
        let label = try #require(try button.find(.role(.button)).descendants().first { $0.role == .text })
        #expect(label["text"] == "Add ")
        #expect(label["runs"].flatMap(TextRun.decode)?.map(\.symbol) == [nil, "plus"])
        let name = "Ada"
        #expect(ViewHost(Toggle("Notify \(name)", isOn: .constant(true))).contains(text: "Notify Ada"))
    }
}
