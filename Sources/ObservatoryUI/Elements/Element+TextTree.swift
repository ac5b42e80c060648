extension Element {
    /// The element and its descendants as indented text, one element per
    /// line: its role, then its attributes in name order.
    ///
    /// ```
    /// root
    ///   stack axis=vertical alignment=center
    ///     text "Count: 0"
    ///     button
    ///       text "Increment"
    /// ```
    public func textTree(includeIDs: Bool = false) -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0, includeIDs: includeIDs)
        return lines.joined(separator: "\n")
    }

    /// One line describing this element alone.
    public func textLine(includeID: Bool = false) -> String {
        var line = role.rawValue
        if includeID { line += " \(id)" }
        if let text = attributes["text"] { line += " \(text.debugDescription)" }
        for name in attributes.keys.sorted() where name != "text" {
            let value = attributes[name]!
            let rendered = value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" }) || value.isEmpty
                ? value.debugDescription : value
            line += " \(name)=\(rendered)"
        }
        return line
    }

    private func appendLines(to lines: inout [String], depth: Int, includeIDs: Bool) {
        lines.append(String(repeating: "  ", count: depth) + textLine(includeID: includeIDs))
        for child in children {
            child.appendLines(to: &lines, depth: depth + 1, includeIDs: includeIDs)
        }
    }
}
