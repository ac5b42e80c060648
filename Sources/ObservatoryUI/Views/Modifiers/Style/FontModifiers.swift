extension View {
    /// Sets the font of the text in this view; nil restores the default.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWriter(value: font as Any) { $0.font = font })
    }

    /// Sets the weight of the text in this view, over the font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWriter(value: weight as Any) { $0.fontWeight = weight })
    }

    /// Sets the design of the text in this view (`.rounded`, `.serif`,
    /// `.monospaced`), over the font's own design; nil restores the font's.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWriter(value: design as Any) { $0.fontDesign = design })
    }

    /// Makes the text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter(value: isActive) { if isActive { $0.fontWeight = .bold } })
    }

    /// Makes the text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter(value: isActive) { if isActive { $0.isItalic = true } })
    }
}
