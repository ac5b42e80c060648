import Foundation

/// A view that takes all the space offered and passes its size and position
/// to its content.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().frame(width: proxy.size.width * progress, height: 8)
/// }
/// ```
///
/// The server cannot know sizes, so the browser measures the reader (a
/// `ResizeObserver`) and reports its frame as a `resize` event; the reader
/// then re-runs its content, and nothing else. The reader's size never
/// depends on its content (CSS `contain: size`), so a content that grows
/// cannot make it grow in turn: a resize cannot loop. Until the first
/// measurement the proxy's size is zero, as on the first pass of SwiftUI.
public struct GeometryReader<Content: View>: View {
    @State private var measured = MeasuredFrame()
    let content: (GeometryProxy) -> Content

    /// A reader whose `content` is built from the measured geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The reader's element, holding the content.
    public var body: some View {
        GeometryReaderElement(measured: measured, reader: GeometryContent(measured: measured, build: content))
    }
}

/// The content of a reader: reads the measured frame, so only it re-runs.
struct GeometryContent<Content: View>: View {
    let measured: MeasuredFrame
    let build: (GeometryProxy) -> Content

    var body: some View {
        build(GeometryProxy(frame: measured.frame))
    }
}

/// The element of a reader: role `geometryReader`; takes `resize` events.
struct GeometryReaderElement<Content: View>: ElementView {
    let measured: MeasuredFrame
    let reader: Content

    static var role: ElementRole { .geometryReader }

    var content: Content { reader }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .resize(let measured) = event else { return false }
        let frame = CGRect(x: measured.x, y: measured.y, width: measured.width, height: measured.height)
        // An equal measurement changes nothing and re-runs nothing.
        if self.measured.frame != frame { self.measured.frame = frame }
        return true
    }
}
