/// Where a toolbar item goes. A renderer reads it from the item's slot
/// (attribute `placement`).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String

    /// The platform decides (the trailing end of the navigation bar).
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The center of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// A navigation action (back, forward), at the leading end.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The most frequent action of the screen.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A less frequent action (often in an overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// Confirms a modal screen ("Save", "Done").
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Cancels a modal screen.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// Deletes or discards, in a modal screen.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Status information, in the middle of the bottom bar.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the on-screen keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading end of the navigation bar (the older name of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}
