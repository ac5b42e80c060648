import Testing
import ObservatoryUI

// docs/migration.md, "Objects in the environment": the code blocks below
// appear there verbatim (MigrationGuideSyncTests checks it).

final class OldClubSession: ObservableObject {
    @Published var member = "guest"
    @Published var unread = 0
}

struct OldWelcomeLine: View {
    @EnvironmentObject var session: OldClubSession
    var body: some View { Text("Welcome, \(session.member)") }
}

struct OldClubHome: View {
    @StateObject private var session = OldClubSession()
    var body: some View {
        VStack {
            OldWelcomeLine()
            Text("\(session.unread) unread")
            Button("New message") { session.unread += 1 }
        }
        .environmentObject(session)
    }
}

@Observable
final class ClubSession {
    var member = "guest"
    var unread = 0
}

struct WelcomeLine: View {
    @Environment(ClubSession.self) private var session
    var body: some View { Text("Welcome, \(session.member)") }
}

struct ClubHome: View {
    @State private var session = ClubSession()
    var body: some View {
        VStack {
            WelcomeLine()
            Text("\(session.unread) unread")
            Button("New message") { session.unread += 1 }
        }
        .environment(session)
    }
}

struct MemberBadge: View {
    @Environment(ClubSession.self) private var session: ClubSession?
    var body: some View { Text(session?.member ?? "signed out") }
}

@MainActor
@Suite("Migration: @EnvironmentObject to @Environment")
struct EnvironmentObjectToEnvironmentMigrationTests {
    @Test func theOldReaderFindsTheObjectAndReRunsForEveryChange() {
        let graph = ViewGraph(OldClubHome())
        #expect(graph.texts.prefix(2) == ["Welcome, guest", "0 unread"])
        graph.tap("New message")
        #expect(graph.texts.prefix(2) == ["Welcome, guest", "1 unread"])
        #expect(Set(graph.lastEvaluated) == ["OldClubHome", "OldWelcomeLine"])
    }

    @Test func theNewReaderFindsTheObjectAndReRunsOnlyForWhatItReads() {
        let graph = ViewGraph(ClubHome())
        #expect(graph.texts.prefix(2) == ["Welcome, guest", "0 unread"])
        graph.tap("New message")
        #expect(graph.texts.prefix(2) == ["Welcome, guest", "1 unread"])
        #expect(graph.lastEvaluated == ["ClubHome"])
    }

    @Test func theNewReaderUpdatesWhenWhatItReadChanges() {
        let session = ClubSession()
        let graph = ViewGraph(WelcomeLine().environment(session))
        session.member = "Ada"
        graph.update()
        #expect(graph.texts == ["Welcome, Ada"])
        #expect(graph.lastEvaluated == ["WelcomeLine"])
    }

    @Test func anOptionalReadIsNilWithoutAnAncestorObject() {
        #expect(ViewGraph(MemberBadge()).texts == ["signed out"])
        let session = ClubSession()
        session.member = "Grace"
        #expect(ViewGraph(MemberBadge().environment(session)).texts == ["Grace"])
    }
}
