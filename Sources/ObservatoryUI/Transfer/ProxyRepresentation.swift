import Foundation

/// A ``Transferable`` type that travels as another transferable value:
/// a note as its text, a photo as its URL.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    let conversions: [TransferConversion<Item>]

    /// Its conversions, as a list (not read: it converts by itself).
    public var body: _TransferRepresentationList<Item> { _TransferRepresentationList(conversions: conversions) }

    /// Exports as the proxy `exporting` gives, and imports from a proxy by `importing`.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        conversions = ProxyRepresentation.transferConversions.map { proxy in
            Self.conversion(through: proxy, exporting: exporting, importing: importing)
        }
    }

    private static func conversion(
        through proxy: TransferConversion<ProxyRepresentation>,
        exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?,
        importing: (@Sendable (ProxyRepresentation) async throws -> Item)?
    ) -> TransferConversion<Item> {
        var export: (@Sendable (Item) async throws -> Data)?
        if let exporting, let proxyExport = proxy.exporting {
            export = { item in try await proxyExport(try await exporting(item)) }
        }
        var read: (@Sendable (Data) async throws -> Item)?
        if let importing, let proxyRead = proxy.importing {
            read = { data in try await importing(try await proxyRead(data)) }
        }
        return TransferConversion(contentType: proxy.contentType, exporting: export, importing: read)
    }

    /// Only exports, as the proxy `exporting` gives.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        conversions = ProxyRepresentation.transferConversions.filter { $0.exporting != nil }.map { proxy in
            Self.conversion(through: proxy, exporting: exporting, importing: nil)
        }
    }

    /// Only imports, from a proxy by `importing`.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        conversions = ProxyRepresentation.transferConversions.filter { $0.importing != nil }.map { proxy in
            Self.conversion(through: proxy, exporting: nil, importing: importing)
        }
    }
}
