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
            "data-priority": a["priority"],
        ], [children])
    }

    /// `ctrl+shift+cmd+k` as `aria-keyshortcuts` spells it: `Control+Shift+Meta+K`.
    static func ariaShortcut(_ shortcut: String) -> String {
        shortcut.split(separator: "+").map { part -> String in
            switch part {
            case "ctrl": return "Control"
            case "alt": return "Alt"
            case "shift": return "Shift"
            case "cmd": return "Meta"
            case "enter": return "Enter"
            case "escape": return "Escape"
            case "space": return "Space"
            case "arrowup": return "ArrowUp"
            case "arrowdown": return "ArrowDown"
            case "arrowleft": return "ArrowLeft"
            case "arrowright": return "ArrowRight"
            case "pageup": return "PageUp"
            case "pagedown": return "PageDown"
            default: return part.count == 1 ? part.uppercased() : part.prefix(1).uppercased() + part.dropFirst()
            }
        }.joined(separator: "+")
    }
}
