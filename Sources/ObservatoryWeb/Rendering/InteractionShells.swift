import ObservatoryUI

/// The shells of gestures and keyboard shortcuts.
extension Shells {
    /// A gesture's wrapper: a layout box like the other modifiers', carrying
    /// what client.js recognises in `data-g` (and its parameters). A disabled
    /// gesture, or one a mask turned off, renders without them.
    static func gesture(_ a: Attributes) -> HTMLNode {
        guard let kind = a["gesture"], !isDisabled(a) else { return node("div", ["class": "o-mod o-gesture"], [children]) }
        return node("div", [
            "class": "o-mod o-gesture o-g-\(kind)", "data-g": kind,
            "data-count": a["count"], "data-duration": a["minimumDuration"], "data-distance": a["maximumDistance"] ?? a["minimumDistance"],
            "data-priority": a["priority"], "data-keys": a["keys"], "data-phases": a["phases"],
        ], [children])
    }

    /// `ctrl+shift+cmd+k` as `aria-keyshortcuts` spells it: `Control+Shift+Meta+K`.
    static func ariaShortcut(_ shortcut: String) -> String {
        shortcut.split(separator: "+").map { part -> String in
            switch part {
            case "ctrl": return "Control"
            case "cmd": return "Meta"
            case "arrowup": return "ArrowUp"
            case "arrowdown": return "ArrowDown"
            case "arrowleft": return "ArrowLeft"
            case "arrowright": return "ArrowRight"
            case "pageup": return "PageUp"
            case "pagedown": return "PageDown"
            // `s` → `S`, `shift` → `Shift`, `enter` → `Enter`…
            default: return part.prefix(1).uppercased() + part.dropFirst()
            }
        }.joined(separator: "+")
    }
}

extension Shells {
    /// The ARIA an accessibility modifier's wrapper carries: a label or a
    /// combined element is a labelled group, an element that ignores its
    /// children an image, a trait its role.
    static func accessibilityAttributes(_ a: Attributes) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        if let label = a["label"] { attributes += [("role", "group"), ("aria-label", label)] }
        if let hint = a["hint"] { attributes.append(("aria-description", hint)) }
        // Read after the label, as VoiceOver reads a value.
        if let value = a["value"] { attributes.append(("aria-description", value)) }
        if a["hidden"] == "true" { attributes.append(("aria-hidden", "true")) }
        if let identifier = a["identifier"] { attributes.append(("data-testid", identifier)) }
        switch a["children"] {
        case "ignore": attributes.append(("role", "img"))
        case "combine", "contain": attributes.append(("role", "group"))
        default: break
        }
        if let role = a["role"] {
            attributes.append(("role", role))
            if role == "heading" { attributes.append(("aria-level", "2")) }
        }
        if a["selected"] == "true" { attributes.append(("aria-selected", "true")) }
        // One role per node: the last one set wins.
        var seen: Set<String> = []
        return attributes.reversed().filter { seen.insert($0.name).inserted }.reversed()
    }
}
