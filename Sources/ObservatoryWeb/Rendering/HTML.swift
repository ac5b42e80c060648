/// The one place where strings become HTML.
///
/// Every text and attribute value that reaches the browser goes through
/// ``escape(_:)``: the renderer builds ``HTMLNode`` trees from raw strings and
/// only ``HTMLNode/write(to:children:)`` turns them into markup. Tag and
/// attribute names are constants of the renderer, never user input.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references, safe in text content and in double- or single-quoted
    /// attribute values. NUL, which HTML parsers turn into U+FFFD anyway,
    /// becomes U+FFFD here.
    static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte == 0 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `tag` names an element that has no content and no end tag.
    static func isVoid(_ tag: String) -> Bool {
        switch tag {
        case "input", "hr", "br", "img", "meta", "link": true
        default: false
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

    /// Writes the node as HTML; `children` writes the child elements of a region.
    func write(to out: inout String, children: (String, inout String) -> Void) {
        out += "<"
        out += tag
        for attribute in attributes {
            out += " "
            out += attribute.name
            if !attribute.value.isEmpty {
                out += "=\""
                out += HTML.escape(attribute.value)
                out += "\""
            }
        }
        out += ">"
        if HTML.isVoid(tag) { return }
        // The parser drops a newline right after `<textarea>`: keep the text's own.
        if tag == "textarea", case .text(let text)? = content.first, text.hasPrefix("\n") { out += "\n" }
        for item in content {
            switch item {
            case .node(let node): node.write(to: &out, children: children)
            case .text(let text): out += HTML.escape(text)
            case .children(let region): children(region, &out)
            }
        }
        out += "</"
        out += tag
        out += ">"
    }
}

/// Builds an HTML `class` attribute value.
struct ClassList {
    private(set) var names: [String] = []

    init(_ names: String...) { self.names = names }

    mutating func add(_ name: String) { names.append(name) }

    mutating func add(_ name: String, if condition: Bool) { if condition { names.append(name) } }

    /// `prefix` followed by `token` made safe for a class name, when there is a token.
    mutating func add(prefix: String, _ token: String?) {
        guard let token, !token.isEmpty else { return }
        names.append(prefix + CSS.classToken(token))
    }

    var value: String { names.joined(separator: " ") }
}

/// Builds an HTML `style` attribute value from declarations the renderer has
/// already validated (numbers it formatted itself, colors from ``CSS``).
struct StyleList {
    private(set) var declarations: [String] = []

    mutating func add(_ property: String, _ value: String?) {
        guard let value else { return }
        declarations.append(property + ":" + value)
    }

    var isEmpty: Bool { declarations.isEmpty }

    var value: String { declarations.joined(separator: ";") }
}
