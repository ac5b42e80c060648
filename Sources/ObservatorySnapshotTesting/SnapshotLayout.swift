import Foundation
import ObservatoryUI

/// How a view is sized in an image snapshot, as swift-snapshot-testing's
/// SwiftUI strategies size it: `assertSnapshot(of: row, as: .image(layout: .device(config: .iPhone13)))`.
///
/// The library declares this type only where SwiftUI exists; this one has
/// the same name and cases, so that a test written for iOS compiles here.
public enum SwiftUISnapshotLayout: Sendable {
    /// The view on a device's screen (its width and height, in points).
    case device(config: ViewImageConfig)
    /// The view in a window of this size.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its own size: the picture is cropped to it.
    case sizeThatFits
}

/// A device's screen for ``SwiftUISnapshotLayout/device(config:)``, named as
/// swift-snapshot-testing names them (`.iPhone13`, `.iPadPro11(.landscape)`).
public struct ViewImageConfig: Sendable, Equatable {
    /// Which way the device is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The screen's size in points; nil for the view's own size.
    public var size: CGSize?

    /// A screen of `size` points.
    public init(size: CGSize?) {
        self.size = size
    }

    private static func screen(_ width: CGFloat, _ height: CGFloat, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(size: orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width))
    }

    /// iPhone SE (2nd and 3rd generation), 375 × 667.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE, held `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { screen(375, 667, orientation) }
    /// iPhone 8, 375 × 667.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, held `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { screen(375, 667, orientation) }
    /// iPhone X, 375 × 812.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X, held `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { screen(375, 812, orientation) }
    /// iPhone 13 mini, 375 × 812.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, held `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { screen(375, 812, orientation) }
    /// iPhone 13, 390 × 844.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, held `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { screen(390, 844, orientation) }
    /// iPhone 13 Pro, 390 × 844.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro, held `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { screen(390, 844, orientation) }
    /// iPhone 13 Pro Max, 428 × 926.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, held `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { screen(428, 926, orientation) }
    /// iPad mini, 768 × 1024.
    public static let iPadMini = iPadMini(.portrait)
    /// iPad mini, held `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { screen(768, 1024, orientation) }
    /// iPad Pro 11", 834 × 1194.
    public static let iPadPro11 = iPadPro11(.portrait)
    /// iPad Pro 11", held `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { screen(834, 1194, orientation) }
    /// iPad Pro 12.9", 1024 × 1366.
    public static let iPadPro12_9 = iPadPro12_9(.portrait)
    /// iPad Pro 12.9", held `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { screen(1024, 1366, orientation) }
}
