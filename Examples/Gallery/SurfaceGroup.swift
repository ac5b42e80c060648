import Foundation
import ObservatoryUI

/// A row of the gallery's table.
struct GalleryExpense: Identifiable, Hashable {
    let id: Int
    let item: String
    let amount: Double
}

/// A sortable table, a canvas, glass, an alignment guide and a badge.
struct SurfaceGroup: View {
    @State private var expenses = [
        GalleryExpense(id: 1, item: "Coffee", amount: 3.5),
        GalleryExpense(id: 2, item: "Books", amount: 24),
        GalleryExpense(id: 3, item: "Apples", amount: 2.25),
    ]
    @State private var order = [KeyPathComparator(\GalleryExpense.item)]
    @State private var selected: GalleryExpense.ID?
    @State private var progress = 0.6
    @State private var chipsPassed = 0
    @State private var scrollPhase = ScrollPhase.idle

    var body: some View {
        GroupBox("Table, canvas and glass") {
            Table(expenses.sorted(using: order), selection: $selected, sortOrder: $order) {
                TableColumn("Item", value: \.item)
                TableColumn("Amount", value: \.amount) { expense in
                    Text(expense.amount, format: .currency(code: "USD"))
                }
                .width(90)
                .alignment(.trailing)
            }
            .frame(height: 220)
            Canvas { context, size in
                let track = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 6)
                context.fill(track, with: .color(.gray.opacity(0.2)))
                let bar = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width * progress, height: size.height),
                               cornerRadius: 6)
                context.fill(bar, with: .color(.green))
                context.draw(Text("\(Int(progress * 100))%").font(.caption.bold()),
                             at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(height: 24)
            Stepper("Progress", value: $progress, in: 0...1, step: 0.1)
            VStack(alignment: .leading) {
                Text("Aligned")
                Text("Indented by a guide").alignmentGuide(.leading) { _ in -24 }
            }
            ScrollView(.horizontal) {
                HStack {
                    ForEach(1...30, id: \.self) { number in
                        Text("Chip \(number)").padding(.horizontal, 12).padding(.vertical, 6)
                            .background(.blue.opacity(0.15), in: Capsule())
                    }
                }
            }
            .onScrollGeometryChange(for: Int.self) { Int($0.contentOffset.x / 100) } action: { _, passed in
                chipsPassed = passed
            }
            .onScrollPhaseChange { _, phase in scrollPhase = phase }
            Text("Scrolled \(chipsPassed * 100) points, \(scrollPhase.isScrolling ? "scrolling" : "at rest")")
            HStack {
                Text("Glass").padding(.horizontal, 16).padding(.vertical, 8).glassEffect()
                Spacer()
                Text("Inbox").badge(12)
            }
            .padding(8)
            .background(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing),
                        in: RoundedRectangle(cornerRadius: 12))
        }
    }
}
