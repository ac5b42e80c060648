import Foundation

extension String: Transferable {
    /// Plain text in UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .utf8PlainText, exporting: { Data($0.utf8) },
            importing: { data in
                guard let string = String(data: data, encoding: .utf8) else { throw TransferError.noRepresentation("String") }
                return string
            })
    }
}

extension Data: Transferable {
    /// Bytes of no declared type.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// A URL, as its absolute string in UTF-8 (a file URL too).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let string = String(data: data, encoding: .utf8), let url = URL(string: string) else {
                    throw TransferError.noRepresentation("URL")
                }
                return url
            })
    }
}
