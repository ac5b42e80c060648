extension View {
    /// Sets the style of the foreground (text, symbols, unfilled shapes) in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let value = style.attributeValue
        return modifier(EnvironmentWriter(value: value) { $0.foregroundStyle = value })
    }

    /// Sets the color of the foreground in this view; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        let value = color?.styleDescription
        return modifier(EnvironmentWriter(value: value as Any) { $0.foregroundStyle = value })
    }

    /// Sets the accent color of the controls in this view (a prominent
    /// button's fill, a toggle's track).
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWriter(value: tint as Any) { $0.tint = tint })
    }
}
