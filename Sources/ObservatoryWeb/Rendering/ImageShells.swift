import ObservatoryUI

/// Images: symbols from the icon sprite, files from the app's resources,
/// images a URL names, and the `AsyncImage` that loads one.
extension Shells {
    static func image(_ a: Attributes) -> HTMLNode {
        var styled = textStyled(a["resizable"] == "true" ? "o-image o-resizable" : "o-image", a)
        var classes = ClassList(styled.classes)
        classes.add(prefix: "o-scale-", a["imageScale"])
        classes.add(prefix: "o-srm-", a["symbolRenderingMode"])
        styled.classes = classes.value
        if var symbol = a["systemName"] {
            // A variant (`.symbolVariant`) the set cannot draw: the symbol as named.
            if let base = a["symbolBase"], !SymbolCatalog.hasIcon(symbol) { symbol = base }
            let glyph = symbolGlyph(symbol)
            guard let svg = glyph.svg else {
                // A visible placeholder: the name in a dashed box.
                return node("span", [
                    "class": styled.classes + " o-symbol-name", "style": styled.style, "role": "img", "aria-label": glyph.label,
                ], [.text(symbol)])
            }
            var attributes: [(name: String, value: String)] = []
            attributes.reserveCapacity(7)
            attributes.append(("class", styled.classes + " o-symbol"))
            if let style = styled.style { attributes.append(("style", style)) }
            attributes.append(("role", "img"))
            attributes.append(("aria-label", glyph.label))
            return HTMLNode("span", attributes, [svg])
        }
        let source: String
        let label: String
        var scale = 1
        if let name = a["name"] {
            guard AssetCatalog.exists(name) else {
                return node("span", [
                    "class": styled.classes + " o-asset", "style": styled.style, "role": "img", "aria-label": name,
                ], [.text(name)])
            }
            let dark = a["appearance"] == "dark" && AssetCatalog.file(named: name, dark: true) != nil
            source = AssetCatalog.url(for: name, dark: dark)
            scale = AssetCatalog.scale(named: name, dark: dark)
            label = a["decorative"] == "true" ? "" : name
        } else if let url = a["url"].flatMap(imageURL) {
            source = url
            label = ""
        } else {
            return node("span", ["class": styled.classes + " o-asset", "role": "img", "aria-label": "image"])
        }
        var style = StyleList()
        switch a["interpolation"] {
        case "none": style.add("image-rendering", "pixelated")
        case "low", "medium": style.add("image-rendering", "auto")
        default: break
        }
        if let insets = a["capInsets"].flatMap(capInsets) {
            // Cap insets keep their size; the middle stretches or tiles.
            let (t, l, b, r) = insets
            let mode = a["resizingMode"] == "tile" ? "round" : "stretch"
            style.add("border-style", "solid")
            style.add("border-width", "\(t)px \(r)px \(b)px \(l)px")
            style.add("border-image", "url(\"\(source)\") \(t) \(r) \(b) \(l) fill / \(t)px \(r)px \(b)px \(l)px \(mode)")
            return node("span", ["class": styled.classes + " o-capinsets", "style": style.value, "role": "img", "aria-label": label])
        }
        if a["renderingMode"] == "template" {
            // A silhouette in the foreground color: the image is the mask.
            style.add("-webkit-mask", "url(\"\(source)\") center / contain no-repeat")
            style.add("mask", "url(\"\(source)\") center / contain no-repeat")
            // The text style (the foreground color) comes first; the mask after it.
            let value = [styled.style, style.value].compactMap { $0 }.joined(separator: ";")
            return node("span", ["class": styled.classes + " o-template", "style": value, "role": "img", "aria-label": label])
        }
        // An `@2x` file is drawn at half its pixel size, as iOS draws it in
        // points: its only candidate says its density (a `src` would be a
        // second, 1x, candidate, which a 1x screen would pick).
        return node("img", [
            "class": styled.classes + " o-img", "src": scale > 1 ? nil : source,
            "srcset": scale > 1 ? "\(source) \(scale)x" : nil,
            "alt": label, "style": style.isEmpty ? nil : style.value, "draggable": "false",
        ])
    }

    /// What a symbol name renders as: its spoken name, and the `<svg>` that
    /// shows its icon (nil when the icon set has none).
    struct SymbolGlyph {
        let label: String
        let svg: HTMLNode.Content?
    }

    /// The glyphs of the symbol names rendered so far. Rows of a list show
    /// the same few symbols over and over; each is looked up and built once.
    /// Bounded: an app that makes names up does not grow it without end.
    private static var symbolGlyphs: [String: SymbolGlyph] = [:]

    /// The glyph of symbol `name`, from the table or built and kept there.
    static func symbolGlyph(_ name: String) -> SymbolGlyph {
        if let glyph = symbolGlyphs[name] { return glyph }
        let svg = SymbolCatalog.icon(for: name).map { icon in
            HTMLNode.Content.node(HTMLNode("svg", [("class", "o-icon"), ("viewBox", "0 0 16 16"), ("aria-hidden", "true"), ("data-p", "i")], [
                .node(HTMLNode("use", [("href", "#" + icon), ("data-p", "u")])),
            ]))
        }
        let glyph = SymbolGlyph(label: SymbolCatalog.spokenName(name), svg: svg)
        if symbolGlyphs.count >= 1_024 { symbolGlyphs.removeAll(keepingCapacity: true) }
        symbolGlyphs[name] = glyph
        return glyph
    }

    /// An `AsyncImage`: a hidden probe the page loads the URL with (it
    /// reports `imageLoad`), then the content for the phase in its own box.
    static func asyncImage(_ a: Attributes) -> HTMLNode {
        var classes = ClassList("o-async-image")
        classes.add(prefix: "o-phase-", a["phase"])
        let probe = a["url"].flatMap(imageURL).map {
            HTMLNode.Content.node(node("img", ["class": "o-probe", "src": $0, "alt": "", "hidden": "", "data-probe": "", "data-p": "p"]))
        }
        let content = HTMLNode.Content.node(node("div", ["class": "o-async-content", "data-p": "c"], [children]))
        return node("div", ["class": classes.value], (probe.map { [$0] } ?? []) + [content])
    }

    /// A URL the page may load an image from: http, https, a same-site
    /// path, or an inline image (`data:image/…`).
    static func imageURL(_ url: String) -> String? {
        guard url.utf8.count <= 8_192 else { return nil }
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("data:image/") { return url }
        if url.hasPrefix("/") && !url.hasPrefix("//") { return url }
        return nil
    }

    /// Top, leading, bottom, trailing from a `capInsets` attribute.
    private static func capInsets(_ text: String) -> (String, String, String, String)? {
        let parts = text.split(separator: ",").compactMap { CSS.number(String($0)) }.filter { $0 >= 0 }
        guard parts.count == 4 else { return nil }
        let f = parts.map(CSS.format)
        return (f[0], f[1], f[2], f[3])
    }
}
