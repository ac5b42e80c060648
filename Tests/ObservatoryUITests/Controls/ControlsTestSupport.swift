import ObservatoryUI

extension Element {
    /// This element and its descendants with `role`, depth first.
    func all(_ role: ElementRole) -> [Element] {
        descendants().filter { $0.role == role }
    }
}

extension ElementChanges {
    /// The names of the attributes that changed, by element.
    var changedNames: [ElementID: [String]] {
        attributes.mapValues { $0.keys.sorted() }
    }
}
