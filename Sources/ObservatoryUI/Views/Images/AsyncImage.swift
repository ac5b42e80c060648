import Foundation

/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The image could not be loaded.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The error of an ``AsyncImage`` whose URL the browser could not load.
public struct AsyncImageLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL that failed.
    public let url: URL

    /// What failed.
    public var description: String { "The image at \(url.absoluteString) could not be loaded." }
}

/// An image the browser loads from a URL, with content for each phase:
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/photo.jpg")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// The page loads the URL itself (the server never fetches it) and reports
/// whether it loaded; the view then shows its content for that phase. A new
/// URL starts again from `.empty`.
public struct AsyncImage<Content: View>: View {
    @State private var loaded = LoadedURL()
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    /// An image from `url`, with `content` for each phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    /// The element that loads the URL, holding the content for the phase.
    public var body: some View {
        let phase = loaded.phase(for: url)
        AsyncImageElement(url: url, phase: phase, loaded: loaded, content: content(phase))
    }
}

extension AsyncImage {
    /// An image from `url` shown with `content`, and `placeholder` until it loads (or if it fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, _AsyncImagePlaceholder> {
    /// An image from `url` at its own size, and a gray box until it loads.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                image
            } else {
                _AsyncImagePlaceholder()
            }
        }
    }
}

/// The gray box an ``AsyncImage`` shows until its image loads.
public struct _AsyncImagePlaceholder: View {
    /// The box.
    public var body: some View {
        Color.gray.opacity(0.2)
    }
}

/// The URL an ``AsyncImage`` last heard about, and whether it loaded.
@MainActor @Observable
final class LoadedURL {
    var url: URL?
    var succeeded = false

    func phase(for url: URL?) -> AsyncImagePhase {
        guard let url, self.url == url else { return .empty }
        return succeeded ? .success(Image(url: url)) : .failure(AsyncImageLoadingError(url: url))
    }
}

/// The element of an ``AsyncImage``: attributes `url` and `phase`; takes
/// `imageLoad` events for its URL.
struct AsyncImageElement<Content: View>: ElementView {
    let url: URL?
    let phase: AsyncImagePhase
    let loaded: LoadedURL
    let content: Content

    static var role: ElementRole { .asyncImage }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        attributes["phase"] = switch phase {
        case .empty: "empty"
        case .success: "success"
        case .failure: "failure"
        }
        if let url { attributes["url"] = url.absoluteString }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .imageLoad(let succeeded) = event, let url else { return false }
        if loaded.url != url || loaded.succeeded != succeeded {
            loaded.url = url
            loaded.succeeded = succeeded
        }
        return true
    }
}
