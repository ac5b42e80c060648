import Testing
import ObservatoryTesting
@testable import ObservatoryUI

private struct ScaledIcon: View {
    @ScaledMetric private var side = 34.0
    @ScaledMetric(relativeTo: .caption) private var gap: CGFloat = 17
    var body: some View { Text("side \(side) gap \(gap)") }
}

@MainActor
@Suite("@ScaledMetric")
struct ScaledMetricTests {
    @Test func aMetricScalesWithTheTextSize() {
        let host = ViewHost(VStack {
            ScaledIcon()
            ScaledIcon().dynamicTypeSize(.xxxLarge)
            ScaledIcon().dynamicTypeSize(.xSmall)
        })
        let text = host.text(includeIDs: false)
        #expect(text.contains("text \"side 34.0 gap 17.0\""), "the declared value at the default size: \(text)")
        #expect(text.contains("text \"side 46.0 gap 23.0\""), "23 of 17 points at xxxLarge")
        #expect(text.contains("text \"side 28.0 gap 14.0\""), "14 of 17 points at xSmall")
    }
}
