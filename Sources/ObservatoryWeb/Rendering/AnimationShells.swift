import ObservatoryUI

/// The attributes that tell the page how to animate: `.animation` scopes
/// (`data-anim`, `data-anim-key`), `.transition`s (`data-tr-in`,
/// `data-tr-out`, `data-tr-anim`), `.contentTransition` (`data-ct`) and
/// `.symbolEffect` (`data-sfx`, `data-sfx-key`, `data-sfx-on`…). The
/// page's animation code (client.js, "Animation") reads them when a patch
/// arrives; every value is validated here.
extension Shells {
    static func animationAttributes(_ name: String, _ a: Attributes) -> [(name: String, value: String)] {
        switch name {
        case "animation":
            var attributes: [(name: String, value: String)] = []
            if let animation = a["animation"].flatMap(animationSpec) { attributes.append(("data-anim", animation)) }
            if let key = a["key"], key.utf8.count <= 16, key.utf8.allSatisfy({ $0 < 128 && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber) }) {
                attributes.append(("data-anim-key", key))
            }
            return attributes
        case "transition":
            var attributes: [(name: String, value: String)] = []
            if let insertion = a["insertion"].flatMap(transitionEffects) { attributes.append(("data-tr-in", insertion)) }
            if let removal = a["removal"].flatMap(transitionEffects) { attributes.append(("data-tr-out", removal)) }
            if let animation = a["animation"].flatMap(animationSpec), animation != "none" { attributes.append(("data-tr-anim", animation)) }
            return attributes
        case "symbolEffect":
            return symbolEffectAttributes(a)
        case "contentTransition":
            let known: Set<String> = ["identity", "opacity", "interpolate", "numericText", "numericTextDown", "symbol"]
            return a["contentTransition"].flatMap { known.contains($0) ? [("data-ct", $0)] : nil } ?? []
        default:
            return []
        }
    }

    /// The effects the page knows how to draw on a symbol.
    static let symbolEffects: Set<String> = [
        "bounce", "bounceDown", "pulse", "variableColor", "scaleUp", "scaleDown", "appear", "disappear", "wiggle",
        "breathe", "rotate", "rotateBack",
    ]

    /// `.symbolEffect`: `data-sfx` (the effect), `data-sfx-key` (a discrete
    /// effect: the page plays it when the key changes) or `data-sfx-on` (an
    /// indefinite one, while active), `data-sfx-repeat` and `data-sfx-speed`.
    static func symbolEffectAttributes(_ a: Attributes) -> [(name: String, value: String)] {
        guard let effect = a["effect"], symbolEffects.contains(effect) else { return [] }
        var attributes: [(name: String, value: String)] = [("data-sfx", effect)]
        if let key = a["key"], key.utf8.count <= 16, key.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }) {
            attributes.append(("data-sfx-key", key))
        }
        if a["active"] == "true" { attributes.append(("data-sfx-on", "")) }
        if let count = a["repeat"].flatMap(Int.init), (0...100).contains(count) { attributes.append(("data-sfx-repeat", String(count))) }
        if let speed = CSS.number(a["speed"]), speed > 0, speed <= 100 { attributes.append(("data-sfx-speed", CSS.format(speed))) }
        return attributes
    }

    /// A compact animation (`b,…` with 9 numbers or `s,…` with 6), or `none`.
    static func animationSpec(_ spec: String) -> String? {
        if spec == "none" { return spec }
        let parts = spec.split(separator: ",", omittingEmptySubsequences: false)
        guard let kind = parts.first, (kind == "b" && parts.count == 10) || (kind == "s" && parts.count == 7) else { return nil }
        let numbers = parts.dropFirst().map { CSS.number(String($0)) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return ([String(kind)] + numbers.map { CSS.format($0!) }).joined(separator: ",")
    }

    /// Transition effects joined by `+`: `opacity`, `scale(s,ax,ay)`,
    /// `move(edge)`, `offset(x,y)`, `blur(r)`; empty for none.
    static func transitionEffects(_ effects: String) -> String? {
        guard effects.utf8.count <= 256 else { return nil }
        if effects.isEmpty { return "" }
        var result: [String] = []
        for effect in effects.split(separator: "+") {
            if effect == "opacity" { result.append("opacity"); continue }
            guard let open = effect.firstIndex(of: "("), effect.hasSuffix(")") else { return nil }
            let name = effect[..<open]
            let arguments = effect[effect.index(after: open)..<effect.index(before: effect.endIndex)].split(separator: ",").map(String.init)
            switch (name, arguments.count) {
            case ("move", 1):
                guard ["top", "bottom", "leading", "trailing"].contains(arguments[0]) else { return nil }
                result.append("move(\(arguments[0]))")
            case ("scale", 3), ("offset", 2), ("blur", 1):
                let numbers = arguments.compactMap { CSS.number($0) }
                guard numbers.count == arguments.count else { return nil }
                result.append("\(name)(\(numbers.map(CSS.format).joined(separator: ",")))")
            default:
                return nil
            }
        }
        return result.joined(separator: "+")
    }
}
