import Foundation

/// The first message on a window's socket: the window's token.
///
/// ```
/// {"type":"hello","token":"…"}
/// ```
///
/// The token is a secret, so it never travels in the socket's URL, which
/// proxies and servers write to their logs; the page has it in its HTML
/// (`data-token`) and sends it once the socket is open. Until a hello with
/// the window's token arrives, the socket is attached to nothing: no frame
/// of the window is sent and no message reaches it.
struct SocketHello: Equatable {
    /// The token the tab presents.
    let token: String

    /// The longest hello accepted, in UTF-8 bytes: a token is 43 characters.
    static let maximumBytes = 256

    /// How long a socket may stay open without a hello.
    static let timeout: Duration = .seconds(10)

    /// Decodes a hello; anything else (another message, another shape, a
    /// malformed token, too long) is a ``WebProtocolError``.
    static func decode(_ text: String) throws(WebProtocolError) -> SocketHello {
        guard text.utf8.count <= maximumBytes else {
            throw WebProtocolError(reason: "a hello of \(text.utf8.count) bytes")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              object.count == 2, object["type"] as? String == "hello",
              let token = object["token"] as? String, SessionSecrets.isWellFormed(token)
        else {
            throw WebProtocolError(reason: "the first message is not a hello")
        }
        return SocketHello(token: token)
    }

    /// The hello for `token`, as the page sends it.
    static func text(token: String) -> String {
        #"{"type":"hello","token":""# + token + #""}"#
    }
}
