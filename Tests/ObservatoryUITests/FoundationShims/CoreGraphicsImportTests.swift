// This file imports only Core Graphics, as an iOS app's geometry file does:
// the types below must come from `import CoreGraphics` on Linux.
import CoreGraphics
import Testing

@Suite("import CoreGraphics")
struct CoreGraphicsImportTests {
    @Test func foundationGeometryComesWithTheImport() {
        let origin = CGPoint(x: 1, y: 2)
        let rect = CGRect(origin: origin, size: CGSize(width: 10, height: 20))
        let half: CGFloat = rect.width / 2
        #expect(rect.midX == 6)
        #expect(half == 5)
    }

    @Test func vectorsHaveCoreGraphicsInitializers() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector(dx: CGFloat(1), dy: 0) != .zero)
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1.5, dy: 2).description == "(1.5, 2.0)")
    }

    @Test func aTransformMapsPointsAsCoreGraphicsDoes() {
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarterTurn)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)

        // scaledBy applies the scale first, then the translation it was called on.
        let scaledThenMoved = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scaledThenMoved) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 12, y: 2).applying(scaledThenMoved.inverted()) == CGPoint(x: 1, y: 1))

        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!quarterTurn.isIdentity)
        let square = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 2))
        #expect(square == CGRect(x: 0, y: 0, width: 6, height: 2))
    }
}
