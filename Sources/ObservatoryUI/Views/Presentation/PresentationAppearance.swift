import Foundation

/// How the sheet this view is in looks: its grabber, corner radius and
/// background, and whether the window behind it takes taps. The page
/// applies the parameters to the sheet around the view.
struct PresentationAppearanceElement<Content: View>: WrapperElement {
    static var modifierName: String { "presentationAppearance" }

    let content: Content
    let parameters: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] { parameters }
}

/// Whether the views behind a sheet take taps while it is up.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    let upThrough: PresentationDetent?

    /// The system's choice: the views behind do not take taps.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic", upThrough: nil)
    /// The views behind take taps.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled", upThrough: nil)
    /// The views behind do not take taps.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled", upThrough: nil)

    /// The views behind take taps while the sheet is no taller than `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled", upThrough: detent)
    }
}

/// How a presentation adapts to a compact size (a phone): a page is
/// always drawn as a sheet, so these only name the choices.
public struct PresentationAdaptation: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation: a popover stays a popover.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// How a sheet is sized on a wide window.
public struct PresentationSizing: Sendable {
    let name: String
    /// The system's choice: a page-sized card.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A card as wide as a page.
    public static let page = PresentationSizing(name: "page")
    /// A card as wide as a form.
    public static let form = PresentationSizing(name: "form")
    /// Sized to fit its content.
    public static let fitted = PresentationSizing(name: "fitted")
}

extension View {
    /// Whether the sheet this view is in shows a grabber at its top, which
    /// moves it to its next detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationAppearanceElement(content: self, parameters: ["dragIndicator": visibility.attributeValue])
    }

    /// The corner radius of the sheet this view is in; nil for the system's.
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
        PresentationAppearanceElement(content: self, parameters: radius.map { ["cornerRadius": Double($0).attributeValue] } ?? [:])
    }

    /// Fills the background of the sheet this view is in with `style`.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationAppearanceElement(content: self, parameters: ["background": style.attributeValue])
    }

    /// Whether the views behind the sheet this view is in take taps.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        var parameters = ["backgroundInteraction": interaction.name]
        if let detent = interaction.upThrough { parameters["interactionUpThrough"] = detent.attributeValue }
        return PresentationAppearanceElement(content: self, parameters: parameters)
    }

    /// How the presentation this view is in adapts to a compact size. A page
    /// draws every presentation as a sheet at a phone's width.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        PresentationAppearanceElement(content: self, parameters: ["compactAdaptation": adaptation.name])
    }

    /// How the presentation this view is in adapts, horizontally and vertically.
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        PresentationAppearanceElement(content: self, parameters: ["compactAdaptation": horizontal.name])
    }

    /// How the sheet this view is in is sized on a wide window.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        PresentationAppearanceElement(content: self, parameters: ["sizing": sizing.name])
    }
}
