/// The one place where strings become HTML.
///
/// Every text and attribute value that reaches the browser goes through
/// ``escape(_:)``: the renderer builds ``HTMLNode`` trees from raw strings and
/// only ``HTMLNode/write(to:children:)`` turns them into markup. Tag and
/// attribute names are constants of the renderer, never user input.
enum HTML {
    /// Where written markup goes: a page as it is, or the inside of a JSON
    /// string literal (a patch's `html`), escaped for both in one pass so
    /// that the patch does not scan its markup a second time.
    enum Output {
        /// Plain HTML.
        case html
        /// HTML escaped for a JSON string literal, quotes not included.
        case jsonString
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references, safe in text content and in double- or single-quoted
    /// attribute values. NUL, which HTML parsers turn into U+FFFD anyway,
    /// becomes U+FFFD here.
    static func escape(_ text: String) -> String {
        var out = MarkupBuffer()
        append(text, to: &out, for: .html)
        return out.text
    }

    /// Appends `text` escaped as ``escape(_:)`` does and, for
    /// ``Output/jsonString``, escaped for a JSON string too (`\`, control
    /// characters, U+2028 and U+2029; the quotes are references already).
    ///
    /// One scan of the text's bytes: the runs between replaced characters
    /// are copied whole (most texts are one run).
    static func append(_ text: String, to out: inout MarkupBuffer, for output: Output) {
        let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { append(utf8: $0, to: &out, for: output) }
        if escaped == nil {
            var text = text
            text.withUTF8 { append(utf8: $0, to: &out, for: output) }
        }
    }

    /// ``append(_:to:for:)`` on the text's UTF-8 (borrowed, not copied:
    /// `withUTF8` is mutating, so calling it took a copy of the string).
    private static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout MarkupBuffer, for output: Output) {
        let json = output == .jsonString
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard needsWork(byte, json: json) else {
                index &+= 1
                continue
            }
            var length = 1
            let replacement: StaticString
            switch byte {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            case 0: replacement = "\u{FFFD}"
            case 0x5C: replacement = "\\\\"
            case 0x0A: replacement = "\\n"
            case 0x0D: replacement = "\\r"
            case 0x09: replacement = "\\t"
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in older JavaScript.
                guard index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                    index &+= 1
                    continue
                }
                replacement = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                // Another control character, in a JSON string: \u00XX.
                out.append(bytes[runStart..<index])
                out.append(jsonEscapeOf: byte)
                index &+= 1
                runStart = index
                continue
            }
            // A replaced byte is ASCII or a lead byte: runs end at scalar boundaries.
            out.append(bytes[runStart..<index])
            out.append(replacement)
            index &+= length
            runStart = index
        }
        out.append(bytes[runStart..<count])
    }

    /// Whether `byte` starts something ``append(_:to:for:)`` replaces.
    @inline(__always)
    private static func needsWork(_ byte: UInt8, json: Bool) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0: true
        case 0x5C, 0xE2, 1..<0x20: json
        default: false
        }
    }

    /// Whether `tag` names an element that has no content and no end tag.
    static func isVoid(_ tag: String) -> Bool {
        // Most tags are told apart by their first byte, without comparing
        // strings (a call into the standard library per case).
        switch tag.utf8.first {
        case UInt8(ascii: "i"), UInt8(ascii: "h"), UInt8(ascii: "b"), UInt8(ascii: "m"), UInt8(ascii: "l"): break
        default: return false
        }
        switch tag {
        case "input", "hr", "br", "img", "meta", "link": return true
        default: return false
        }
    }
}

/// One DOM node of an element's rendering, before escaping.
///
/// An element renders as a small tree of these (its *shell*); the places
/// where its child elements go are ``Content/children(_:)`` markers, one per
/// region. Comparing the shells an element had before and after an update
/// gives the DOM operations of a patch.
struct HTMLNode: Equatable {
    /// What a node contains.
    enum Content: Equatable {
        /// A nested node.
        case node(HTMLNode)
        /// Text (escaped when written).
        case text(String)
        /// The element's children placed in this region.
        case children(String)
    }

