import Foundation

/// A 3×3 matrix that maps a view's points in two dimensions, with a
/// perspective row: what a ``GeometryEffect`` returns. Points are rows,
/// `[x y 1] × M`, as in Core Graphics.
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (the translation, and the perspective's weight).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether it maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it has no perspective (its last column is 0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let a = rows, b = rhs.rows
        var m = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 { m[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] }
        }
        result.rows = m
        return result
    }

    /// Inverts it in place; returns false, and leaves it, when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let determinant = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        guard determinant != 0, determinant.isFinite else { return false }
        func cofactor(_ r: Int, _ c: Int) -> CGFloat {
            let rs = (0..<3).filter { $0 != r }, cs = (0..<3).filter { $0 != c }
            let minor = m[rs[0]][cs[0]] * m[rs[1]][cs[1]] - m[rs[0]][cs[1]] * m[rs[1]][cs[0]]
            return (r + c) % 2 == 0 ? minor : -minor
        }
        // The inverse is the adjugate (the transposed cofactors) over the determinant.
        rows = (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / determinant } }
        return true
    }

    /// Its inverse, or itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Where it maps `point`.
    func apply(to point: CGPoint) -> CGPoint {
        let w = point.x * m13 + point.y * m23 + m33
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The matrix as rows.
    var rows: [[CGFloat]] {
        get { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }
        set {
            (m11, m12, m13) = (newValue[0][0], newValue[0][1], newValue[0][2])
            (m21, m22, m23) = (newValue[1][0], newValue[1][1], newValue[1][2])
            (m31, m32, m33) = (newValue[2][0], newValue[2][1], newValue[2][2])
        }
    }
}
