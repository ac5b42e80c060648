import Foundation
import Testing
import ObservatoryUI

@Observable final class ProgressModel {
    var done = 0.25
    var created = "Monday"
}

struct DownloadView: View {
    let model: ProgressModel
    var body: some View {
        VStack {
            ProgressView()
            ProgressView(value: model.done)
            ProgressView("Downloading", value: model.done, total: 2)
            Label("Inbox", systemImage: "tray")
            Label { Text("Ada") } icon: { Image("avatar").resizable() }
            Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow)
            LabeledContent("Created") { Text(model.created) }
            LabeledContent("Version", value: "1.2")
            LabeledContent("Total", value: 1234, format: .number.locale(Locale(identifier: "en_US")))
            LabeledContent { Text("42") } label: { Label("Answer", systemImage: "sparkles") }
        }
    }
}

@MainActor
@Suite struct DisplayTests {
    @Test func displayViewsRenderTheirElements() throws {
        let graph = ViewGraph(DownloadView(model: ProgressModel()))
        #expect(graph.rootElement.textTree() == """
            root
              stack alignment=center axis=vertical
                progress
                progress total=1 value=0.25
                progress total=2 value=0.25
                  text "Downloading"
                label
                  slot name=icon
                    image systemName=tray
                  slot name=title
                    text "Inbox"
                label
                  slot name=icon
                    image name=avatar resizable=true
                  slot name=title
                    text "Ada"
                image font=title foreground=yellow systemName=star.fill
                labeledContent label=Created
                  text "Monday"
                labeledContent label=Version value=1.2
                labeledContent label=Total value=1,234
                labeledContent
                  slot name=label
                    label
                      slot name=icon
                        image systemName=sparkles
                      slot name=title
                        text "Answer"
                  text "42"
            """)
    }

    @Test func progressFollowsTheModel() throws {
        let model = ProgressModel()
        let graph = ViewGraph(DownloadView(model: model))
        model.done = 0.5
        let changes = graph.update()
        let progress = graph.rootElement.all(.progress)
        #expect(progress.map { $0["value"] } == [nil, "0.5", "0.5"])
        #expect(Set(changes.attributes.keys) == [progress[1].id, progress[2].id])
    }
}
