import Testing
import ObservatoryTesting
@testable import ObservatoryUI

/// `@Namespace` and `.matchedGeometryEffect`: the key that pairs views.
@MainActor
@Suite("Matched geometry")
struct MatchedGeometryTests {
    struct Hero: View {
        @Namespace var space
        @State var isOpen = false
        var body: some View {
            VStack {
                if isOpen {
                    Text("Open").matchedGeometryEffect(id: 1, in: space)
                } else {
                    Text("Closed").matchedGeometryEffect(id: 1, in: space, properties: .position)
                }
                Button("Toggle") { isOpen.toggle() }
            }
        }
    }

    @Test func viewsOfOneIDInOneNamespaceShareTheirKeyAcrossUpdates() throws {
        let host = ViewHost(Hero())
        let closed = try #require(host.graph.rootElement.descendants().first { $0["modifier"] == "matchedGeometry" })
        let key = try #require(closed["key"])
        #expect(closed["properties"] == "position")
        _ = try host.tap("Toggle")
        let open = try #require(host.graph.rootElement.descendants().first { $0["modifier"] == "matchedGeometry" })
        #expect(open["key"] == key, "the namespace is kept, like @State")
        #expect(open["properties"] == "frame")
    }

    @Test func twoViewsHaveTwoNamespaces() throws {
        let host = ViewHost(HStack { Hero(); Hero() })
        let keys = host.graph.rootElement.descendants().filter { $0["modifier"] == "matchedGeometry" }.compactMap { $0["key"] }
        #expect(keys.count == 2 && keys[0] != keys[1], "\(keys)")
        #expect(keys.allSatisfy { $0.hasSuffix("|Swift.Int|1") })
    }
}
