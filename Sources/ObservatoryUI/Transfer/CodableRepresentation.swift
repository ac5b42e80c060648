import Foundation

/// A ``Transferable`` type that travels as JSON (or another coder's data)
/// of its `Codable` form.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType

    /// Travels as JSON of `contentType` (declare your own type, conforming
    /// to `.json` or `.data`, as apps do).
    public init(contentType: UTType) {
        self.contentType = contentType
    }

    /// Travels as JSON of `contentType`; `itemType` names the item.
    public init(for itemType: Item.Type, contentType: UTType) {
        self.contentType = contentType
    }

    /// Its conversions, as a list (not read: it converts by itself).
    public var body: _TransferRepresentationList<Item> { _TransferRepresentationList(conversions: conversions) }

    var conversions: [TransferConversion<Item>] {
        [TransferConversion(
            contentType: contentType,
            exporting: { item in try JSONEncoder().encode(item) },
            importing: { data in try JSONDecoder().decode(Item.self, from: data) })]
    }
}
