import ExampleSupport
import Foundation
@testable import Forms
@testable import HabitTracker
@testable import ObservatorySnapshotTesting
import ObservatoryUI
@testable import ProfileScreens
import SnapshotTesting
import Testing
@testable import Todos

/// The examples' main screens as snapshots, written as an iOS project writes
/// them with swift-snapshot-testing: the DOM (`.html`) and a picture in
/// Chromium on an iPhone 13, light and dark (`.image`). The snapshots are in
/// `__Snapshots__/MainScreenSnapshotTests/`; docs/testing.md says how to
/// record them again.
@MainActor
@Suite("The examples' main screens, as snapshots")
struct MainScreenSnapshotTests {
    /// The Habit Tracker's list with three habits, one done.
    private func habitList() -> some View {
        let file = JSONDataFile<HabitStore>(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-habits-\(UUID().uuidString).json"))
        let library = HabitLibrary(file: file, autosave: false)
        for title in ["Read 20 pages", "Walk the dog", "Stretch"] { library.store.add(title: title) }
        library.store.toggle(library.store.habits[1])
        return HabitListView().environment(library)
    }

    @Test func habitTrackerDOM() {
        assertSnapshot(of: habitList(), as: .html(layout: .device(config: .iPhone13)))
    }

    @Test(.chromium) func habitTrackerPictures() {
        assertSnapshot(of: habitList(), as: .image(layout: .device(config: .iPhone13)), named: "light")
        assertSnapshot(of: habitList(), as: .image(layout: .device(config: .iPhone13), colorScheme: .dark), named: "dark")
    }

    @Test func todosDOM() {
        assertSnapshot(of: TodoListView(), as: .html(layout: .device(config: .iPhone13)))
    }

    @Test(.chromium) func todosPicture() {
        assertSnapshot(of: TodoListView(), as: .image(layout: .device(config: .iPhone13)))
    }

    @Test func formsDOM() {
        assertSnapshot(of: AccountForm(), as: .html(layout: .device(config: .iPhone13)))
    }

    @Test(.chromium) func formsPicture() {
        assertSnapshot(of: AccountForm(), as: .image(layout: .device(config: .iPhone13)))
    }

    @Test func profileDOM() {
        assertSnapshot(of: ProfileScreen(profile: ProfileViewModel(), feed: FeedViewModel()), as: .html(layout: .device(config: .iPhone13)))
    }

    @Test(.chromium) func profilePicture() {
        assertSnapshot(
            of: ProfileScreen(profile: ProfileViewModel(), feed: FeedViewModel()), as: .image(layout: .device(config: .iPhone13)))
    }
}

/// Where pictures cannot be taken, the reason says what to install.
@Suite("Image snapshots without Chromium")
struct ChromiumAvailabilityTests {
    @Test func aMissingBrowserIsNamed() throws {
        let reason = try #require(ChromiumScreenshot.unavailableReason(searching: []))
        #expect(reason.contains("Chromium is not installed"))
        #expect(reason.contains("scripts/install-browser-deps"))
    }

    @Test func theDevicesHaveTheirScreensInPoints() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 834, height: 1194))
    }
}
