import Foundation
import ObservatoryUI
import Testing

/// Shows the last value received from `subject`.
struct ReceivingView: View {
    let subject: PassthroughSubject<String, Never>
    @State private var last = "none"
    var body: some View {
        Text("last \(last)")
            .onReceive(subject) { last = $0 }
    }
}

final class StatusStore: ObservableObject {
    @Published var status = "idle"
}

/// Mirrors a @Published property through its publisher (which emits the
/// current value as it is subscribed to).
struct StatusMirror: View {
    let store: StatusStore
    @State private var mirrored = "—"
    var body: some View {
        Text("mirrored \(mirrored)")
            .onReceive(store.$status) { mirrored = $0 }
    }
}

struct ReceiverSwitch: View {
    let subject: PassthroughSubject<String, Never>
    @State var isShown = true
    var body: some View {
        VStack {
            if isShown { ReceivingView(subject: subject) }
            Button("Toggle") { isShown.toggle() }
        }
    }
}

/// Re-renders with a counter while keeping the same subject.
struct ReceivingParent: View {
    let subject: PassthroughSubject<String, Never>
    @State private var ticks = 0
    @State private var received: [String] = []
    var body: some View {
        VStack {
            Text("ticks \(ticks) received \(received.joined(separator: ","))")
                .onReceive(subject) { received.append("\($0)@\(ticks)") }
            Button("Tick") { ticks += 1 }
        }
    }
}

@MainActor
@Suite("onReceive")
struct OnReceiveTests {
    @Test func eachValueReachesTheAction() {
        let subject = PassthroughSubject<String, Never>()
        let graph = ViewGraph(ReceivingView(subject: subject))
        #expect(graph.texts == ["last none"])
        subject.send("a")
        graph.update()
        #expect(graph.texts == ["last a"])
        subject.send("b")
        graph.update()
        #expect(graph.texts == ["last b"])
    }

    @Test func aPublishedPublishersCurrentValueArrivesAfterTheMount() {
        let store = StatusStore()
        let graph = ViewGraph(StatusMirror(store: store))
        // Delivered by the mount's lifecycle round, not in the middle of it.
        #expect(graph.texts == ["mirrored idle"])
        store.status = "busy"
        graph.update()
        #expect(graph.texts == ["mirrored busy"])
    }

    @Test func leavingTheTreeCancelsTheSubscription() {
        let subject = PassthroughSubject<String, Never>()
        let graph = ViewGraph(ReceiverSwitch(subject: subject))
        graph.tap("Toggle")
        subject.send("ignored")
        #expect(!graph.hasPendingUpdates)
        graph.tap("Toggle")
        #expect(graph.texts.contains("last none"), "a new identity starts over")
    }

    @Test func theSameSubjectKeepsItsSubscriptionAndTheLatestActionRuns() {
        let subject = PassthroughSubject<String, Never>()
        let graph = ViewGraph(ReceivingParent(subject: subject))
        graph.tap("Tick")
        graph.tap("Tick")
        subject.send("x")
        graph.update()
        // One delivery (one subscription), by the action of the last render.
        #expect(graph.texts.first == "ticks 2 received x@2")
    }

    @Test func aValueSentFromAnotherThreadIsDeliveredOnTheMainActor() async {
        let subject = PassthroughSubject<String, Never>()
        let graph = ViewGraph(ReceivingView(subject: subject))
        nonisolated(unsafe) let unsafeSubject = subject
        await Task.detached { unsafeSubject.send("from a task") }.value
        #expect(await waitUntil(timeout: .seconds(60)) { graph.texts == ["last from a task"] })
    }
}
