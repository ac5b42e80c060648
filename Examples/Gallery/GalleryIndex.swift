import ObservatoryUI

/// The areas of the gallery.
enum GalleryArea: String, CaseIterable, Identifiable, Hashable {
    case lists = "Lists and rows"
    case text = "Text"
    case containers = "Containers"
    case presentation = "Presentation"

    var id: Self { self }

    var systemImage: String {
        switch self {
        case .lists: "list.bullet"
        case .text: "textformat"
        case .containers: "square.stack"
        case .presentation: "rectangle.portrait.on.rectangle.portrait"
        }
    }
}

/// The index: a link per area.
struct GalleryIndex: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(GalleryArea.allCases) { area in
                        NavigationLink(value: area) {
                            Label(area.rawValue, systemImage: area.systemImage)
                        }
                    }
                } footer: {
                    Text("Each screen shows one area of SwiftUI, as real apps write it.")
                }
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: GalleryArea.self) { area in
                switch area {
                case .lists: ListsScreen()
                case .text: TextScreen()
                case .containers: ContainersScreen()
                case .presentation: PresentationScreen()
                }
            }
        }
    }
}

#Preview("Index") {
    GalleryIndex()
}
