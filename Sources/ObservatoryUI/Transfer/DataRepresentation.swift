import Foundation

/// A ``Transferable`` type that travels as data of a content type, made and
/// read by closures of yours.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Its conversions, as a list (not read: it converts by itself).
    public var body: _TransferRepresentationList<Item> { _TransferRepresentationList(conversions: conversions) }

    /// Exports and imports data of `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        conversions = [TransferConversion(contentType: contentType, exporting: exporting, importing: importing)]
    }

    /// Only exports, as data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        conversions = [TransferConversion(contentType: exportedContentType, exporting: exporting, importing: nil)]
    }

    /// Only imports, from data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        conversions = [TransferConversion(contentType: importedContentType, exporting: nil, importing: importing)]
    }
}
