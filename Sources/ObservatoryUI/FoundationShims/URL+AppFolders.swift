import Foundation

extension URL {
    /// The app's data folder, `$XDG_DATA_HOME/<app>` (`~/.local/share/<app>`
    /// when `XDG_DATA_HOME` is unset), where `<app>` is the executable's name.
    /// Created on first use, as the Documents folder of an iOS app always exists.
    ///
    /// Linux's Foundation has no such property; an iOS app's
    /// `URL.documentsDirectory.appending(path: "items.json")` works unchanged.
    public static var documentsDirectory: URL { AppFolderURLs.data }

    /// The app's data folder, the same as ``documentsDirectory`` (a server
    /// app has no user-visible Documents folder to keep apart from it).
    public static var applicationSupportDirectory: URL { AppFolderURLs.data }

    /// The app's cache folder, `$XDG_CACHE_HOME/<app>` (`~/.cache/<app>` when
    /// `XDG_CACHE_HOME` is unset). Created on first use.
    public static var cachesDirectory: URL { AppFolderURLs.caches }
}

/// The app's folders, resolved and created once.
private enum AppFolderURLs {
    static let data = AppFolders.existing(AppFolders.data())
    static let caches = AppFolders.existing(AppFolders.caches())
}
