import ObservatoryTesting
import ObservatoryUI
import Testing

final class InspectedAvatar {}

@Observable final class InspectedProfile {
    var name = "Ada"
    var progress = 0.25
    var nickname: String? = nil
    var avatar = InspectedAvatar()
    var isPublic = false
}

struct InspectedNameView: View {
    let profile: InspectedProfile
    var body: some View {
        Text("\(profile.name) \(profile.nickname ?? "-")")
        let _ = profile.avatar
    }
}

struct InspectedProgressView: View {
    let profile: InspectedProfile
    var body: some View {
        HStack {
            Text("Downloading")
            ProgressView(value: profile.progress)
        }
    }
}

struct InspectedCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

struct InspectedScreen: View {
    let profile: InspectedProfile
    var body: some View {
        VStack {
            InspectedNameView(profile: profile)
            InspectedProgressView(profile: profile)
            InspectedCounter()
            Toggle("Public", isOn: Bindable(profile).isPublic)
        }
    }
}

@MainActor
@Suite("Update inspector")
struct UpdateInspectorTests {
    @Test("Off by default: no reports, and nothing changes for the update loop")
    func offByDefault() throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile))
        #expect(host.graph.inspector == nil)
        #expect(!host.isInspecting)
        profile.name = "Grace"
        host.update()
        #expect(host.lastReports.isEmpty)
        #expect(host.lastUpdate.map(\.viewType) == ["InspectedNameView"])
    }

    @Test("A mutation is listed with its old and new values, and only the view that read it ran")
    func observedMutation() throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile), inspect: true)
        profile.progress = 0.5
        profile.progress = 0.75
        host.update()
        #expect(host.lastMutations.map(\.description) == ["InspectedProfile.progress: 0.25 → 0.75"])
        #expect(host.lastMutations.first?.cause == .observed(
            ObservedProperty(typeName: "InspectedProfile", property: "progress", object: ObjectIdentifier(profile))))
        let evaluations = host.lastInspectedEvaluations
        #expect(evaluations.map(\.viewType) == ["InspectedProgressView"])
        // The element it produced (the HStack) is what a renderer outlines.
        let stack = try #require(host.find(text: "Downloading").parent)
        #expect(evaluations.first?.elements == [stack.id])
        #expect(host.lastReports.first?.flashedElements == [stack.id])
        #expect((evaluations.first?.duration ?? .seconds(-1)) >= .zero)
    }

    @Test("Strings are quoted, optionals unwrapped, objects without a description have no value")
    func printableValues() throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile), inspect: true)
        profile.name = "Grace \"G\" <b>"
        profile.nickname = "Amazing"
        profile.avatar = InspectedAvatar()
        host.update()
        #expect(host.lastMutations.map(\.description) == [
            #"InspectedProfile.name: "Ada" → "Grace \"G\" <b>""#,
            #"InspectedProfile.nickname: nil → "Amazing""#,
            "InspectedProfile.avatar",
        ])
        #expect(host.lastInspectedEvaluations.map(\.viewType) == ["InspectedNameView"])
    }

    @Test("A @State change is named after its owner, with values; a tap is one report")
    func stateMutation() throws {
        let host = ViewHost(InspectedScreen(profile: InspectedProfile()), inspect: true)
        try host.tap("Count 0")
        #expect(host.lastReports.count == 1)
        #expect(host.lastMutations.map(\.description) == ["@State InspectedCounter.count: 0 → 1"])
        #expect(host.lastInspectedEvaluations.map(\.viewType) == ["InspectedCounter"])
    }

    @Test("A control bound to a model lists the mutation although no body ran")
    func attributeOnlyMutation() throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile), inspect: true)
        try host.toggle("Public")
        #expect(profile.isPublic)
        #expect(host.lastMutations.map(\.description) == ["InspectedProfile.isPublic: false → true"])
        #expect(host.lastInspectedEvaluations.isEmpty)
    }

    @Test("Update after update, only the view that read the changed property runs")
    func onlyReadersRun() throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile), inspect: true)
        profile.name = "Grace"
        host.update()
        profile.progress = 0.9
        host.update()
        #expect(host.lastInspectedEvaluations.map(\.viewType) == ["InspectedProgressView"])
        #expect(host.lastMutations.map(\.name) == ["InspectedProfile.progress"])
    }

    @Test("A mutation on another thread is logged with its values")
    func mutationOffTheMainActor() async throws {
        let profile = InspectedProfile()
        let host = ViewHost(InspectedScreen(profile: profile), inspect: true)
        nonisolated(unsafe) let shared = profile
        await Task.detached { shared.progress = 0.5 }.value
        // The graph may have run the update by itself while the test awaited.
        if host.hasPendingUpdates { host.update() }
        let report = try #require(host.graph.inspector?.lastReport)
        #expect(report.mutations.map(\.description) == ["InspectedProfile.progress: 0.25 → 0.5"])
        #expect(report.evaluations.map(\.viewType) == ["InspectedProgressView"])
    }

    @Test("Reports are capped")
    func capped() {
        let profile = InspectedProfile()
        let graph = ViewGraph(InspectedScreen(profile: profile), inspector: UpdateInspector(capacity: 3))
        for index in 0..<5 {
            profile.progress = Double(index) / 10
            graph.update()
        }
        #expect(graph.inspector?.reports.count == 3)
        #expect(graph.inspector?.lastReport?.mutations.first?.newValue == "0.4")
    }
}
