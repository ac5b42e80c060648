import Foundation

/// A type whose values can be dragged, dropped, shared or copied, by the
/// representations it declares (CoreTransferable's protocol).
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
public protocol Transferable: SendableMetatype {
    /// The type of ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation
    /// The ways a value travels, the richest first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a ``Transferable`` value travels: as a content type's data,
/// made from the value and read back into one.
struct TransferConversion<Item>: Sendable {
    /// The type of the data.
    let contentType: UTType
    /// Makes the data of a value, when the representation exports.
    let exporting: (@Sendable (Item) async throws -> Data)?
    /// Reads a value from the data, when the representation imports.
    let importing: (@Sendable (Data) async throws -> Item)?
}

extension Transferable {
    /// Every conversion of the type, in the order declared.
    static var transferConversions: [TransferConversion<Self>] {
        // Built for `Self` (`@TransferRepresentationBuilder<Self>`).
        transferRepresentation.transferConversions as? [TransferConversion<Self>] ?? []
    }

    /// The data of `value` as the first representation that exports, with
    /// its content type.
    static func exportedData(of value: Self) async throws -> (Data, UTType) {
        for conversion in transferConversions {
            guard let exporting = conversion.exporting else { continue }
            return (try await exporting(value), conversion.contentType)
        }
        throw TransferError.noRepresentation(String(describing: Self.self))
    }

    /// A value read from `data` of type `contentType`, by the first
    /// representation that imports that type (or a type it conforms to).
    static func imported(from data: Data, contentType: UTType) async throws -> Self {
        for conversion in transferConversions where contentType.conforms(to: conversion.contentType) {
            guard let importing = conversion.importing else { continue }
            return try await importing(data)
        }
        throw TransferError.noRepresentation(String(describing: Self.self))
    }
}

/// Why a value could not be transferred.
public enum TransferError: LocalizedError, Hashable, Sendable {
    /// The type declares no representation that fits (its name).
    case noRepresentation(String)

    /// The reason, for people.
    public var errorDescription: String? {
        switch self {
        case .noRepresentation(let type): "\(type) has no transfer representation for this content type."
        }
    }
}
