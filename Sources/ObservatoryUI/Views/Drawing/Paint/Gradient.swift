import Foundation

/// Colors placed along a line from 0 to 1: what gradients blend.
///
/// A gradient is itself a ``ShapeStyle``: it fills from top to bottom.
public struct Gradient: Hashable, Sendable {
    /// A color at a location.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where the color is, from 0 to 1.
        public var location: CGFloat

        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// `color@location` pairs separated by `;`, for attributes.
    var stopsDescription: String {
        stops.map { "\($0.color.styleDescription)@\(Double(min(max($0.location, 0), 1)).attributeValue)" }
            .joined(separator: ";")
    }
}

extension Gradient: DescribedShapeStyle {
    var styleDescription: String { "linear:0.5,0,0.5,1:" + stopsDescription }
}

/// A gradient made from a single color, lighter at the top: `Color.blue.gradient`.
public struct AnyGradient: Hashable, ShapeStyle {
    let gradient: Gradient

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension AnyGradient: DescribedShapeStyle {
    var styleDescription: String { gradient.styleDescription }
}

extension Color {
    /// A subtle gradient of this color, lighter at the top, as SwiftUI's
    /// standard gradient.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            Gradient.Stop(color: Color(mixing: self, with: .white, amount: 0.2), location: 0),
            Gradient.Stop(color: self, location: 1),
        ]))
    }
}
