import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Text renders the Markdown of a literal")
struct TextMarkdownTests {
    struct Habit: View {
        let count: Int
        let title: String
        var body: some View {
            VStack {
                Text("Completed: ^[\(count) time](inflect: true)")
                Text("**\(title)** is *due*")
                Text(verbatim: "**verbatim**")
                Text(title)
            }
        }
    }

    @Test func aLiteralIsStyledAndItsPluralAgrees() throws {
        let host = ViewHost(Habit(count: 3, title: "Read *daily*"))
        let texts = host.all(role: .text)
        #expect(texts.map { $0["text"] } == [
            "Completed: 3 times", "Read *daily* is due", "**verbatim**", "Read *daily*",
        ])
        let runs = try #require(texts[1]["runs"].flatMap(TextRun.decode))
        #expect(runs.map(\.text) == ["Read *daily*", " is ", "due"])
        #expect(runs.map { $0.bold == true } == [true, false, false])
        #expect(runs.map { $0.italic == true } == [false, false, true])
        #expect(texts[0]["runs"] == nil, "plain text carries no runs")
        #expect(texts[2]["runs"] == nil && texts[3]["runs"] == nil, "a String and verbatim text are not Markdown")
    }

    @Test func oneTimeIsSingular() {
        let host = ViewHost(Habit(count: 1, title: "Walk"))
        #expect(host.contains(text: "Completed: 1 time"))
    }
}
