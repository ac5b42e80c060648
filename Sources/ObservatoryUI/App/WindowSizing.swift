import Foundation

extension Scene {
    /// The size of a new window of this scene. A browser tab has the size the
    /// user gave the browser, so this changes nothing.
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }

    /// The size of a new window of this scene; it changes nothing in a browser tab.
    public func defaultSize(_ size: CGSize) -> Self { self }
}
