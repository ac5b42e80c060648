import Foundation
import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Disclosure groups, group boxes, menus, gauges, share links, empty states")
struct ContainerViewsTests {
    @Test func aDisclosureGroupMountsItsContentWhileExpanded() throws {
        struct Details: View {
            var body: some View {
                DisclosureGroup("More") { Text("Hidden details") }
            }
        }
        let host = ViewHost(Details())
        let group = try #require(host.all(role: .disclosureGroup).first)
        #expect(group["isExpanded"] == "false")
        #expect(!host.contains(text: "Hidden details"))
        _ = try host.send(.tap, to: group)
        #expect(group["isExpanded"] == "true")
        #expect(host.contains(text: "Hidden details"))
        _ = try host.send(.tap, to: group)
        #expect(!host.contains(text: "Hidden details"))
    }

    @Test func aMenuRunsItsPrimaryActionAndItsItems() throws {
        struct Sorter: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Menu {
                        Button("By date") { log.append("date") }
                    } label: {
                        Text("Sort")
                    } primaryAction: {
                        log.append("primary")
                    }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let host = ViewHost(Sorter())
        let menu = try #require(host.all(role: .menu).first)
        #expect(menu["primaryAction"] == "true")
        #expect(menu.children.first?["name"] == "label")
        _ = try host.send(.tap, to: menu)
        try host.tap("By date")
        #expect(host.contains(text: "primary,date"))
    }

    @Test func emptyStatesGaugesAndShareLinks() throws {
        let host = ViewHost(VStack {
            ContentUnavailableView.search(text: "zebra")
            ContentUnavailableView("No Habits", systemImage: "tray", description: Text("Add one."))
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            ShareLink("Share", item: URL(string: "https://swift.org/a b")!, subject: Text("Swift"))
            GroupBox("Box") { Text("Inside") }
            ControlGroup { Button("A") {}; Button("B") {} }
        })
        #expect(host.contains(text: "No Results"))
        #expect(host.contains(text: "No results for “zebra”. Check the spelling or try a new search."))
        #expect(host.contains(text: "Add one."))
        let gauge = try #require(host.all(role: .gauge).first)
        #expect(gauge["value"] == "30" && gauge["lowerBound"] == "0" && gauge["upperBound"] == "120")
        let share = try #require(host.all(role: .shareLink).first)
        #expect(share["url"] == "https://swift.org/a%20b")
        #expect(share["subject"] == "Swift")
        let box = try #require(host.all(role: .groupBox).first)
        #expect(box.children.map { $0["name"] } == ["label", nil])
        #expect(host.all(role: .controlGroup).first?.children.count == 2)
    }

    @Test func refreshingAwaitsTheActionAndIgnoresASecondRequest() async throws {
        struct Feed: View {
            @State var loads = 0
            var body: some View {
                List { Text("Loaded \(loads)") }
                    .refreshable {
                        try? await Task.sleep(for: .milliseconds(50))
                        loads += 1
                    }
            }
        }
        let host = ViewHost(Feed())
        let refreshable = try #require(host.all(role: .refreshable).first)
        _ = try host.send(.refresh, to: refreshable)
        #expect(refreshable["refreshing"] == "true")
        _ = try host.send(.refresh, to: refreshable)
        _ = try await host.settle()
        #expect(refreshable["refreshing"] == nil)
        #expect(host.contains(text: "Loaded 1"))
    }

    @Test func rowTraitsAndContextMenusAreElements() throws {
        let host = ViewHost(List {
            Text("Row")
                .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .listRowSeparator(.hidden)
                .contextMenu { Button("Copy") {} }
        }
        .scrollContentBackground(.hidden))
        let list = try #require(host.all(role: .list).first)
        #expect(list["background"] == "hidden")
        // The context menu is outermost; the traits sit under it, innermost last.
        let context = try #require(list.children.first)
        #expect(context.role == .contextMenu)
        #expect(context.children.last?["name"] == "menu")
        let traits = host.all(role: .modifier).filter { $0["modifier"] == "listRow" }
        #expect(traits.map { $0["separator"] } == ["hidden", nil])
        #expect(traits.map { $0["insets"] } == [nil, "1,2,3,4"])
    }
}
