import ObservatoryWeb

/// The gallery of the SwiftUI that real apps use, one screen per area, each
/// reachable from the index. `swift run Gallery --previews` lists the
/// screens' previews instead.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup("Gallery") {
            GalleryIndex()
        }
    }
}
