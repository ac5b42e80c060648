private struct AutocorrectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text fields in this view leave autocorrection and the
    /// spelling checker off (`.autocorrectionDisabled()`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// Turns autocorrection off (or back on) for the text fields in this
    /// view: in the browser, `autocorrect="off"` and `spellcheck="false"`
    /// on their inputs. For user names, codes and addresses.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The iOS 13 name of ``autocorrectionDisabled(_:)``; `nil` keeps the
    /// setting of the enclosing view.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentWriter(value: disable as Any) { environment in
            if let disable { environment.autocorrectionDisabled = disable }
        })
    }
}
