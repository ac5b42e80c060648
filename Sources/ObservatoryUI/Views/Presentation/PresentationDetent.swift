import Foundation

/// A height a sheet rests at: `.presentationDetents([.medium, .large])`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A share of the window's height (less the gap above a sheet).
        case fraction(Double)
        /// A height in points.
        case height(Double)
    }

    let kind: Kind

    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .fraction(0.5))
    /// The whole height a sheet can take.
    public static let large = PresentationDetent(kind: .fraction(1))

    /// A fixed height, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(max(0, Double(height))))
    }

    /// A share of the height a sheet can take, from 0 to 1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(max(0, Double(fraction)), 1)))
    }

    /// The detent as the page reads it: `f:0.5` or `h:300`.
    var attributeValue: String {
        switch kind {
        case .fraction(let share): return "f:" + share.attributeValue
        case .height(let points): return "h:" + points.attributeValue
        }
    }

    /// An order from short to tall for a window `windowHeight` points high.
    func height(in windowHeight: Double) -> Double {
        switch kind {
        case .fraction(let share): return share * windowHeight
        case .height(let points): return points
        }
    }
}

/// The sheet's detents: `data-detents` on the page, which sizes the sheet
/// at the selected one (or the shortest) and lets its grabber move it to the next.
struct PresentationDetentsElement<Content: View>: WrapperElement {
    static var modifierName: String { "presentationDetents" }

    let content: Content
    let detents: [PresentationDetent]
    let selection: Binding<PresentationDetent>?

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["detents": detents.map(\.attributeValue).joined(separator: " ")]
        if let selected = selection?.wrappedValue, detents.contains(selected) {
            parameters["selected"] = selected.attributeValue
        }
        return parameters
    }
}

extension View {
    /// The heights the sheet this view is in rests at. It opens at the
    /// shortest; its grabber (`.presentationDragIndicator`) moves it to the next.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationDetentsElement(content: self, detents: sortedDetents(detents), selection: nil)
    }

    /// The heights the sheet rests at, and the one it is at now.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        PresentationDetentsElement(content: self, detents: sortedDetents(detents), selection: selection)
    }

    private func sortedDetents(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        // Ordered for a phone's window (844 points), as the page orders them again for its own.
        detents.sorted { ($0.height(in: 844), $0.attributeValue) < ($1.height(in: 844), $1.attributeValue) }
    }
}
