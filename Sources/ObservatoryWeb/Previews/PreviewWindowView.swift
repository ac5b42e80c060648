import ObservatoryUI

/// One preview alone, in a window of its own: a bar with the way back to the canvas, and the
/// preview in its canvas.
struct PreviewWindowView: View {
    let preview: PreviewEntry

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Link("‹ All previews", destination: PreviewPages.canvasURL)
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
