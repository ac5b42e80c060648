import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("Protocol")
struct ProtocolTests {
    func rejects(_ window: WebWindow, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: WebProtocolError.self, sourceLocation: sourceLocation) { try window.receive(json) }
    }

    @Test func malformedMessagesAreRejected() throws {
        let harness = try Harness(ProfileForm(profile: Profile()))
        let window = harness.window
        let field = harness.element(.textField, text: "Name").id.rawValue
        let toggle = harness.element(.toggle).id.rawValue
        let picker = harness.element(.picker).id.rawValue
        let slider = harness.element(.slider).id.rawValue
        let text = harness.element(.text).id.rawValue
        for json in [
            "",                                                                   // not JSON
            "[1,2]",                                                              // not an object
            "{\"type\":\"event\"",                                                // truncated
            "{\"type\":\"hello\"}",                                               // unknown type
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"explode\"}",          // unknown event
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"input\"}",            // missing value
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"input\",\"value\":5}", // wrong type
            "{\"type\":\"event\",\"seq\":1,\"event\":\"tap\"}",                                  // missing target
            "{\"type\":\"event\",\"target\":\(field),\"event\":\"submit\"}",                      // missing seq
            "{\"type\":\"event\",\"seq\":0,\"target\":\(field),\"event\":\"submit\"}",            // seq not positive
            "{\"type\":\"event\",\"seq\":\"1\",\"target\":\(field),\"event\":\"submit\"}",        // seq a string
            "{\"type\":\"event\",\"seq\":1,\"target\":-1,\"event\":\"submit\"}",                  // negative id
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"submit\",\"x\":1}",    // extra field
            "{\"type\":\"event\",\"seq\":1,\"target\":\(toggle),\"event\":\"toggle\",\"value\":1}",   // Bool expected
            "{\"type\":\"event\",\"seq\":1,\"target\":\(picker),\"event\":\"select\",\"value\":1.5}", // Int expected
            "{\"type\":\"event\",\"seq\":1,\"target\":\(picker),\"event\":\"select\",\"value\":-1}",
            "{\"type\":\"event\",\"seq\":1,\"target\":\(slider),\"event\":\"setValue\",\"value\":\"x\"}",
            "{\"type\":\"event\",\"seq\":1,\"target\":\(slider),\"event\":\"setValue\",\"value\":[1]}",
            "{\"type\":\"event\",\"seq\":1,\"target\":\(text),\"event\":\"tap\"}",                 // a text takes no events
            "{\"type\":\"event\",\"seq\":1,\"target\":\(toggle),\"event\":\"select\",\"value\":0}", // wrong event for role
            "{\"type\":\"event\",\"seq\":1,\"target\":\(toggle),\"event\":\"move\",\"value\":0}",   // only rows move
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"refresh\"}",              // not refreshable
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"move\",\"value\":-2}",  // negative offset
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"move\",\"value\":\"up\"}", // Int expected
            "{\"type\":\"environment\",\"colorScheme\":\"purple\"}",
            "{\"type\":\"environment\"}",
            "{\"type\":\"navigate\",\"seq\":1,\"target\":\(field),\"depth\":0}",                 // not a stack
            "{\"type\":\"navigate\",\"seq\":1,\"target\":\(field),\"depth\":-1}",
            "{\"type\":\"applied\"}",                                              // missing applied
            "{\"type\":\"applied\",\"applied\":-1}",                                // negative
            "{\"type\":\"applied\",\"applied\":\"0\"}",                             // a string
            "{\"type\":\"applied\",\"applied\":1}",                                 // beyond what was sent
            "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"submit\",\"applied\":7}", // the same, on an event
            String(repeating: "[", count: 100_000),                               // deep nesting
        ] {
            rejects(window, json)
        }
        // Oversize text and oversize messages.
        let big = String(repeating: "a", count: ClientMessage.maximumTextBytes + 1)
        rejects(window, "{\"type\":\"event\",\"seq\":1,\"target\":\(field),\"event\":\"input\",\"value\":\"\(big)\"}")
        rejects(window, String(repeating: " ", count: ClientMessage.maximumBytes + 1))
        // Nothing was applied.
        #expect(window.acknowledged == 0)
        #expect(window.sequence == 0)
    }

    @Test func idsOfAnotherWindowAreRejectedAndItIsUntouched() throws {
        let big = try Harness(HabitList(store: HabitStore(count: 40)), id: "big")
        let small = try Harness(CounterView(), id: "small")
        let foreignRow = big.root.descendants().filter { $0.role == .row }.last!
        #expect(small.graph.element(foreignRow.id) == nil)
        rejects(small.window, "{\"type\":\"event\",\"seq\":1,\"target\":\(foreignRow.id.rawValue),\"event\":\"delete\"}")
        rejects(small.window, "{\"type\":\"event\",\"seq\":1,\"target\":999999,\"event\":\"tap\"}")
        // The other window, and this one, still work and are in sync.
        let frame = try big.send("delete", to: foreignRow)
        #expect(try Harness.opKinds(frame) == ["r"])
        try big.expectInSync()
        try small.send("tap", to: small.element(.button))
        try small.expectInSync()
        #expect(small.element(.text, text: "Count")["text"] == "Count: 1")
    }

    @Test func eventsAreAcknowledgedOnceAndResendsIgnored() throws {
        let harness = try Harness(CounterView())
        let button = harness.element(.button).id.rawValue
        let first = try harness.window.receive("{\"type\":\"event\",\"seq\":1,\"target\":\(button),\"event\":\"tap\"}")
        #expect(first.count == 1)
        #expect(first[0].contains("\"ack\":1"))
        // The same event again (resent after a reconnect) is not applied twice.
        #expect(try harness.window.receive("{\"type\":\"event\",\"seq\":1,\"target\":\(button),\"event\":\"tap\"}").isEmpty)
        // Gaps are fine (the client coalesces its own unsent inputs).
        let later = try harness.window.receive("{\"type\":\"event\",\"seq\":5,\"target\":\(button),\"event\":\"tap\"}")
        #expect(later[0].hasPrefix("{\"type\":\"patch\",\"seq\":2,\"ack\":5,"))
        #expect(harness.element(.text)["text"] == "Count: 2")
    }

    @Test func anEventForAnElementThatLeftIsAcknowledgedWithoutChanges() throws {
        let store = HabitStore(count: 3)
        let harness = try Harness(HabitList(store: store))
        let row = harness.root.descendants().filter { $0.role == .row }[0]
        let rowID = row.id.rawValue
        try harness.send("delete", to: row)
        // Another tab deleted it first: a second delete is a race, not an attack.
        let frames = try harness.window.receive("{\"type\":\"event\",\"seq\":10,\"target\":\(rowID),\"event\":\"delete\"}")
        #expect(frames == ["{\"type\":\"patch\",\"seq\":2,\"ack\":10,\"ops\":[]}"])
        #expect(store.habits.count == 2)
    }

    @Test func extremeNumbersNeitherTrapNorApply() throws {
        let harness = try Harness(NavigationRoot())
        let stack = harness.element(.navigationStack).id.rawValue
        let big = Int.max
        #expect(try harness.window.receive(
            "{\"type\":\"navigate\",\"seq\":\(big),\"target\":\(stack),\"depth\":\(big)}").count == 1)
        #expect(try harness.window.receive(
            "{\"type\":\"event\",\"seq\":1,\"target\":\(stack),\"event\":\"pop\"}").isEmpty)  // below the ack
        #expect(harness.window.resume(lastSequence: big).first?.hasPrefix("{\"type\":\"reset\"") == true)
        for json in [
            "{\"type\":\"event\",\"seq\":1e300,\"target\":\(stack),\"event\":\"pop\"}",
            "{\"type\":\"event\",\"seq\":1,\"target\":\(big),\"event\":\"pop\"}",
            "{\"type\":\"event\",\"seq\":1,\"target\":99999999999999999999999,\"event\":\"pop\"}",
        ] {
            rejects(harness.window, json)
        }
        // A date far out of range is ignored.
        let settings = Settings()
        let dates = try Harness(KitchenSink(settings: settings))
        let before = settings.due
        try dates.send("setValue", to: dates.element(.datePicker), value: "1e300")
        #expect(settings.due == before)
    }

    @Test func everyKeystrokeArrivesInOrder() throws {
        let profile = Profile()
        let harness = try Harness(ProfileForm(profile: profile))
        let field = harness.element(.textField, text: "Name")
        let typed = String((0..<200).map { index in Array("abcdefghijklmnopqrstuvwxyz ✓\"\\")[index % 30] })
        var value = ""
        for character in typed {
            value.append(character)
            try harness.send("input", to: field, value: JSON.string(value))
        }
        #expect(profile.name == typed)
        #expect(harness.window.acknowledged == 200)
        try harness.expectInSync()
    }

    @Test func environmentFeedsTheColorScheme() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let harness = try Harness(Scheme())
        let frames = try harness.window.receive("{\"type\":\"environment\",\"colorScheme\":\"dark\"}")
        #expect(frames.count == 1)
        try harness.page.apply(frames[0])
        #expect(harness.element(.text)["text"] == "dark")
        try harness.expectInSync()
        #expect(try harness.window.receive("{\"type\":\"environment\",\"colorScheme\":\"dark\"}").isEmpty)
    }
}

