import ObservatoryUI

enum GalleryTab: Hashable {
    case first, second, third
}

/// Containers: a tab view with a bar, and paged; disclosure groups, group
/// boxes, menus, gauges, progress, share links, custom styles and empty states.
struct ContainersScreen: View {
    @State private var tab = GalleryTab.first
    @State private var page = 0
    @State private var sort = "Name"
    @State private var showsDetails = false
    @State private var level = 0.6
    @State private var isBold = false
    @State private var agrees = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                tabs
                GroupBox("Group box") {
                    DisclosureGroup("Details", isExpanded: $showsDetails) {
                        Text("Shown while expanded")
                    }
                    HStack {
                        Menu("Sort by \(sort)") {
                            Button("Name") { sort = "Name" }
                            Button("Date") { sort = "Date" }
                        }
                        Spacer()
                        ControlGroup {
                            Button("−") { level = max(0, level - 0.1) }
                            Button("+") { level = min(1, level + 0.1) }
                        }
                    }
                    Gauge(value: level) {
                        Text("Level")
                    } currentValueLabel: {
                        Text("\(Int((level * 100).rounded()))%")
                    }
                    ProgressView(value: level) {
                        Text("Progress")
                    } currentValueLabel: {
                        Text("\(Int((level * 100).rounded())) of 100")
                    }
                    ShareLink(item: URL(string: "https://swift.org")!)
                }
                GroupBox("Styles") {
                    HStack {
                        ProgressView()
                        ProgressView("Syncing").progressViewStyle(.circular)
                        Spacer()
                        Menu("Options") {
                            Button("Rename") {}
                        }
                        .menuStyle(.button)
                    }
                    ProgressView().progressViewStyle(.linear)
                    HStack {
                        Toggle("Bold", isOn: $isBold).toggleStyle(.button)
                        Toggle("I agree", isOn: $agrees).toggleStyle(.checkbox)
                    }
                    Text(isBold ? "Bold is on" : "Bold is off").fontDesign(.rounded)
                }
                CustomStylesGroup()
                SurfaceGroup()
                ContentUnavailableView.search(text: "zebra")
            }
            .padding()
        }
        .navigationTitle("Containers")
    }

    private var tabs: some View {
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
    }
}

#Preview("Containers") {
    NavigationStack { ContainersScreen() }
}
