// How long a save in one process takes to reach a model loaded in another,
// through PostgreSQL's LISTEN/NOTIFY (docs/performance.md, "Between processes").
//
//   swift run -c release NoticeLatency [samples] [postgres://…]
//
// Two containers on one new schema share nothing in memory, as two processes.
// Each sample changes a model in the first and saves; the time is taken when
// the second's copy of the model reports the change to its observers.
import Foundation
import ObservatoryData

@Model final class Sample {
    var value: Int
    init(value: Int) { self.value = value }
}

@MainActor
func measure(samples: Int, server: String) async throws -> [Duration] {
    let schema = URL(string: "\(server)?schema=latency_\(getpid())")!
    let writer = try ModelContainer(for: Sample.self, configurations: ModelConfiguration(url: schema))
    let reader = try ModelContainer(for: Sample.self, configurations: ModelConfiguration(url: schema))
    let sample = Sample(value: 0)
    writer.mainContext.insert(sample)
    try writer.mainContext.save()
    guard let copy = try reader.mainContext.fetch(FetchDescriptor<Sample>()).first else { fatalError("no sample") }

    var latencies: [Duration] = []
    let clock = ContinuousClock()
    for round in 1...samples {
        let arrived = AsyncStream<ContinuousClock.Instant>.makeStream()
        withObservationTracking { _ = copy.value } onChange: { arrived.continuation.yield(clock.now) }
        sample.value = round
        let start = clock.now
        try writer.mainContext.save()
        var iterator = arrived.stream.makeAsyncIterator()
        guard let end = await iterator.next() else { fatalError("no change arrived") }
        latencies.append(end - start)
        try await Task.sleep(for: .milliseconds(2))
    }
    return latencies
}

func milliseconds(_ duration: Duration) -> String {
    String(format: "%.2f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
}

let arguments = CommandLine.arguments.dropFirst()
let samples = arguments.first.flatMap(Int.init) ?? 500
guard let server = arguments.first(where: { $0.hasPrefix("postgres") })
        ?? ProcessInfo.processInfo.environment["OBSERVATORY_TEST_POSTGRES"] else {
    print("usage: NoticeLatency [samples] postgres://… (scripts/postgres start DIR prints one)")
    exit(64)
}
let latencies = try await measure(samples: samples, server: server).sorted()
func percentile(_ p: Double) -> Duration { latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))] }
print("samples \(latencies.count): p50 \(milliseconds(percentile(0.5))), p95 \(milliseconds(percentile(0.95))), p99 \(milliseconds(percentile(0.99))), max \(milliseconds(latencies.last!))")
