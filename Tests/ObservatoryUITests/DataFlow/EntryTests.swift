import Testing
import ObservatoryTesting
@testable import ObservatoryUI

extension EnvironmentValues {
    @Entry var entryAccent: String = "blue"
    @Entry var entrySession: String?
}

private struct EntryAccentReader: View {
    @Environment(\.entryAccent) private var accent
    @Environment(\.entrySession) private var session
    var body: some View { Text("\(accent) \(session ?? "none")") }
}

@MainActor
@Suite("@Entry")
struct EntryTests {
    @Test func anEntryHasItsDefaultAndCanBeSet() {
        var values = EnvironmentValues()
        #expect(values.entryAccent == "blue")
        #expect(values.entrySession == nil)
        values.entryAccent = "pink"
        values.entrySession = "ana"
        #expect(values.entryAccent == "pink" && values.entrySession == "ana")
    }

    @Test func viewsReadWhatAnAncestorWrites() {
        let host = ViewHost(VStack {
            EntryAccentReader()
            EntryAccentReader().environment(\.entryAccent, "pink").environment(\.entrySession, "ana")
        })
        #expect(host.text(includeIDs: false).contains("text \"blue none\""))
        #expect(host.text(includeIDs: false).contains("text \"pink ana\""))
    }
}
