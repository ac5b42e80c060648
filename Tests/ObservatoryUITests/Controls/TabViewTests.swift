import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("TabView")
struct TabViewTests {
    enum Section: Hashable { case inbox, sent }

    struct Tagged: View {
        @State var section = Section.sent
        var body: some View {
            VStack {
                TabView(selection: $section) {
                    Text("Inbox list").tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox)
                    ObservatoryUI.Tab("Sent", systemImage: "paperplane", value: Section.sent) { Text("Sent list") }
                }
                Text("Showing \(section == .inbox ? "inbox" : "sent")")
            }
        }
    }

    @Test func theSelectionIsThePageTaggedWithIt() throws {
        let host = ViewHost(Tagged())
        let tabs = try #require(host.all(role: .tabView).first)
        #expect(tabs["selection"] == "1")
        #expect(tabs["count"] == "2")
        #expect(tabs.children.map(\.role) == [.option, .option])
        #expect(tabs.children.map { $0.children.first?.role } == [.tab, .tab])
        _ = try host.send(.select(0), to: tabs)
        #expect(host.contains(text: "Showing inbox"))
        #expect(tabs["selection"] == "0")
    }

    @Test func withoutABindingTheViewKeepsItsOwnIndex() throws {
        struct Untagged: View {
            var body: some View {
                TabView {
                    Text("One").tabItem { Text("1") }
                    Text("Two").tabItem { Text("2") }
                }
                .tabViewStyle(.page)
            }
        }
        let host = ViewHost(Untagged())
        let tabs = try #require(host.all(role: .tabView).first)
        #expect(tabs["selection"] == "0")
        #expect(tabs["style"] == "page")
        _ = try host.send(.select(1), to: tabs)
        #expect(tabs["selection"] == "1")
        #expect(throws: ViewHostError.self) { try host.send(.select(5), to: tabs) }
    }
}
