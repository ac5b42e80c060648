import HTTPTypes
import Hummingbird

/// Names the serving process on every response (``WebConfiguration/processHeader``),
/// so that tests and operators can tell which process of a cluster answered.
struct ProcessHeaderMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The header and its value (``WebConfiguration/processFields``).
    let fields: HTTPFields

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers.append(contentsOf: fields)
        return response
    }
}

extension WebConfiguration {
    /// The header that names this process, or none when it has no ``processName``.
    var processFields: HTTPFields {
        guard let processName, let name = HTTPField.Name(Self.processHeader) else { return [:] }
        return [name: processName]
    }
}
