extension EnvironmentValues {
    /// Adds the attributes of the text styling in effect: `font`, `weight`,
    /// `design`, `italic` and `foreground`, each only when set.
    func addTextStyle(to attributes: inout [String: String]) {
        // Each value is looked up once: every text of every row reads them.
        let font = self.font
        if let font { attributes["font"] = font.attributeValue }
        if let design = fontDesign ?? font?.design, design != .default { attributes["design"] = design.rawValue }
        if let weight = fontWeight ?? font?.weight { attributes["weight"] = weight.name }
        if isItalic || font?.isItalic == true { attributes["italic"] = "true" }
        if let foregroundStyle { attributes["foreground"] = foregroundStyle }
    }

    /// Adds the attributes of multi-line layout: `lineLimit` (`3` or `3...6`),
    /// `textAlignment` (when not leading) and `minimumScaleFactor` (below 1).
    func addLineLayout(to attributes: inout [String: String]) {
        if let range = lineLimitRange {
            attributes["lineLimit"] = "\(range.lowerBound)...\(range.upperBound)"
        } else if let lineLimit {
            attributes["lineLimit"] = String(lineLimit)
        }
        if multilineTextAlignment != .leading { attributes["textAlignment"] = multilineTextAlignment.rawValue }
        let scale = minimumScaleFactor
        if scale < 1 { attributes["minimumScaleFactor"] = max(scale, 0.01).attributeValue }
    }
}
