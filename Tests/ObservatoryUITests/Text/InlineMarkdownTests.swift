import Testing
@testable import ObservatoryUI

@Suite("Inline Markdown of Text")
struct InlineMarkdownTests {
    func describe(_ source: String) -> [String] {
        InlineMarkdown.runs(source).map { run in
            var marks: [String] = []
            if run.bold == true { marks.append("b") }
            if run.italic == true { marks.append("i") }
            if run.code == true { marks.append("c") }
            if run.strikethrough == true { marks.append("s") }
            if let link = run.link { marks.append("→" + link) }
            return marks.isEmpty ? run.text : run.text + "[" + marks.joined(separator: ",") + "]"
        }
    }

    @Test func emphasisStrongCodeAndStrike() {
        #expect(describe("A **bold** move") == ["A ", "bold[b]", " move"])
        #expect(describe("an *italic* and _also_") == ["an ", "italic[i]", " and ", "also[i]"])
        #expect(describe("***both***") == ["both[b,i]"])
        #expect(describe("run `swift build` now") == ["run ", "swift build[c]", " now"])
        #expect(describe("~~gone~~ here") == ["gone[s]", " here"])
        #expect(describe("*outer **inner** outer*") == ["outer [i]", "inner[b,i]", " outer[i]"])
    }

    @Test func linksKeepTheirStylesAndDestination() {
        #expect(describe("See [the **docs**](https://swift.org).") == [
            "See ", "the [→https://swift.org]", "docs[b,→https://swift.org]", ".",
        ])
    }

    @Test func unclosedMarkersAndEscapesStayLiteral() {
        #expect(describe("2 * 3 = 6") == ["2 * 3 = 6"])
        #expect(describe("**not closed") == ["**not closed"])
        #expect(describe("snake_case_name") == ["snake_case_name"])
        #expect(describe(#"\*literal\*"#) == ["*literal*"])
        #expect(describe("[no link]") == ["[no link]"])
        #expect(describe("# Heading") == ["# Heading"])
    }

    @Test func inflectionMakesTheNounAgreeWithItsNumber() {
        #expect(describe("Completed: ^[1 time](inflect: true)") == ["Completed: 1 time"])
        #expect(describe("Completed: ^[3 time](inflect: true)") == ["Completed: 3 times"])
        #expect(describe("^[0 new message](inflect: true)") == ["0 new messages"])
        #expect(describe("^[2 person](inflect: true)") == ["2 people"])
        #expect(describe("^[5 box](inflect: true)") == ["5 boxes"])
        #expect(describe("^[4 city](inflect: true)") == ["4 cities"])
        #expect(describe("^[1,200 leaf](inflect: true)") == ["1,200 leaves"])
        #expect(describe("^[2 day](other: 1)") == ["2 day"], "without inflect: true the text stays as written")
    }

    @Test func escapingAValueKeepsItLiteral() {
        let value = "*not* [a](link)"
        #expect(describe(InlineMarkdown.escaped(value)) == [value])
    }
}
