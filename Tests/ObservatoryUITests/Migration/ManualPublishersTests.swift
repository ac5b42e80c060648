import Testing
import ObservatoryUI

// docs/migration.md, "Hand-made notifications and subscriptions": the code
// blocks below appear there verbatim (MigrationGuideSyncTests checks it).

final class OldPhotoUpload: ObservableObject {
    @Published var status = "waiting"
    private var bytesSent = 0
    let totalBytes = 200

    var progress: Double { Double(bytesSent) / Double(totalBytes) }

    func didSend(_ bytes: Int) {
        objectWillChange.send()  // bytesSent is not @Published
        bytesSent += bytes
    }
}

func watchStatus(of upload: OldPhotoUpload, _ report: @escaping (String) -> Void) -> AnyCancellable {
    upload.$status.sink(receiveValue: report)
}

@MainActor
@Observable
final class PhotoUpload {
    var status = "waiting"
    private(set) var bytesSent = 0
    let totalBytes = 200

    var progress: Double { Double(bytesSent) / Double(totalBytes) }

    func didSend(_ bytes: Int) { bytesSent += bytes }
}

@MainActor
func watchProgress(of upload: PhotoUpload, _ report: @escaping @MainActor (Double) -> Void) -> Task<Void, Never> {
    Task {
        for await progress in Observations({ upload.progress }) {
            report(progress)
        }
    }
}

@MainActor
func onNextProgressChange(of upload: PhotoUpload, _ react: @escaping @Sendable () -> Void) {
    withObservationTracking {
        _ = upload.progress
    } onChange: {
        react()
    }
}

// Test-only views showing the progress.

struct OldUploadBar: View {
    @ObservedObject var upload: OldPhotoUpload
    var body: some View { Text("\(Int(upload.progress * 100))%") }
}

struct UploadBar: View {
    let upload: PhotoUpload
    var body: some View { Text("\(Int(upload.progress * 100))%") }
}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func increment() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
}

@MainActor
@Suite("Migration: objectWillChange.send() and publishers")
struct ManualPublishersMigrationTests {
    @Test func theOldManualSendUpdatesTheView() {
        let upload = OldPhotoUpload()
        let graph = ViewGraph(OldUploadBar(upload: upload))
        upload.didSend(50)
        #expect(graph.hasPendingUpdates)
        graph.update()
        #expect(graph.texts == ["25%"])
    }

    @Test func theOldSinkGetsEveryStatus() {
        let upload = OldPhotoUpload()
        var seen: [String] = []
        let subscription = watchStatus(of: upload) { seen.append($0) }
        upload.status = "sending"
        upload.status = "done"
        #expect(seen == ["waiting", "sending", "done"])
        subscription.cancel()
    }

    @Test func theComputedProgressUpdatesTheViewWithoutAManualSend() {
        let upload = PhotoUpload()
        let graph = ViewGraph(UploadBar(upload: upload))
        upload.didSend(50)
        #expect(graph.hasPendingUpdates)
        graph.update()
        #expect(graph.texts == ["25%"])
        upload.status = "sending"
        #expect(!graph.hasPendingUpdates, "the bar does not read status")
    }

    @Test func observationsYieldsTheCurrentValueThenEachChange() async {
        let upload = PhotoUpload()
        var seen: [Double] = []
        let watcher = watchProgress(of: upload) { seen.append($0) }
        defer { watcher.cancel() }
        #expect(await waitUntil(timeout: .seconds(60)) { seen == [0] })
        upload.didSend(100)
        #expect(await waitUntil(timeout: .seconds(60)) { seen == [0, 0.5] })
        upload.status = "sending"
        upload.didSend(100)
        #expect(await waitUntil(timeout: .seconds(60)) { seen == [0, 0.5, 1] })
    }

    @Test func withObservationTrackingFiresOnceForTheNextChange() {
        let upload = PhotoUpload()
        let counter = CallCounter()
        onNextProgressChange(of: upload) { counter.increment() }
        upload.status = "sending"
        #expect(counter.count == 0, "progress does not read status")
        upload.didSend(10)
        upload.didSend(10)
        #expect(counter.count == 1)
    }
}
