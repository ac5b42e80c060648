@_spi(Observatory) import ObservatoryUI

/// The devices the previews canvas draws on, chosen in the page.
enum PreviewCanvasDevice: String, CaseIterable, Identifiable {
    case iPhone = "iPhone 15"
    case iPad = "iPad"

    var id: Self { self }
    /// The name on the picker's segment.
    var name: String { self == .iPhone ? "iPhone" : "iPad" }
}

/// The page at `/` in previews mode, a canvas as Xcode's: every preview,
/// grouped by file, drawn twice side by side (light and dark) on the device
/// the page chooses (an iPhone's or an iPad's width), each live: its views
/// run, keep their state, and answer taps and typing. The traits of each
/// preview are honoured (`.sizeThatFitsLayout`, `.fixedLayout`, the
/// orientations); a link opens a preview alone, in a window of its own.
///
/// The device is `@SceneStorage`, so a reload or a restart of
/// `observatory dev --previews` keeps it, with the previews' state.
struct PreviewCanvasView: View {
    let previews: [PreviewEntry]
    @SceneStorage("observatory.previews.device") private var device = PreviewCanvasDevice.iPhone

    var body: some View {
        NavigationStack {
            if previews.isEmpty {
                Text("No previews: add `#Preview { MyView() }` next to a view, then run with `--previews` again.")
                    .foregroundStyle(.secondary)
                    .padding()
                    .navigationTitle("Previews")
            } else {
                ScrollView {
                    Picker("Device", selection: $device) {
                        ForEach(PreviewCanvasDevice.allCases) { Text($0.name).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .frame(maxWidth: 260)
                    .padding([.horizontal, .top])
                    .frame(maxWidth: .infinity, alignment: .leading)
                    // Lazy: only the previews scrolled to run, as in Xcode's
                    // canvas; a page of every preview at once grew too heavy
                    // for the browser to lay out (the Gallery has 20).
                    LazyVStack(alignment: .leading, spacing: 20) {
                        ForEach(rows) { row in
                            switch row {
                            case .file(let file):
                                Text(file).font(.title3).bold().padding(.top, 8)
                            case .preview(let index):
                                PreviewCanvasRow(preview: previews[index], index: index)
                            }
                        }
                    }
                    .padding()
                    .environment(\.lazyWindowPolicy, Self.rowWindow)
                }
                .previewCanvasDevice(PreviewDevice(rawValue: device.rawValue))
                .navigationTitle("Previews")
            }
        }
    }

    /// A window of a few previews: each is a screen or two high, where the
    /// default window's first paint (48 rows) is sized for a list's rows.
    static let rowWindow = LazyWindowPolicy(isWindowed: true, initialRows: 4, aheadRows: 2, behindRows: 1, slackRows: 1)

    /// The canvas's rows: each file that declares previews, then its previews.
    private var rows: [PreviewCanvasItem] {
        var seen: Set<String> = []
        let files = previews.map(\.fileID).filter { seen.insert($0).inserted }
        return files.flatMap { file in
            [PreviewCanvasItem.file(file)] + previews.indices.filter { previews[$0].fileID == file }.map(PreviewCanvasItem.preview)
        }
    }
}

/// A row of the canvas: a file's name, or the preview at an index of the catalog.
enum PreviewCanvasItem: Hashable, Identifiable {
    case file(String)
    case preview(Int)

    var id: Self { self }
}

/// One preview on the canvas: its title, a link to it alone, and the preview
/// in light and in dark, side by side (scrolling sideways when wider than the page).
struct PreviewCanvasRow: View {
    let preview: PreviewEntry
    let index: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                Text(preview.title).font(.headline)
                Link("Open alone", destination: PreviewPages.url(of: index))
                    .font(.caption)
            }
            ScrollView(.horizontal) {
                HStack(alignment: .top, spacing: 24) {
                    ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
                        VStack(spacing: 6) {
                            Text(scheme == .dark ? "Dark" : "Light").font(.caption).foregroundStyle(.secondary)
                            preview.makeView()
                                .colorScheme(scheme)
                                // The preview's own lazy lists window their rows as anywhere else.
                                .environment(\.lazyWindowPolicy, .windowed)
                        }
                    }
                }
            }
        }
    }
}