@MainActor
@Suite("Reconnect")
struct ReconnectTests {
    @Test func aReconnectReplaysWhatWasMissed() throws {
        let harness = try Harness(CounterView())
        let button = harness.element(.button)
        try harness.send("tap", to: button)         // seq 1, applied by the page
        let page = harness.page
        #expect(page.lastSequence == 1)
        // The socket drops; two more patches are produced meanwhile.
        let missed1 = try harness.window.receive("{\"type\":\"event\",\"seq\":2,\"target\":\(button.id.rawValue),\"event\":\"tap\"}")
        let missed2 = try harness.window.receive("{\"type\":\"event\",\"seq\":3,\"target\":\(button.id.rawValue),\"event\":\"tap\"}")
        let replay = harness.window.resume(lastSequence: 1)
        #expect(replay == missed1 + missed2)
        for frame in replay { try page.apply(frame) }
        try harness.expectInSync()
        #expect(harness.window.resume(lastSequence: 3).isEmpty)
    }

    @Test func aReconnectThatMissedTooMuchGetsAReset() throws {
        let harness = try Harness(CounterView())
        let button = harness.element(.button).id.rawValue
        for sequence in 1...(PatchBuffer.maximumCount + 5) {
            _ = try harness.window.receive("{\"type\":\"event\",\"seq\":\(sequence),\"target\":\(button),\"event\":\"tap\"}")
        }
        let frames = harness.window.resume(lastSequence: 0)
        #expect(frames.count == 1)
        #expect(frames[0].hasPrefix("{\"type\":\"reset\",\"seq\":\(PatchBuffer.maximumCount + 6),\"ack\":\(PatchBuffer.maximumCount + 5),\"html\":"))
        try harness.page.apply(frames[0])
        try harness.expectInSync()
        // Patches continue from the reset.
        try harness.receive("{\"type\":\"event\",\"seq\":100,\"target\":\(button),\"event\":\"tap\"}")
        try harness.expectInSync()
        // A client that asks for a reset (negative number) gets one.
        #expect(harness.window.resume(lastSequence: -1)[0].hasPrefix("{\"type\":\"reset\""))
    }

