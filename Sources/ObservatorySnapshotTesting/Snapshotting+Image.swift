import Foundation
import ObservatoryUI
import ObservatoryWeb
import SnapshotTesting
import Testing

extension Snapshotting where Value: View, Format == Data {
    /// A picture of the view at its own size, in Chromium (a `.png` snapshot).
    public static var image: Snapshotting { .image() }

    /// A picture of the view in Chromium, as swift-snapshot-testing's SwiftUI
    /// strategy takes one on iOS:
    ///
    /// ```swift
    /// assertSnapshot(of: HabitRow(habit: habit), as: .image(layout: .device(config: .iPhone13)))
    /// assertSnapshot(of: HabitList(), as: .image(layout: .device(config: .iPhone13), colorScheme: .dark))
    /// ```
    ///
    /// The page is the view's first paint, served to the browser from memory,
    /// at scale 1. Two pictures match when their bytes do (Chromium writes
    /// the same bytes for the same pixels). Where Chromium
    /// or Playwright is missing, the test records an issue that says so (it
    /// never passes without a picture); give such tests the
    /// ``Testing/Trait/chromium`` trait to skip them there instead.
    ///
    /// - Parameters:
    ///   - layout: The window: a device's screen, a fixed size, or the
    ///     view's own size (a phone's width, the picture cropped to the view).
    ///   - colorScheme: Light or dark.
    public static func image(layout: SwiftUISnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<Data, Data>(pathExtension: "png", diffing: .pixels).pullback { view in
            guard ChromiumScreenshot.unavailableReason == nil else {
                Issue.record(Comment(rawValue: ChromiumScreenshot.unavailableReason ?? ""))
                return Data()
            }
            let window = layout.windowSize
            // Handed to the main actor while this thread waits: never shared.
            nonisolated(unsafe) let view = view
            let page = MainActorRendering.run {
                StaticPage.render(view, width: window?.width, height: window?.height, colorScheme: colorScheme)
            }
            do {
                return try ChromiumScreenshot.png(
                    of: page, width: Int(window?.width ?? 390), height: Int(window?.height ?? 844),
                    colorScheme: colorScheme == .dark ? "dark" : "light", cropToContent: window == nil)
            } catch {
                Issue.record(Comment(rawValue: "\(error)"))
                return Data()
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG pictures compared by their bytes: Chromium writes the same bytes
    /// for the same pixels. A difference attaches the new picture.
    static var pixels: Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            return (
                "the pictures differ (\(old.count) bytes before, \(new.count) now)",
                [.data(new, name: "new.png")]
            )
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where image snapshots can be taken (Chromium and
    /// Playwright installed); elsewhere it is skipped, with the reason.
    public static var chromium: Self {
        .enabled(if: ChromiumScreenshot.isAvailable, Comment(rawValue: ChromiumScreenshot.unavailableReason ?? "Chromium is available"))
    }
}
