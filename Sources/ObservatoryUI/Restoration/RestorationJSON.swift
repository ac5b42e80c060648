import Foundation

/// Values to and from the JSON of a restoration record (``WindowRestoration``):
/// a `Codable` value becomes the JSON object, array, string, number or
/// boolean that `JSONSerialization` reads, and back. As SwiftUI's scene
/// storage does, a `RawRepresentable` value (an enum of `String` cases) is
/// kept as its raw value, and an optional as its value or `null`.
enum RestorationJSON {
    /// `value` as JSON; nil when it does not encode, or is an object (a
    /// class instance is identity, not state to copy).
    static func encode(_ value: Any) -> Any? {
        guard !(type(of: value) is AnyClass) else { return nil }
        if let encodable = value as? any Encodable {
            guard let data = try? JSONEncoder().encode(encodable) else { return nil }
            return try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        }
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue else { return NSNull() }
            return encode(wrapped)
        }
        if let raw = value as? any RawRepresentable {
            return encode(raw.rawValue)
        }
        return nil
    }

    /// `json` decoded as a `Value`; nil when `Value` cannot be made from it.
    static func decode<Value>(_ json: Any, as type: Value.Type) -> Value? {
        if let decodable = Value.self as? any Decodable.Type {
            guard JSONSerialization.isValidJSONObject([json]),
                  let data = try? JSONSerialization.data(withJSONObject: json, options: .fragmentsAllowed)
            else { return nil }
            return decode(decodable, from: data) as? Value
        }
        if let optional = Value.self as? any OptionalValue.Type {
            if json is NSNull { return optional.empty as? Value }
            guard let wrapped = decodeWrapped(json, as: optional.wrappedType) else { return nil }
            return optional.wrapping(wrapped) as? Value
        }
        if let raw = Value.self as? any RawRepresentable.Type {
            return decodeRaw(json, as: raw) as? Value
        }
        return nil
    }

    private static func decodeWrapped<Wrapped>(_ json: Any, as type: Wrapped.Type) -> Any? {
        decode(json, as: Wrapped.self)
    }

    private static func decodeRaw<T: RawRepresentable>(_ json: Any, as type: T.Type) -> T? {
        decode(json, as: T.RawValue.self).flatMap(T.init(rawValue:))
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        try? JSONDecoder().decode(T.self, from: data)
    }
}

/// An `Optional` of any wrapped type, for ``RestorationJSON``.
protocol OptionalValue {
    /// The wrapped type.
    static var wrappedType: Any.Type { get }
    /// `nil` of this type.
    static var empty: Self { get }
    /// `value` wrapped, when it is a value of the wrapped type.
    static func wrapping(_ value: Any) -> Self?
    /// The wrapped value, if any.
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
    static var empty: Self { nil }
    static func wrapping(_ value: Any) -> Self? { (value as? Wrapped).map { .some($0) } }
    var wrappedValue: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}
