/// One preview found in the running program: a `#Preview` or a
/// ``PreviewProvider``.
public struct PreviewEntry: Sendable, Identifiable {
    /// A stable identifier: the file, the line and, for a provider, its type.
    public let id: String
    /// The preview's name, or nil for an unnamed `#Preview`.
    public let name: String?
    /// The file that declares it, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String
    /// The line of the declaration; 0 for a ``PreviewProvider``.
    public let line: Int
    /// Whether it is a ``PreviewProvider`` (whose file is not known: its
    /// ``fileID`` is the module and the type's name).
    public let isProvider: Bool
    /// The module that declares it.
    public var module: String { String(fileID.prefix { $0 != "/" }) }
    /// The layout to draw it in.
    public let layout: PreviewLayout
    /// The orientation of the screen it is drawn in.
    public let orientation: InterfaceOrientation
    let viewMaker: @MainActor @Sendable () -> AnyView

    /// The title for an index: the name, else the file name and line.
    public var title: String {
        if let name, !name.isEmpty { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return line > 0 ? "\(file):\(line)" : file
    }

    /// The previewed view, made fresh (with fresh state) for each call,
    /// inside the frame its layout and orientation describe.
    @MainActor
    public func makeView() -> some View {
        PreviewCanvas(layout: layout, orientation: orientation, content: viewMaker().environment(\.isPreviewing, true))
    }

    init(_ descriptor: _PreviewDescriptor) {
        id = "\(descriptor.fileID):\(descriptor.line)"
        name = descriptor.name
        fileID = descriptor.fileID
        line = descriptor.line
        isProvider = false
        layout = descriptor.traits.compactMap(\.layout).last ?? .device
        orientation = descriptor.traits.compactMap(\.orientation).last ?? .portrait
        viewMaker = descriptor.makeView
    }

    init<Provider: PreviewProvider>(provider: Provider.Type) {
        let typeName = String(reflecting: provider)
        let module = String(typeName.prefix { $0 != "." })
        id = typeName
        name = String(describing: provider)
        fileID = module + "/" + String(describing: provider)
        line = 0
        isProvider = true
        layout = .device
        orientation = .portrait
        viewMaker = { AnyView(Provider.previews) }
    }
}
