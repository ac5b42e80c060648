/// An image: a symbol by name (`Image(systemName: "star.fill")`) or an image
/// from the app's assets (`Image("logo")`).
///
/// Attributes: `systemName` or `name`, `resizable` when resizable, and the
/// font and foreground style in effect (symbols are sized and colored like text).
public struct Image: View, Equatable {
    enum Source: Equatable {
        case system(String)
        case asset(String)
    }

    let source: Source
    var isResizable = false

    /// A symbol from the renderer's symbol set.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image from the app's assets.
    public init(_ name: String) {
        source = .asset(name)
    }

    /// This image, scaled to the space it is given.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
}

extension Image: ElementView {
    static var role: ElementRole { .image }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String]
        switch source {
        case .system(let name): attributes = ["systemName": name]
        case .asset(let name): attributes = ["name": name]
        }
        if isResizable { attributes["resizable"] = "true" }
        environment.addTextStyle(to: &attributes)
        return attributes
    }
}
