import Foundation
import ObservatoryUI

/// Drag and drop: groceries dragged as strings (`.draggable`) into a basket
/// (`.dropDestination`) that lights up while a drag is over it, and a drop
/// zone for text, links and text files from another tab, app or the
/// desktop (`.onDrop` with item providers).
struct DragAndDropSection: View {
    @State private var basket: [String] = []
    @State private var basketTargeted = false
    @State private var dropped = "Drop text or a link here"
    @State private var notesTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Drag and drop").font(.headline)
            HStack {
                ForEach(["Milk", "Eggs", "Bread"], id: \.self) { item in
                    Text(item)
                        .padding(8)
                        .background(.quaternary, in: Capsule())
                        .draggable(item)
                }
            }
            Text(basket.isEmpty ? "Basket: empty" : "Basket: \(basket.joined(separator: ", "))")
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(basketTargeted ? Color.accentColor.opacity(0.25) : Color.secondary.opacity(0.1))
                .dropDestination(for: String.self) { items, _ in
                    basket += items
                    return true
                } isTargeted: { basketTargeted = $0 }
            Text(dropped)
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(notesTargeted ? Color.accentColor.opacity(0.25) : Color.secondary.opacity(0.1))
                .onDrop(of: [.url, .plainText], isTargeted: $notesTargeted) { providers in
                    guard let provider = providers.first else { return false }
                    if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
                        _ = provider.loadObject(ofClass: URL.self) { url, _ in
                            let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "?"
                            Task { @MainActor in dropped = "File: \(url?.lastPathComponent ?? "?") (\(text))" }
                        }
                    } else if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier) {
                        _ = provider.loadObject(ofClass: URL.self) { url, _ in
                            Task { @MainActor in dropped = "Link: \(url?.host() ?? "?")" }
                        }
                    } else {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            Task { @MainActor in dropped = "Text: \(text ?? "?")" }
                        }
                    }
                    return true
                }
        }
    }
}
