import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, in the frame
/// of what it fills: `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
///
/// A style (`.fill`, `.background`, `.foregroundStyle`) and a view that fills its space.
public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient in ellipses around `center` that take the shape of the frame,
/// from `startRadiusFraction` to `endRadiusFraction` of its size.
public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient between two fractions of the frame around `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A gradient around `center` from `startAngle` to `endAngle`, like the
/// hand of a clock (0° points to the trailing edge; angles grow clockwise).
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles make a whole turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A whole turn through `colors`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A whole turn through `stops`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

// MARK: Descriptions
//
// `kind:parameters:stops`, where stops are `color@location` separated by `;`:
// `linear:x1,y1,x2,y2:…`, `radial:cx,cy,startRadius,endRadius:…`,
// `elliptical:cx,cy,startFraction,endFraction:…`, `angular:cx,cy,startDegrees,endDegrees:…`.

private func numbers(_ values: Double...) -> String { values.map(\.attributeValue).joined(separator: ",") }

extension LinearGradient: DescribedShapeStyle {
    var styleDescription: String {
        "linear:\(numbers(startPoint.x, startPoint.y, endPoint.x, endPoint.y)):" + gradient.stopsDescription
    }
}

extension RadialGradient: DescribedShapeStyle {
    var styleDescription: String {
        "radial:\(numbers(center.x, center.y, Double(startRadius), Double(endRadius))):" + gradient.stopsDescription
    }
}

extension EllipticalGradient: DescribedShapeStyle {
    var styleDescription: String {
        "elliptical:\(numbers(center.x, center.y, Double(startRadiusFraction), Double(endRadiusFraction))):" + gradient.stopsDescription
    }
}

extension AngularGradient: DescribedShapeStyle {
    var styleDescription: String {
        "angular:\(numbers(center.x, center.y)),\(startAngle.degreesAttribute),\(endAngle.degreesAttribute):" + gradient.stopsDescription
    }
}

// MARK: Views

/// A style used as a view fills its space, like a ``Color``.
protocol FillingStyleView: View, DescribedShapeStyle, ElementView where Content == EmptyView {}

extension FillingStyleView {
    static var role: ElementRole { .shape }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["shape": "rectangle", "fill": styleDescription]
    }
}

extension LinearGradient: View, FillingStyleView {}
extension RadialGradient: View, FillingStyleView {}
extension EllipticalGradient: View, FillingStyleView {}
extension AngularGradient: View, FillingStyleView {}

// MARK: Static members

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `colors`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a whole turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
