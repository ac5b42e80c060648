import Foundation
@testable import ObservatoryWeb

/// A tiny DOM for tests: parses the renderer's HTML, applies patch ops the
/// way client.js does, and prints itself canonically (attributes sorted), so
/// that a patched page can be compared with a fresh render of the same tree.
final class DOMNode {
    var tag: String            // "#text" for text nodes
    var attributes: [String: String] = [:]
    var children: [DOMNode] = []
    weak var parent: DOMNode?
    var text = ""

    init(tag: String) { self.tag = tag }

    var elementChildren: [DOMNode] { children.filter { $0.tag != "#text" } }

    /// The tokens of the `class` attribute, in order.
    var classList: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    func append(_ node: DOMNode) {
        node.parent = self
        children.append(node)
    }

    /// Inserts `nodes` before the element child at `index` (at the end when past it).
    func insert(_ nodes: [DOMNode], beforeElementAt index: Int) {
        let elements = elementChildren
        let position = index < elements.count ? children.firstIndex { $0 === elements[index] }! : children.count
        for node in nodes { node.parent = self }
        children.insert(contentsOf: nodes, at: position)
    }

    func remove() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    var textContent: String {
        tag == "#text" ? text : children.map(\.textContent).joined()
    }

    /// Depth-first search.
    func first(where predicate: (DOMNode) -> Bool) -> DOMNode? {
        if predicate(self) { return self }
        for child in children { if let found = child.first(where: predicate) { return found } }
        return nil
    }

    func all(where predicate: (DOMNode) -> Bool) -> [DOMNode] {
        var result: [DOMNode] = predicate(self) ? [self] : []
        for child in children { result += child.all(where: predicate) }
        return result
    }

    /// Canonical HTML: attributes in name order.
    var canonical: String {
        if tag == "#text" { return HTML.escape(text) }
        var out = "<" + tag
        for name in attributes.keys.sorted() {
            out += " " + name
            if !attributes[name]!.isEmpty { out += "=\"" + HTML.escape(attributes[name]!) + "\"" }
        }
        out += ">"
        if HTML.isVoid(tag) { return out }
        // Adjacent text nodes print as one.
        out += children.map(\.canonical).joined()
        return out + "</" + tag + ">"
    }

    // MARK: Parsing

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses a fragment of the renderer's HTML (well formed, quoted attributes).
    static func parse(_ html: String) throws -> [DOMNode] {
        let root = DOMNode(tag: "#fragment")
        var current = root
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func readUntil(_ stop: (Unicode.Scalar) -> Bool) -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count && !stop(scalars[index]) { out.append(scalars[index]); index += 1 }
            return String(out)
        }
        while index < scalars.count {
            if scalars[index] == "<" {
                index += 1
                if index < scalars.count && scalars[index] == "/" {
                    index += 1
                    let name = readUntil { $0 == ">" }
                    index += 1
                    guard current.tag == name, let parent = current.parent else {
                        throw ParseError(description: "unexpected </\(name)> in <\(current.tag)>")
                    }
                    current = parent
                    continue
                }
                let name = readUntil { $0 == " " || $0 == ">" }
                let node = DOMNode(tag: name)
                while index < scalars.count && scalars[index] != ">" {
                    if scalars[index] == " " { index += 1; continue }
                    let attribute = readUntil { $0 == "=" || $0 == " " || $0 == ">" }
                    var value = ""
                    if scalars[index] == "=" {
                        index += 2  // ="
                        value = unescape(readUntil { $0 == "\"" })
                        index += 1
                    }
                    guard node.attributes[attribute] == nil else {
                        throw ParseError(description: "duplicate attribute \(attribute) on <\(name)>")
                    }
                    node.attributes[attribute] = value
                }
                index += 1
                current.append(node)
                if !HTML.isVoid(name) { current = node }
                // Like browsers: a newline right after <textarea> is not content.
                if name == "textarea" && index < scalars.count && scalars[index] == "\n" { index += 1 }
            } else {
                let text = DOMNode(tag: "#text")
                let raw = readUntil { $0 == "<" }
                if raw.contains(">") || raw.contains("\"") { throw ParseError(description: "unescaped text \(raw)") }
                text.text = unescape(raw)
                current.append(text)
            }
        }
        guard current === root else { throw ParseError(description: "unclosed <\(current.tag)>") }
        let nodes = root.children
        for node in nodes { node.parent = nil }
        return nodes
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// A page: the DOM of `#observatory`, patched like the client does.
final class MiniPage {
    let host: DOMNode
    private(set) var lastSequence = 0

