import ObservatoryUI

/// The page at `/` in previews mode: every preview, grouped by file, each a
/// link to its own window.
struct PreviewIndexView: View {
    let previews: [PreviewEntry]

    var body: some View {
        NavigationStack {
            Group {
                if previews.isEmpty {
                    Text("No previews: add `#Preview { MyView() }` next to a view, then run with `--previews` again.")
                        .foregroundStyle(.secondary)
                        .padding()
                } else {
                    List {
                        ForEach(files, id: \.self) { file in
                            Section(file) {
                                ForEach(previews.indices.filter { previews[$0].fileID == file }, id: \.self) { index in
                                    Link(previews[index].title, destination: PreviewPages.url(of: index))
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Previews")
        }
    }

    /// The files that declare previews, in order.
    private var files: [String] {
        var seen: Set<String> = []
        return previews.map(\.fileID).filter { seen.insert($0).inserted }
    }
}

/// One preview's window: a bar with the way back to the index, and the
/// preview in its canvas.
struct PreviewWindowView: View {
    let preview: PreviewEntry

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Link("‹ All previews", destination: PreviewPages.indexURL)
                Spacer()
                Text(preview.title).font(.headline)
                Spacer()
                Text(preview.fileID).font(.caption).foregroundStyle(.secondary)
            }
            .padding()
            preview.makeView()
        }
    }
}
