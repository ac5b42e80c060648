import Foundation

extension NavigationPath {
    /// A navigation path in a form that `Codable` can save and restore: each
    /// element's type (by its mangled name) and its JSON.
    ///
    /// ```swift
    /// if let representation = path.codable { data = try JSONEncoder().encode(representation) }
    /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// Encodes the path as an array of strings: a type name, then that
        /// element's JSON, for each element in order.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base)) else {
                    throw EncodingError.invalidValue(element.base, .init(
                        codingPath: container.codingPath, debugDescription: "\(type(of: element.base)) is not Codable"))
                }
                try container.encode(name)
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        /// Decodes a path encoded by ``encode(to:)``; a type this program
        /// does not have, or an element that does not decode, is an error.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Codable and Hashable type named \(name.debugDescription)")
                }
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path in a `Codable` form; nil when an element is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path restored from its `Codable` form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