    init(html: String) throws {
        let nodes = try DOMNode.parse(html)
        guard nodes.count == 1, nodes[0].attributes["id"] == "observatory" else {
            throw DOMNode.ParseError(description: "expected one #observatory node")
        }
        host = nodes[0]
        lastSequence = Int(host.attributes["data-seq"] ?? "") ?? 0
    }

    /// The root element's canonical HTML.
    var canonical: String { host.children.map(\.canonical).joined() }

    func find(_ id: Int) -> DOMNode? {
        host.first { $0.attributes["data-oid"] == String(id) }
    }

    func part(_ element: DOMNode, _ name: String) -> DOMNode? {
        if name.isEmpty { return element.attributes["data-w"] != nil ? element.elementChildren.first : element }
        var queue = element.elementChildren
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node.attributes["data-p"] == name { return node }
            if node.attributes["data-oid"] == nil { queue += node.elementChildren }
        }
        return name == "c" ? part(element, "") : nil
    }

    struct ApplyError: Error, CustomStringConvertible {
        let description: String
    }

    /// Applies one server message (JSON text).
    func apply(_ frame: String) throws {
        let message = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as! [String: Any]
        let sequence = message["seq"] as! Int
        guard sequence == lastSequence + 1 || message["type"] as? String == "reset" else {
            throw ApplyError(description: "message \(sequence) after \(lastSequence)")
        }
        lastSequence = sequence
        if message["type"] as? String == "reset" {
            let nodes = try DOMNode.parse(message["html"] as! String)
            for child in host.children { child.parent = nil }
            host.children = []
            for node in nodes { host.append(node) }
            return
        }
        for op in message["ops"] as! [[Any]] { try apply(op: op) }
    }

    func apply(op: [Any]) throws {
        let kind = op[0] as! String
        let id = op[1] as! Int
        func element() throws -> DOMNode {
            guard let node = find(id) else { throw ApplyError(description: "no element \(id) for \(kind)") }
            return node
        }
        func node(_ part: String) throws -> DOMNode {
            guard let node = self.part(try element(), part) else { throw ApplyError(description: "no part \(part) of \(id)") }
            return node
        }
        switch kind {
        case "t":
            let target = try node(op[2] as! String)
            let text = DOMNode(tag: "#text")
            text.text = op[3] as! String
            target.children = []
            target.append(text)
        case "a":
            let target = try node(op[2] as! String)
            target.attributes[op[3] as! String] = op[4] as? String
        case "p":
            let target = try node(op[2] as! String)
            let name = op[3] as! String
            if let flag = op[4] as? Bool, name != "value" {
                target.attributes[name] = flag ? "" : nil
            } else if target.tag == "textarea" {
                let text = DOMNode(tag: "#text")
                text.text = op[4] as! String
                target.children = [text]
            } else {
                target.attributes[name] = op[4] as? String
            }
        case "i":
            guard let container = part(try element(), op[2] as! String) else {
                throw ApplyError(description: "no region \(op[2]) of \(id)")
            }
            container.insert(try DOMNode.parse(op[4] as! String), beforeElementAt: op[3] as! Int)
        case "r":
            try element().remove()
        case "m":
            let target = try element()
            guard let container = target.parent else { throw ApplyError(description: "\(id) has no parent") }
            target.remove()
            container.insert([target], beforeElementAt: op[2] as! Int)
        case "h":
            let target = try element()
            guard let container = target.parent, let position = container.children.firstIndex(where: { $0 === target })
            else { throw ApplyError(description: "\(id) has no parent") }
            let nodes = try DOMNode.parse(op[2] as! String)
            target.remove()
            for node in nodes { node.parent = container }
            container.children.insert(contentsOf: nodes, at: position)
        default:
            throw ApplyError(description: "unknown op \(kind)")
        }
    }
}
