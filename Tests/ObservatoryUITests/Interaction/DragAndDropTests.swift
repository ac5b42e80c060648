import Foundation
import Testing
import ObservatoryUI

/// Drag and drop: `.onDrag`/`.draggable` sources and `.onDrop` (closures,
/// delegate, identifiers) and `.dropDestination` targets, in one window and
/// from outside it; `NSItemProvider` and `Transferable` on Linux.
@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
    @Observable final class Log {
        var entries: [String] = []
    }

    /// Waits (up to 2 s) for work the providers do on background queues.
    private func eventually(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<400 where !condition() { try? await Task.sleep(for: .milliseconds(5)) }
    }

    private func wrapper(_ graph: ViewGraph, _ modifier: String, _ index: Int = 0) -> Element {
        graph.allElements.filter { $0["modifier"] == modifier }[index]
    }

    private func drop(_ phase: DropSample.Phase, _ payload: DropSample.Payload = .window, x: Double = 5) -> ElementEvent {
        .drop(DropSample(phase: phase, location: PointerLocation(x: x, y: 7), payload: payload))
    }

    struct Board: View {
        let log: Log
        @State var targeted = false
        var body: some View {
            VStack {
                Text("Milk").onDrag { NSItemProvider(object: "Milk" as NSString) }
                Text(targeted ? "over" : "idle")
                    .onDrop(of: [.plainText], isTargeted: $targeted) { providers, location in
                        log.entries.append("drop \(providers.count) at \(location.x)")
                        for provider in providers {
                            _ = provider.loadObject(ofClass: String.self) { text, _ in
                                Task { @MainActor in log.entries.append("loaded \(text ?? "nil")") }
                            }
                        }
                        return true
                    }
            }
        }
    }

    @Test func aDragWithinTheWindowCarriesTheSourcesProvider() async throws {
        let log = Log()
        let graph = ViewGraph(Board(log: log))
        let target = wrapper(graph, "onDrop").id
        // Text from another app, or a text file from the desktop.
        #expect(wrapper(graph, "onDrop")["accepts"] == "files text")
        graph.send(.dragStart, to: wrapper(graph, "onDrag").id)
        graph.send(drop(.entered), to: target)
        #expect(graph.allElements.contains { $0["text"] == "over" }, "isTargeted while over the view")
        graph.send(drop(.exited), to: target)
        #expect(graph.allElements.contains { $0["text"] == "idle" })
        graph.send(drop(.entered), to: target)
        graph.send(drop(.performed, x: 12), to: target)
        #expect(graph.allElements.contains { $0["text"] == "idle" }, "a drop ends the targeting")
        await eventually { log.entries.count == 2 }
        #expect(log.entries == ["drop 1 at 12.0", "loaded Milk"])
        // The drag was handed over: a second drop carries nothing of it.
        graph.send(drop(.performed), to: target)
        #expect(log.entries.count == 2)
    }

    @Test func aDragOfTypesTheTargetDoesNotTakeNeitherTargetsNorDrops() async throws {
        struct Images: View {
            let log: Log
            @State var targeted = false
            var body: some View {
                VStack {
                    Text("Milk").onDrag { NSItemProvider(object: "Milk" as NSString) }
                    Text(targeted ? "over" : "idle").onDrop(of: [.image], isTargeted: $targeted) { _ in
                        log.entries.append("dropped")
                        return true
                    }
                }
            }
        }
        let log = Log()
        let graph = ViewGraph(Images(log: log))
        graph.send(.dragStart, to: wrapper(graph, "onDrag").id)
        graph.send(drop(.entered), to: wrapper(graph, "onDrop").id)
        #expect(graph.allElements.contains { $0["text"] == "idle" })
        graph.send(drop(.performed), to: wrapper(graph, "onDrop").id)
        #expect(log.entries.isEmpty)
        #expect(wrapper(graph, "onDrop")["accepts"] == "files", "images arrive from outside as files")
    }

    /// The reordering pattern: the delegate moves the dragged item as the
    /// drag enters each row.
    struct Reorder: View {
        @State var items = ["A", "B", "C"]
        @State var dragged: String?

        struct RowDelegate: DropDelegate {
            let item: String
            @Binding var items: [String]
            @Binding var dragged: String?
            let log: Log

            func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
            func dropEntered(info: DropInfo) {
                guard let dragged, dragged != item, let from = items.firstIndex(of: dragged), let to = items.firstIndex(of: item) else { return }
                items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
            }
            func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
            func dropExited(info: DropInfo) { log.entries.append("exited \(item)") }
            func performDrop(info: DropInfo) -> Bool {
                log.entries.append("dropped on \(item) at \(info.location.x)")
                dragged = nil
                return true
            }
        }

        let log: Log
        var body: some View {
            VStack {
                Text(items.joined())
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .onDrag {
                            dragged = item
                            return NSItemProvider(object: item as NSString)
                        }
                        .onDrop(of: [.text], delegate: RowDelegate(item: item, items: $items, dragged: $dragged, log: log))
                }
            }
        }
    }

    @Test func aDelegateIsAskedAtEachStep() throws {
        let log = Log()
        let graph = ViewGraph(Reorder(log: log))
        func row(_ name: String) -> (drag: ElementID, drop: ElementID) {
            let drop = graph.allElements.first { $0["modifier"] == "onDrop" && $0.descendants().contains { $0["text"] == name } }!
            let drag = drop.descendants().first { $0["modifier"] == "onDrag" }!
            return (drag.id, drop.id)
        }
        graph.send(.dragStart, to: row("A").drag)
        graph.send(drop(.entered), to: row("C").drop)
        #expect(graph.allElements.contains { $0["text"] == "BCA" }, "A moved after C")
        graph.send(drop(.updated), to: row("A").drop)
        graph.send(drop(.exited), to: row("B").drop)
        graph.send(drop(.performed, x: 3), to: row("A").drop)
        #expect(log.entries == ["exited B", "dropped on A at 3.0"])
    }

    @Test func aTransferableTravelsByItsRepresentations() async throws {
        struct Card: Codable, Transferable, Equatable {
            var title: String
            var points: Int
            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .json)
                ProxyRepresentation(exporting: \.title)
            }
        }
        struct Cards: View {
            let log: Log
            var body: some View {
                VStack {
                    Text("card").draggable(Card(title: "Ship", points: 3))
                    Text("url").draggable(URL(string: "https://example.com/a")!)
                    Text("cards").dropDestination(for: Card.self) { cards, location in
                        log.entries.append("cards \(cards.map { "\($0.title) \($0.points)" }) at \(location.x)")
                        return true
                    } isTargeted: { log.entries.append("targeted \($0)") }
                    Text("texts").dropDestination(for: String.self) { texts, _ in
                        log.entries.append("texts \(texts)")
                        return true
                    }
                }
            }
        }
        let log = Log()
        let graph = ViewGraph(Cards(log: log))
        #expect(wrapper(graph, "onDrop", 0)["accepts"] == "files", "JSON arrives from outside as a file")
        graph.send(.dragStart, to: wrapper(graph, "onDrag", 0).id)
        graph.send(drop(.entered), to: wrapper(graph, "onDrop", 0).id)
        graph.send(drop(.performed, x: 9), to: wrapper(graph, "onDrop", 0).id)
        await eventually { log.entries.count == 3 }
        #expect(log.entries == ["targeted true", "targeted false", "cards [\"Ship 3\"] at 9.0"])
        // The same card dropped where text is taken: its title, by the proxy.
        graph.send(.dragStart, to: wrapper(graph, "onDrag", 0).id)
        graph.send(drop(.performed), to: wrapper(graph, "onDrop", 1).id)
        await eventually { log.entries.count == 4 }
        #expect(log.entries.last == "texts [\"Ship\"]")
        // A URL is not text: the text target does not take it.
        graph.send(.dragStart, to: wrapper(graph, "onDrag", 1).id)
        graph.send(drop(.performed), to: wrapper(graph, "onDrop", 1).id)
        try await Task.sleep(for: .milliseconds(50))
        #expect(log.entries.count == 4)
    }

    @Test func aDragFromOutsideBringsTextURLsAndFiles() async throws {
        struct Inbox: View {
            let log: Log
            @State var targeted = false
            var body: some View {
                Text(targeted ? "over" : "idle").onDrop(of: [.fileURL, .url, .plainText], isTargeted: $targeted) { providers in
                    for provider in providers {
                        if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
                            _ = provider.loadObject(ofClass: URL.self) { url, _ in
                                let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "?"
                                Task { @MainActor in log.entries.append("file \(url?.lastPathComponent ?? "?") \(text)") }
                            }
                        } else if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier) {
                            provider.loadItem(forTypeIdentifier: UTType.url.identifier) { item, _ in
                                let url = (item as Any) as? URL
                                Task { @MainActor in log.entries.append("url \(url?.absoluteString ?? "?")") }
                            }
                        } else {
                            _ = provider.loadObject(ofClass: NSString.self) { text, _ in
                                let string = (text as? NSString).map { $0 as String } ?? "?"
                                Task { @MainActor in log.entries.append("text \(string)") }
                            }
                        }
                    }
                    return true
                }
            }
        }
        let log = Log()
        let graph = ViewGraph(Inbox(log: log))
        let target = wrapper(graph, "onDrop").id
        #expect(wrapper(graph, "onDrop")["accepts"] == "files text urls")
        graph.send(drop(.entered, .outside(OutsideDrag(hasFiles: true, hasText: false, hasURLs: false))), to: target)
        #expect(graph.allElements.contains { $0["text"] == "over" })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        graph.send(drop(.performed, .outside(OutsideDrag(hasFiles: true, hasText: false, hasURLs: false, files: [file]))), to: target)
        await eventually { log.entries.count == 1 }
        #expect(log.entries == ["file \(file.lastPathComponent) hello"])
        graph.send(drop(.performed, .outside(OutsideDrag(
            hasFiles: false, hasText: true, hasURLs: true, text: "https://swift.org", urls: [URL(string: "https://swift.org")!]))), to: target)
        await eventually { log.entries.count == 2 }
        #expect(log.entries.last == "url https://swift.org", "a link's text is not a second item")
        graph.send(drop(.performed, .outside(OutsideDrag(hasFiles: false, hasText: true, hasURLs: false, text: "note"))), to: target)
        await eventually { log.entries.count == 3 }
        #expect(log.entries.last == "text note")
    }
}
