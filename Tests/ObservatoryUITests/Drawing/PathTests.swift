import Foundation
import Testing
@testable import ObservatoryUI

/// `Path`, its building methods, transforms and SVG path data.
@Suite("Path")
struct PathTests {
    @Test func linesAndCurvesBecomeSVGPathData() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 20, y: -10))
            path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 1.5, y: 2.25), control2: CGPoint(x: 3, y: 4))
            path.closeSubpath()
        }
        #expect(path.svgPathData == "M0 20L40 20Q20 -10 0 20C1.5 2.25 3 4 10 10Z")
        #expect(path.currentPoint == CGPoint(x: 0, y: 20), "closing returns to the subpath's start")
    }

    @Test func rectanglesAndLinesAreClosedSubpaths() {
        var path = Path(CGRect(x: 1, y: 2, width: 10, height: 5))
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 0)])
        #expect(path.svgPathData == "M1 2L11 2L11 7L1 7ZM0 0L5 5L5 0")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 11, height: 7))
        #expect(Path().boundingRect.isNull)
        #expect(Path().isEmpty)
    }

    @Test func aLineWithoutACurrentPointStartsTheSubpath() {
        var path = Path()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.svgPathData == "M3 4")
    }

    @Test func arcsAreQuarterTurnBeziersInTheRightDirection() {
        // clockwise: false sweeps toward growing angles: clockwise on screen.
        var half = Path()
        half.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        var points: [CGPoint] = []
        half.forEach { if case .curve(let to, _, _) = $0 { points.append(to) } }
        #expect(points.count == 2)
        #expect(abs(points[0].x - 50) < 1e-9 && abs(points[0].y - 60) < 1e-9, "passes below the center")
        #expect(abs(points[1].x - 40) < 1e-9 && abs(points[1].y - 50) < 1e-9)

        var other = Path()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        var first: CGPoint?
        other.forEach { if case .curve(let to, _, _) = $0, first == nil { first = to } }
        #expect(abs(first!.y - 40) < 1e-9, "clockwise: true passes above the center")

        var full = Path()
        full.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        var curves = 0
        full.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 4, "a whole turn is drawn, not nothing")
    }

    @Test func arcMidpointsLieOnTheCircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        var segment: (CGPoint, CGPoint, CGPoint, CGPoint)?
        var start = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let point): start = point
            case .curve(let to, let c1, let c2): segment = (start, c1, c2, to)
            default: break
            }
        }
        let (p0, p1, p2, p3) = segment!
        let mid = CGPoint(x: (p0.x + 3 * p1.x + 3 * p2.x + p3.x) / 8, y: (p0.y + 3 * p1.y + 3 * p2.y + p3.y) / 8)
        #expect(abs((mid.x * mid.x + mid.y * mid.y).squareRoot() - 100) < 0.05)
    }

    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(path.svgPathData.hasPrefix("M0 0L90 0C"))
        #expect(path.currentPoint.map { abs($0.x - 100) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    }

    @Test func roundedRectanglesClampTheirCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.svgPathData.hasPrefix("M5 0L15 0C"), "the radius is at most half the short side")
        let uneven = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: RectangleCornerRadii(topLeading: 10))
        #expect(uneven.svgPathData.hasPrefix("M10 0L40 0L40 40L0 40L0 10C"))
    }

    @Test func transformsMapEveryPoint() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(rotation)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12, "a quarter turn is clockwise on screen")
        let moved = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 12, y: 2), "scaled first, then translated")
        let inverse = moved.inverted()
        #expect(CGPoint(x: 12, y: 2).applying(inverse) == CGPoint(x: 1, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 3))
            == CGRect(x: -2, y: 0, width: 2, height: 3))
        let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 5, dy: 5)
        #expect(path.svgPathData == "M5 5L6 5L6 6L5 6Z")
    }

    @Test func trimmingKeepsTheRequestedLength() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).svgPathData == "M25 0L50 0")
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).svgPathData == "M0 0L10 0L10 10")
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }

    @Test func anglesConvert() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(-Angle.degrees(10) < .zero)
    }
}
