import Foundation

/// A view you draw in with code: paths, text and images.
///
/// ```swift
/// Canvas { context, size in
///     let bar = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width * progress, height: size.height),
///                    cornerRadius: 4)
///     context.fill(bar, with: .color(.green))
///     context.draw(Text("\(Int(progress * 100))%"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(height: 24)
/// ```
///
/// The page measures the canvas, runs `renderer` with its size, and shows
/// what it drew as shapes, texts and images in its frame; it draws again
/// when the size changes or when what `renderer` reads changes.
public struct Canvas<Symbols: View>: View {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = EmptyView()
    }

    /// The canvas measured, then what the renderer draws at its size.
    public var body: some View {
        GeometryReader { proxy in
            CanvasDrawing(size: proxy.size, renderer: renderer)
        }
    }
}

/// What a canvas drew at one size: its operations, stacked in its frame.
struct CanvasDrawing: View {
    let size: CGSize
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    var body: some View {
        var context = GraphicsContext(size: size)
        renderer(&context, size)
        let operations = context.operations
        return ZStack(alignment: .topLeading) {
            ForEach(operations.indices, id: \.self) { index in
                Self.view(of: operations[index], in: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    @ViewBuilder
    static func view(of operation: GraphicsContext.Operation, in size: CGSize) -> some View {
        switch operation {
        case .fill(let path, let style, let opacity):
            path.fill(style).frame(width: size.width, height: size.height).opacity(opacity)
        case .stroke(let path, let style, let stroke, let opacity):
            path.stroke(style, style: stroke).frame(width: size.width, height: size.height).opacity(opacity)
        case .text(let text, let point, let opacity):
            text.fixedSize().position(x: point.x, y: point.y).opacity(opacity)
        case .image(let image, let rect, let opacity):
            image.resizable().frame(width: rect.width, height: rect.height)
                .position(x: rect.midX, y: rect.midY).opacity(opacity)
        }
    }
}
