import Foundation

extension CGFloat {
    /// A compact rendering for attributes: `8`, `0.5`, `infinity`.
    var attributeValue: String {
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        return Double(self).formatted()
    }
}

extension Alignment {
    /// `center`, `leading`, `top`, `topLeading`…, for attributes.
    var attributeValue: String {
        let vertical = self.vertical == .center ? "" : self.vertical.rawValue
        let horizontal = self.horizontal == .center ? "" : self.horizontal.rawValue
        if vertical.isEmpty { return horizontal.isEmpty ? "center" : horizontal }
        if horizontal.isEmpty { return vertical }
        return vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
    }
}
