import Foundation
import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Text modifiers, concatenation and dates")
struct TextStylingTests {
    @Test func concatenatedTextsKeepTheirOwnStyles() throws {
        let text = Text("Red ").foregroundColor(.red) + Text("bold").bold() + Text(" struck").strikethrough(pattern: .dot)
        let host = ViewHost(text)
        let element = try #require(host.all(role: .text).first)
        #expect(element["text"] == "Red bold struck")
        let runs = try #require(element["runs"].flatMap(TextRun.decode))
        #expect(runs.map(\.text) == ["Red ", "bold", " struck"])
        #expect(runs[0].color == "red")
        #expect(runs[1].weight == "bold")
        #expect(runs[2].strikethrough == true && runs[2].linePattern == "dot")
    }

    @Test func aPlainTextEqualsTheSameTextMadeOfOnePlainRun() {
        #expect(Text("Walk") == Text(runs: [TextRun("Walk")]))
        #expect(Text(verbatim: "Walk") == Text(String("Walk")))
        #expect(Text("Walk") != Text("Walk").bold())
        #expect(Text("Walk").bold() == Text(verbatim: "Walk").bold())
        var bold = TextRun("Walk")
        bold.bold = true
        #expect(Text("**Walk**").runs == [bold])
        #expect(Text("**Walk**") == Text(runs: [bold]))
        #expect(Text("Walk").runs == [TextRun("Walk")])
        #expect(Text("Wa") + Text("lk") != Text("Walk"), "two runs are not one")
        #expect((Text("Wa") + Text("lk")).content == "Walk")
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let dated = Text(date, style: .date)
        #expect(dated.dateStyle?.date == date && dated.dateStyle?.style == .date)
        #expect(dated.bold().dateStyle?.date == date, "styling a dated text keeps its date")
        #expect(dated.bold().runs.allSatisfy { $0.weight == "bold" })
        #expect(dated == Text(date, style: .date))
        #expect(dated != Text(verbatim: dated.content), "the date is part of the text")
        #expect(Text("Walk").dateStyle == nil)
    }

    @Test func oneStyledRunIsTheElementsStyle() throws {
        let host = ViewHost(Text("Title").font(.title).bold().foregroundColor(.blue))
        let element = try #require(host.all(role: .text).first)
        #expect(element["runs"] == nil)
        #expect(element["font"] == "title" && element["weight"] == "bold" && element["foreground"] == "blue")
    }

    @Test func liveDateStylesCarryTheirDate() throws {
        let date = Date(timeIntervalSince1970: 1_000_000)
        let host = ViewHost(Text(date, style: .timer).monospacedDigit())
        let element = try #require(host.all(role: .text).first)
        #expect(element["dateStyle"] == "timer")
        #expect(element["date"] == "1000000.0")
        #expect(ViewHost(Text(date, style: .date)).all(role: .text).first?["dateStyle"] == nil)
    }

    @Test func dateStylesAreWordedAsOnADevice() {
        let now = Date(timeIntervalSince1970: 10_000)
        #expect(DateStyleFormat.timer(125) == "2:05")
        #expect(DateStyleFormat.timer(3_727) == "1:02:07")
        #expect(DateStyleFormat.units(3_900) == "1 hr, 5 min")
        #expect(DateStyleFormat.units(2 * 86_400 + 3 * 3_600) == "2 days, 3 hr")
        #expect(DateStyleFormat.units(0.4) == "0 sec")
        #expect(DateStyleFormat.string(for: now.addingTimeInterval(-300), style: .offset, now: now) == "-5 min")
        #expect(DateStyleFormat.string(for: now.addingTimeInterval(61), style: .offset, now: now) == "+1 min, 1 sec")
    }

    @Test func layoutModifiersBecomeAttributes() throws {
        let view = Text("Hello").textCase(.uppercase).truncationMode(.head).lineSpacing(4).textSelection(.enabled)
        let element = try #require(ViewHost(view).all(role: .text).first)
        #expect(element["textCase"] == "uppercase")
        #expect(element["truncationMode"] == "head")
        #expect(element["lineSpacing"] == "4")
        #expect(element["selectable"] == "true")
    }

    @Test func labelStylesAreNamed() throws {
        let host = ViewHost(VStack {
            Label("A", systemImage: "star").labelStyle(.iconOnly)
            Label("B", systemImage: "star")
        })
        #expect(host.all(role: .label).map { $0["labelStyle"] } == ["iconOnly", nil])
    }
}