    @Test func whatTheTabAppliedIsNoLongerKept() throws {
        let harness = try Harness(CounterView())
        let button = harness.element(.button).id.rawValue
        func tap(_ sequence: Int, applied: Int? = nil) -> String {
            "{\"type\":\"event\",\"seq\":\(sequence),\"target\":\(button),\"event\":\"tap\""
                + (applied.map { ",\"applied\":\($0)" } ?? "") + "}"
        }
        var sent: [String] = []
        for sequence in 1...5 { sent += try harness.window.receive(tap(sequence)) }
        #expect(harness.window.bufferedMessageCount == 5, "without reports, the last messages are kept")
        #expect(try harness.window.receive("{\"type\":\"applied\",\"applied\":3}").isEmpty)
        #expect(harness.window.bufferedMessageCount == 2)
        #expect(harness.window.resume(lastSequence: 3) == Array(sent[3...]), "a reconnect still gets what it missed")
        sent += try harness.window.receive(tap(6, applied: 5))
        #expect(harness.window.bufferedMessageCount == 1, "an event's report leaves only its own answer")
        #expect(harness.window.resume(lastSequence: 5) == [sent[5]])
        #expect(harness.window.resume(lastSequence: 6).isEmpty)
        for frame in sent { try harness.page.apply(frame) }
        try harness.expectInSync()
    }

    @Test func theBufferIsBoundedInBytes() {
        var buffer = PatchBuffer()
        let large = String(repeating: "x", count: PatchBuffer.maximumBytes / 3)
        for sequence in 1...10 { buffer.append(sequence: sequence, text: large) }
        #expect(buffer.byteCount <= PatchBuffer.maximumBytes)
        #expect(buffer.frames(after: 9, latest: 10) == [large])
        #expect(buffer.frames(after: 1, latest: 10) == nil)
    }
}
