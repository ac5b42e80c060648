import Foundation

extension CGFloat {
    /// A compact rendering for attributes: `8`, `0.5`, `infinity`.
    var attributeValue: String {
        if isInfinite { return self < 0 ? "-infinity" : "infinity" }
        return Double(self).attributeValue
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

extension Double {
    /// The number as an attribute: `8` rather than `8.0`, `0.5`, never
    /// grouped (`1280`, not `1,280`) nor localized, so that a renderer reads
    /// it back as a number.
    var attributeValue: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
