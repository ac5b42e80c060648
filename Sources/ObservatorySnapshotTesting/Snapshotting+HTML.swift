import ObservatoryUI
import ObservatoryWeb
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The view's first paint as the server renders it, one tag per line:
    /// a text snapshot (`.txt`) that a review reads as a diff of the DOM.
    ///
    /// ```swift
    /// assertSnapshot(of: HabitRow(habit: habit), as: .html)
    /// ```
    ///
    /// Ids that change with unrelated edits (`data-oid`) and the window's id
    /// and token are left out.
    public static var html: Snapshotting {
        .html(layout: .sizeThatFits)
    }

    /// The view's first paint in a window sized by `layout` (width-dependent
    /// views, such as a `GeometryReader` or a size class, differ), in `colorScheme`.
    public static func html(layout: SwiftUISnapshotLayout, colorScheme: ColorScheme = .light) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            let size = layout.windowSize
            // Handed to the main actor while this thread waits: never shared.
            nonisolated(unsafe) let view = view
            return MainActorRendering.run {
                StaticPage.render(view, width: size?.width, height: size?.height, colorScheme: colorScheme).normalizedMarkup
            }
        }
    }
}

extension SwiftUISnapshotLayout {
    /// The window the view is rendered in; nil for the view's own size (a phone's window, cropped).
    var windowSize: (width: Double, height: Double)? {
        switch self {
        case .device(let config): config.size.map { (Double($0.width), Double($0.height)) }
        case .fixed(let width, let height): (Double(width), Double(height))
        case .sizeThatFits: nil
        }
    }
}
