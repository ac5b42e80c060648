import ObservatoryUI

/// The areas of the gallery.
enum GalleryArea: String, CaseIterable, Identifiable, Hashable {
    case lists = "Lists and rows"
    case text = "Text"
    case containers = "Containers"
    case presentation = "Presentation"
    case navigation = "Navigation"
    case layout = "Layout"
    case interaction = "Interaction"
    case shapes = "Shapes and paths"
    case colors = "Colors and gradients"
    case effects = "Effects"
    case images = "Images"
    case animation = "Animation"
    case longLists = "Long lists"
    case toolbars = "Toolbars and rows"

    var id: Self { self }

    var systemImage: String {
        switch self {
        case .lists: "list.bullet"
        case .text: "textformat"
        case .containers: "square.stack"
        case .presentation: "rectangle.portrait.on.rectangle.portrait"
        case .navigation: "arrow.right"
        case .layout: "square.grid.2x2"
        case .interaction: "hand.tap"
        case .shapes: "triangle"
        case .colors: "paintpalette"
        case .effects: "wand.and.stars"
        case .images: "photo"
        case .animation: "sparkles"
        case .longLists: "list.number"
        case .toolbars: "menubar.rectangle"
        }
    }
}

/// The gallery's navigation: its path, and a note the Navigation screen edits.
@Observable
final class GalleryRouter {
    var path: [GalleryArea] = []
    var note = ""
}

/// The index: a link per area, on a stack whose path the router holds.
struct GalleryIndex: View {
    @State private var router = GalleryRouter()
    @Environment(CommandLog.self) private var commandLog: CommandLog?

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section {
                    ForEach(GalleryArea.allCases) { area in
                        NavigationLink(value: area) {
                            Label(area.rawValue, systemImage: area.systemImage)
                        }
                    }
                } footer: {
                    VStack(alignment: .leading) {
                        Text("Each screen shows one area of SwiftUI, as real apps write it.")
                        if let commandLog, commandLog.greetings > 0 {
                            Text("Hello from the Gallery menu (\(commandLog.greetings))")
                        }
                    }
                }
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: GalleryArea.self) { area in
                switch area {
                case .lists: ListsScreen()
                case .text: TextScreen()
                case .containers: ContainersScreen()
                case .presentation: PresentationScreen()
                case .navigation: NavigationScreen()
                case .layout: LayoutScreen()
                case .interaction: InteractionScreen()
                case .shapes: ShapesScreen()
                case .colors: ColorsScreen()
                case .effects: EffectsScreen()
                case .images: ImagesScreen()
                case .animation: AnimationScreen()
                case .longLists: LongListScreen()
                case .toolbars: ToolbarsScreen()
                }
            }
        }
        .environment(router)
    }
}

#Preview("Index") {
    GalleryIndex()
}
