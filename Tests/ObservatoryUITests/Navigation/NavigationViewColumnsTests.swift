import Testing
import ObservatoryUI

// A `NavigationView` of two views is the column style of iOS 13 to 15: a
// sidebar list and the view the detail shows until a link replaces it. It
// is a split view (which collapses into one stack at a phone's width, in the
// page), unless `.navigationViewStyle(.stack)` asks for one stack.

private struct Resorts: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Aspen") { Text("Aspen, Colorado") }
            }
            .navigationTitle("Resorts")
            Text("Welcome to SnowSeeker")
        }
    }
}

private struct StackedResorts: View {
    var body: some View {
        Resorts().navigationViewStyle(.stack)
    }
}

@MainActor
@Suite("A navigation view's columns")
struct NavigationViewColumnsTests {
    @Test func twoViewsAreASidebarAndADetail() throws {
        let graph = ViewGraph(Resorts())
        let split = try #require(graph.allElements.first { $0.role == .navigationSplitView })
        let columns = split.children.filter { $0.role == .navigationStack }
        #expect(columns.map { $0["column"] } == ["sidebar", "detail"])
        let detail = columns[1]
        #expect(detail.descendants().contains { $0["text"] == "Welcome to SnowSeeker" })
        #expect(!columns[0].descendants().contains { $0["text"] == "Welcome to SnowSeeker" })

        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Aspen")).id)
        #expect(detail["depth"] == "1")
        #expect(detail.children.last?.descendants().contains { $0["text"] == "Aspen, Colorado" } == true)
    }

    @Test func theStackStyleKeepsOneStack() throws {
        let graph = ViewGraph(StackedResorts())
        #expect(!graph.allElements.contains { $0.role == .navigationSplitView })
        let stacks = graph.allElements.filter { $0.role == .navigationStack }
        #expect(stacks.count == 1)
        #expect(stacks[0].descendants().contains { $0["text"] == "Welcome to SnowSeeker" })
    }

    @Test func oneViewIsAStack() throws {
        let graph = ViewGraph(NavigationView { Text("Only") })
        #expect(!graph.allElements.contains { $0.role == .navigationSplitView })
        #expect(graph.allElements.filter { $0.role == .navigationStack }.count == 1)
    }
}
