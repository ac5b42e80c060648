import Foundation

/// A font: a text style that scales with the reader's settings (`.headline`,
/// `.caption`) or a fixed size (`.system(size: 17, weight: .semibold)`).
///
/// Renderers get the style name or `system(17)` in attribute `font`, and the
/// weight, design and italics in attributes of their own.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: Double)
        case custom(name: String, size: Double)
    }

    let base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false

    init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// The largest title.
    public static let largeTitle = Font(.style(.largeTitle))
    /// A title.
    public static let title = Font(.style(.title))
    /// A second-level title.
    public static let title2 = Font(.style(.title2))
    /// A third-level title.
    public static let title3 = Font(.style(.title3))
    /// A heading.
    public static let headline = Font(.style(.headline))
    /// A subheading.
    public static let subheadline = Font(.style(.subheadline))
    /// Body text, the default.
    public static let body = Font(.style(.body))
    /// Callout text.
    public static let callout = Font(.style(.callout))
    /// Footnotes.
    public static let footnote = Font(.style(.footnote))
    /// Captions.
    public static let caption = Font(.style(.caption))
    /// Smaller captions.
    public static let caption2 = Font(.style(.caption2))

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: Double(size)), weight: weight, design: design)
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style), weight: weight, design: design)
    }

    /// A font by name, at a fixed size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: Double(size)))
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font in the monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The thickness of a font's strokes.
    public struct Weight: Hashable, Sendable {
        let name: String

        /// The thinnest weight.
        public static let ultraLight = Weight(name: "ultraLight")
        /// Thin.
        public static let thin = Weight(name: "thin")
        /// Light.
        public static let light = Weight(name: "light")
        /// The default weight.
        public static let regular = Weight(name: "regular")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Semibold.
        public static let semibold = Weight(name: "semibold")
        /// Bold.
        public static let bold = Weight(name: "bold")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
        /// The thickest weight.
        public static let black = Weight(name: "black")
    }

    /// The family of a system font.
    public enum Design: String, Hashable, Sendable {
        /// The default design.
        case `default`
        /// With serifs.
        case serif
        /// Rounded.
        case rounded
        /// Fixed width.
        case monospaced
    }

    /// A role of text that renderers size consistently.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading.
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// Callout text.
        case callout
        /// Footnotes.
        case footnote
        /// Captions.
        case caption
        /// Smaller captions.
        case caption2
    }

    /// `headline`, `system(17)` or `custom(Avenir,17)`, for attribute `font`.
    var attributeValue: String {
        switch base {
        case .style(let style): return style.rawValue
        case .system(let size): return "system(\(size.attributeValue))"
        case .custom(let name, let size): return "custom(\(name),\(size.attributeValue))"
        }
    }
}
