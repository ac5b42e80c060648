import ObservatoryUI

/// The DOM of a styled ``Text``: one node per run, nested by style
/// (`<strong>`, `<em>`, `<code>`, `<s>`, `<u>`, links), with fonts and
/// colors through the same safe CSS as whole texts.
@MainActor
enum TextRuns {
    /// The content of a text element whose attribute `runs` is `json`; nil
    /// when the JSON is not a list of runs (the plain `text` is shown then).
    static func content(json: String) -> [HTMLNode.Content]? {
        guard let runs = TextRun.decode(json) else { return nil }
        return runs.map(node(for:))
    }

    static func node(for run: TextRun) -> HTMLNode.Content {
        var content: HTMLNode.Content = .text(run.text)
        // An image in the text (`Text(Image(…))`): the image's own shell,
        // drawn inline at the text's size.
        if let symbol = run.symbol {
            content = .node(HTMLNode("span", [("class", "o-inline-image")], [.node(Shells.image(["systemName": symbol]))]))
        } else if let image = run.image {
            content = .node(HTMLNode("span", [("class", "o-inline-image")], [.node(Shells.image(["name": image]))]))
        }
        func wrap(_ tag: String, _ attributes: [(name: String, value: String)] = []) {
            content = .node(HTMLNode(tag, attributes, [content]))
        }
        if run.code == true { wrap("code", [("class", "o-code")]) }
        if run.strikethrough == true { wrap("s") }
        if run.underline == true { wrap("u") }
        if run.italic == true { wrap("em") }
        if run.bold == true && run.weight == nil { wrap("strong") }
        var classes = ClassList("o-run")
        var style = StyleList()
        var attributes: [String: String] = [:]
        attributes["font"] = run.font
        attributes["weight"] = run.weight
        attributes["design"] = run.design
        attributes["foreground"] = run.color
        CSS.addTextStyle(ShellAttributes(attributes), to: &classes, &style)
        if run.monospacedDigit == true { style.add("font-variant-numeric", "tabular-nums") }
        if let kerning = run.kerning { style.add("letter-spacing", CSS.px(String(kerning))) }
        if let offset = run.baselineOffset {
            style.add("vertical-align", CSS.px(String(offset)))
        }
        if run.strikethrough == true || run.underline == true {
            style.add("text-decoration-style", run.linePattern == "dot" ? "dotted" : run.linePattern == "dash" ? "dashed" : nil)
            style.add("text-decoration-color", CSS.color(run.lineColor))
        }
        if classes.value != "o-run" || !style.isEmpty {
            var list: [(name: String, value: String)] = [("class", classes.value)]
            if !style.isEmpty { list.append(("style", style.value)) }
            wrap("span", list)
        }
        if let link = run.link {
            let linkNode = Shells.link(["url": link])
            content = .node(HTMLNode(linkNode.tag, linkNode.attributes, [content]))
        }
        return content
    }
}
