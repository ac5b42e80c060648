import Foundation

// The modifiers that return `Text`, so that styled texts can be joined with
// `+`: each styles every run of this text, over the environment's style.
extension Text {
    /// Joins two texts, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// This text with `change` applied to every run.
    func styled(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        var runs = copy.runs
        for index in runs.indices { change(&runs[index]) }
        copy.runs = runs
        return copy
    }

    /// This text in `font`; nil keeps the environment's.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled {
            $0.font = font.attributeValue
            $0.design = font.design.flatMap { $0 == .default ? nil : $0.rawValue }
            if let weight = font.weight { $0.weight = weight.name }
            if font.isItalic { $0.italic = true }
        }
    }

    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return styled { $0.weight = weight.name }
    }

    /// This text in `design` (`.rounded`, `.serif`, `.monospaced`); nil keeps it.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return styled { $0.design = design == .default ? nil : design.rawValue }
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? styled { $0.weight = Font.Weight.bold.name } : self
    }

    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> Text {
        isActive ? styled { $0.italic = true } : self
    }

    /// This text in a monospaced font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? styled { $0.design = Font.Design.monospaced.rawValue } : self
    }

    /// This text with digits of equal width, so that changing numbers do not shift.
    public func monospacedDigit() -> Text {
        styled { $0.monospacedDigit = true }
    }

    /// This text in `color`; nil keeps the environment's.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return styled { $0.color = color.styleDescription }
    }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let value = style.attributeValue
        return styled { $0.color = value }
    }

    /// This text struck through, with a line of `pattern` in `color` (the text's when nil).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? styled { $0.strikethrough = true; $0.setLine(pattern, color) } : self
    }

    /// This text underlined, with a line of `pattern` in `color` (the text's when nil).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? styled { $0.underline = true; $0.setLine(pattern, color) } : self
    }

    /// This text with `kerning` points of extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        styled { $0.kerning = Double(kerning) }
    }

    /// This text with `tracking` points of extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text {
        styled { $0.kerning = Double(tracking) }
    }

    /// This text raised by `offset` points (lowered when negative).
    public func baselineOffset(_ offset: CGFloat) -> Text {
        styled { $0.baselineOffset = Double(offset) }
    }

    /// How a line through or under text is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line; the browser draws dots as dots and
        /// every dashed pattern as dashes.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and pairs of dots.
            case dashDotDot
        }
    }
}

extension TextRun {
    mutating func setLine(_ pattern: Text.LineStyle.Pattern, _ color: Color?) {
        switch pattern {
        case .solid: linePattern = nil
        case .dot: linePattern = "dot"
        case .dash, .dashDot, .dashDotDot: linePattern = "dash"
        }
        lineColor = color?.styleDescription
    }
}