    /// The tag name.
    var tag: String
    /// Attributes in writing order; an empty value is written as a bare name.
    var attributes: [(name: String, value: String)]
    /// The node's content, in order.
    var content: [Content]

    init(_ tag: String, _ attributes: [(name: String, value: String)] = [], _ content: [Content] = []) {
        self.tag = tag
        self.attributes = attributes
        self.content = content
    }

    static func == (lhs: HTMLNode, rhs: HTMLNode) -> Bool {
        lhs.tag == rhs.tag && lhs.content == rhs.content
            && lhs.attributes.count == rhs.attributes.count
            && zip(lhs.attributes, rhs.attributes).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// The value of attribute `name`, if present.
    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The part name by which patches address this node (`data-p`).
    var part: String? { self[attribute: "data-p"] }

    /// Whether this node or a descendant holds the children of `region`
    /// (a search that allocates nothing, where ``regions`` builds a set).
    func holds(region: String) -> Bool {
        for item in content {
            switch item {
            case .node(let node): if node.holds(region: region) { return true }
            case .children(let name): if name == region { return true }
            case .text: break
            }
        }
        return false
    }

    /// The regions whose children this node and its descendants hold.
    var regions: Set<String> {
        var result: Set<String> = []
        for item in content {
            switch item {
            case .node(let node): result.formUnion(node.regions)
            case .children(let region): result.insert(region)
            case .text: break
            }
        }
        return result
    }

    /// Writes the node as HTML for `output`; `children` writes the child
    /// elements of a region (for the same output).
    func write(to out: inout MarkupBuffer, for output: HTML.Output, children: (String, inout MarkupBuffer) -> Void) {
        // Index loops that read each attribute and item in place: `for in`
        // copied every one out (a retain and a release per string).
        let json = output == .jsonString
        out.append("<")
        out.append(tag)
        for index in attributes.indices {
            out.append(" ")
            out.append(attributes[index].name)
            if !attributes[index].value.isEmpty {
                if json { out.append("=\\\"") } else { out.append("=\"") }
                HTML.append(attributes[index].value, to: &out, for: output)
                if json { out.append("\\\"") } else { out.append("\"") }
            }
        }
        out.append(">")
        if HTML.isVoid(tag) { return }
        // The parser drops a newline right after `<textarea>`: keep the text's own.
        if case .text(let text)? = content.first, tag == "textarea", text.hasPrefix("\n") {
            if json { out.append("\\n") } else { out.append("\n") }
        }
        for index in content.indices {
            switch content[index] {
            case .node(let node): node.write(to: &out, for: output, children: children)
            case .text(let text): HTML.append(text, to: &out, for: output)
            case .children(let region): children(region, &out)
            }
        }
        out.append("</")
        out.append(tag)
        out.append(">")
    }
}

/// Builds an HTML `class` attribute value.
///
/// The value is built as one string: a list of one class (the common case)
/// allocates nothing, and each class added is appended in place.
struct ClassList {
    /// The class names, separated by spaces.
    private(set) var value: String

    init(_ name: String) { value = name }

    init(_ first: String, _ second: String) { value = first + " " + second }

    mutating func add(_ name: String) {
        if value.isEmpty {
            value = name
        } else {
            value += " "
            value += name
        }
    }

    mutating func add(_ name: String, if condition: Bool) { if condition { add(name) } }

    /// `prefix` followed by `token` made safe for a class name, when there is a token.
    mutating func add(prefix: String, _ token: String?) {
        guard let token, !token.isEmpty else { return }
        // Appended in place, not joined into a string of its own first.
        if !value.isEmpty { value += " " }
        value += prefix
        value += CSS.classToken(token)
    }
}

/// Builds an HTML `style` attribute value from declarations the renderer has
/// already validated (numbers it formatted itself, colors from ``CSS``).
struct StyleList {
    /// The declarations, separated by semicolons.
    private(set) var value = ""

    mutating func add(_ property: String, _ value: String?) {
        guard let value else { return }
        if !self.value.isEmpty { self.value += ";" }
        self.value += property
        self.value += ":"
        self.value += value
    }

    var isEmpty: Bool { value.isEmpty }
}
