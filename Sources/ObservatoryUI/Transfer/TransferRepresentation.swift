import Foundation

/// A declaration of how a ``Transferable`` type travels. Combine them in a
/// type's `transferRepresentation`, or declare your own with a `body`.
public protocol TransferRepresentation<Item> {
    /// The type it transfers.
    associatedtype Item: Transferable
    /// The type of ``body``.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// A representation that converts by itself; its body is its own
/// conversions as a list, and is not read.
protocol PrimitiveTransferRepresentation: TransferRepresentation {
    /// Its conversions.
    var conversions: [TransferConversion<Item>] { get }
}

extension TransferRepresentation {
    /// The conversions of this representation and those of its body.
    var transferConversions: [TransferConversion<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation {
            return Self.conversions(of: primitive)
        }
        // A body is built for the same item type (`@TransferRepresentationBuilder<Item>`).
        return body.transferConversions as? [TransferConversion<Item>] ?? []
    }

    private static func conversions(of primitive: any PrimitiveTransferRepresentation) -> [TransferConversion<Item>] {
        func open<P: PrimitiveTransferRepresentation>(_ primitive: P) -> [TransferConversion<Item>] {
            primitive.conversions as? [TransferConversion<Item>] ?? []
        }
        return open(primitive)
    }
}

/// Several representations, in the order written (what
/// ``TransferRepresentationBuilder`` makes).
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Itself (not read: the list converts by itself).
    public var body: Self { self }
}

/// Builds a `transferRepresentation` from the representations written in it.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentationList<Item>
    where R.Item == Item {
        _TransferRepresentationList(conversions: representation.transferConversions)
    }

    /// The representations in the order written.
    public static func buildBlock(_ parts: _TransferRepresentationList<Item>...) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList(conversions: parts.flatMap(\.conversions))
    }

    /// A representation declared under a condition.
    public static func buildOptional(_ part: _TransferRepresentationList<Item>?) -> _TransferRepresentationList<Item> {
        part ?? _TransferRepresentationList(conversions: [])
    }

    /// The first branch of an `if`.
    public static func buildEither(first part: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { part }

    /// The second branch of an `if`.
    public static func buildEither(second part: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { part }

    /// A representation declared under `if #available`.
    public static func buildLimitedAvailability(_ part: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { part }
}
