import ObservatoryUI

enum GalleryTab: Hashable {
    case first, second, third
}

/// Containers: a tab view with a bar, and paged.
struct ContainersScreen: View {
    @State private var tab = GalleryTab.first
    @State private var page = 0

    var body: some View {
        VStack(spacing: 16) {
            TabView(selection: $tab) {
                Text("First tab's content")
                    .tabItem { Label("First", systemImage: "1.circle") }
                    .tag(GalleryTab.first)
                Text("Second tab's content")
                    .tabItem { Label("Second", systemImage: "2.circle") }
                    .tag(GalleryTab.second)
                Tab("Third", systemImage: "3.circle", value: GalleryTab.third) {
                    Text("Third tab's content")
                }
            }
            .frame(height: 200)
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    Text("Page \(index + 1)").font(.title).tag(index)
                }
            }
            .tabViewStyle(.page)
            .frame(height: 160)
            Text("Page \(page + 1) of 3")
        }
        .padding()
        .navigationTitle("Containers")
    }
}

#Preview("Containers") {
    NavigationStack { ContainersScreen() }
}
