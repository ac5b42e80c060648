#if PostgreSQL
import Foundation
import NIOCore
import PostgresNIO

extension SQLFragment {
    /// The fragment as PostgreSQL takes it: `$1, $2, …` for the `?`
    /// placeholders (none inside quotes), the values bound in order.
    func postgresQuery() throws -> PostgresQuery {
        var sql: [UInt8] = []
        sql.reserveCapacity(text.utf8.count + 8)
        var quote: UInt8?
        var next = 1
        for byte in text.utf8 {
            if let open = quote {
                if byte == open { quote = nil }
                sql.append(byte)
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                sql.append(byte)
            } else if byte == UInt8(ascii: "?") {
                sql.append(UInt8(ascii: "$"))
                sql += String(next).utf8
                next += 1
            } else {
                sql.append(byte)
            }
        }
        var bindings = PostgresBindings(capacity: arguments.count)
        for value in arguments { try bindings.append(value) }
        return PostgresQuery(unsafeSQL: String(decoding: sql, as: UTF8.self), binds: bindings)
    }
}

extension PostgresBindings {
    /// Binds a stored value; `NULL` goes untyped, so the server infers its type.
    mutating func append(_ value: StoreValue) throws {
        switch value {
        case .null: appendNull()
        case .integer(let integer): append(integer)
        case .real(let real): append(real)
        case .text(let text): append(text)
        case .blob(let data): try append(data)
        }
    }
}

extension PostgresCell {
    /// The cell as a stored value, by the type of its column.
    func storeValue() throws -> StoreValue {
        guard bytes != nil else { return .null }
        switch dataType {
        case .int8, .int4, .int2: return .integer(try decode(Int64.self))
        case .float8, .float4, .numeric: return .real(try decode(Double.self))
        case .bytea: return .blob(try decode(Data.self))
        case .bool: return .integer(try decode(Bool.self) ? 1 : 0)
        default: return .text(try decode(String.self))
        }
    }
}
#endif
