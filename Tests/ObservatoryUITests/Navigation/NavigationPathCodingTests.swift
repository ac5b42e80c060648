import Foundation
import Testing
import ObservatoryUI

@MainActor
@Suite("NavigationPath.CodableRepresentation")
struct NavigationPathCodingTests {
    struct Habit: Codable, Hashable {
        var name: String
    }

    @Test func aPathOfCodableValuesRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Habit(name: "Read"))
        path.append(42)
        path.append("notes")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoRepresentation() {
        struct Plain: Hashable { var id = 1 }
        var path = NavigationPath()
        path.append(Plain())
        #expect(path.codable == nil)
    }

    @Test func anUnknownTypeNameIsADecodingError() {
        let data = Data(#"["NoSuchType_1234","{}"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }

    @Test func buttonWithASystemImageHasALabelWithTheIcon() {
        struct Toolbar: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Add", systemImage: "plus") { taps += 1 }
                    Text("taps \(taps)")
                }
            }
        }
        let graph = ViewGraph(Toolbar())
        let button = graph.allElements.first { $0.role == .button }!
        #expect(button.descendants().contains { $0.role == .image && $0["systemName"] == "plus" })
        graph.send(.tap, to: button.id)
        #expect(graph.texts.last == "taps 1")
    }
}

@MainActor
@Suite("DynamicTypeSize")
struct DynamicTypeSizeTests {
    struct Reader: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("\(size) \(size.isAccessibilitySize)") }
    }

    @Test func viewsReadTheSizeSetAboveThemClampedToARange() {
        #expect(ViewGraph(Reader()).texts == ["large false"])
        #expect(ViewGraph(Reader().dynamicTypeSize(.accessibility2)).texts == ["accessibility2 true"])
        #expect(ViewGraph(Reader().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility3)).texts == ["xLarge false"])
        #expect(ViewGraph(Reader().dynamicTypeSize(.xxLarge...).environment(\.dynamicTypeSize, .small)).texts == ["xxLarge false"])
    }
}
