import Foundation
import ObservatoryUI

/// How many tags the views below set, summed on the way up.
struct TagCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// Preferences: each tag says it counts for one; the header, above them,
/// reads the total with `.onPreferenceChange`. The row's width comes from
/// `.onGeometryChange`.
struct PreferencesGroup: View {
    @State private var tags = ["swift", "ui"]
    @State private var total = 0
    @State private var rowWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Preferences: \(total) tags").font(.headline)
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 8)
                        .background(.quaternary, in: Capsule())
                        .preference(key: TagCountKey.self, value: 1)
                }
                Button("Add tag") { tags.append("tag \(tags.count + 1)") }
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { rowWidth = $0 }
            Text("The tags' row is \(Int(rowWidth)) points wide")
        }
        .onPreferenceChange(TagCountKey.self) { total = $0 }
    }
}
