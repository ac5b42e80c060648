import Foundation
import Testing
import ObservatoryUI

// Article 004, "Performance": a profile screen whose four sections read
// disjoint properties. Changing `isLoading` must re-run the post grid alone.

@Observable final class ProfileViewModel {
    var username = "simran"
    var avatarURL = URL(string: "https://example.com/a.png")
    var followerCount = 10
    var followingCount = 3
    var bio = "Hello"
    var posts = ["p1", "p2"]
    var isLoading = false
}

struct ProfileScreen: View {
    let vm: ProfileViewModel
    var body: some View {
        VStack {
            HeaderView(vm: vm)
            StatsRow(vm: vm)
            BioSection(vm: vm)
            PostGrid(vm: vm)
        }
    }
}

struct HeaderView: View {
    let vm: ProfileViewModel
    var body: some View {
        HStack {
            Text(vm.username)
            Text(vm.avatarURL?.absoluteString ?? "")
        }
    }
}

struct StatsRow: View {
    let vm: ProfileViewModel
    var body: some View {
        HStack {
            Text("\(vm.followerCount) followers")
            Text("\(vm.followingCount) following")
        }
    }
}

struct BioSection: View {
    let vm: ProfileViewModel
    var body: some View { Text(vm.bio) }
}

struct PostGrid: View {
    let vm: ProfileViewModel
    var body: some View {
        VStack {
            if vm.isLoading { Text("Loading…") }
            ForEach(vm.posts, id: \.self) { Text($0) }
        }
    }
}

@MainActor
@Suite("Article 004: the profile screen")
struct ProfileScreenTests {
    @Test func mountingEvaluatesEachSectionOnce() {
        let graph = ViewGraph(ProfileScreen(vm: ProfileViewModel()))
        for name in ["ProfileScreen", "HeaderView", "StatsRow", "BioSection", "PostGrid"] {
            #expect(graph.statistics.count(name) == 1, "\(name)")
        }
    }

    @Test func isLoadingReRunsOnlyThePostGrid() {
        let vm = ProfileViewModel()
        let graph = ViewGraph(ProfileScreen(vm: vm))
        vm.isLoading = true
        let changes = graph.update()
        #expect(graph.lastEvaluated == ["PostGrid"])
        let causes = graph.statistics.lastUpdate.first?.causes ?? []
        guard case .observed(let property)? = causes.first else {
            Issue.record("expected an observed cause, got \(causes)")
            return
        }
        #expect(property.typeName == "ProfileViewModel")
        #expect(property.property == "isLoading")
        #expect(property.object == ObjectIdentifier(vm))
        #expect(graph.texts.contains("Loading…"))
        #expect(changes.created.count == 1)
    }

    @Test func eachPropertyReachesOnlyItsReader() {
        let vm = ProfileViewModel()
        let graph = ViewGraph(ProfileScreen(vm: vm))
        let cases: [(String, () -> Void)] = [
            ("HeaderView", { vm.username = "new" }),
            ("HeaderView", { vm.avatarURL = nil }),
            ("StatsRow", { vm.followerCount += 1 }),
            ("StatsRow", { vm.followingCount += 1 }),
            ("BioSection", { vm.bio = "Bye" }),
            ("PostGrid", { vm.posts.append("p3") }),
        ]
        for (reader, mutate) in cases {
            mutate()
            graph.update()
            #expect(graph.lastEvaluated == [reader])
        }
    }

    @Test func progressAtSixtyFramesReRunsOnlyItsReader() {
        let vm = ProfileViewModel()
        let graph = ViewGraph(ProfileScreen(vm: vm))
        graph.statistics.reset()
        for frame in 0..<60 {
            vm.isLoading = frame % 2 == 0
            graph.update()
        }
        #expect(graph.statistics.count("PostGrid") == 60)
        #expect(graph.statistics.total == 60)
    }
}
