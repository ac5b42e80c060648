import ObservatoryTesting
import ObservatoryUI
import Testing

@MainActor
@Suite struct HostEvaluationTests {
    @Test func mountEvaluatesEveryBodyOnce() {
        let host = ViewHost(HostCounterScreen())
        #expect(host.bodyCount(of: HostCounterScreen.self) == 1)
        #expect(host.bodyCount(of: HostCountLabel.self) == 1)
        #expect(host.bodyCount(of: HostFooter.self) == 1)
        #expect(host.causes(of: HostCountLabel.self) == [.mounted])
        #expect(host.lastUpdate.map(\.viewType) == ["HostCounterScreen", "HostCountLabel", "HostFooter"])
    }

    @Test func tappingRerunsOnlyTheViewThatReadsTheCount() throws {
        let host = ViewHost(HostCounterScreen())
        try host.tap("Increment")

        #expect(host.lastUpdate.map(\.viewType) == ["HostCountLabel"])
        #expect(host.bodyCount(of: HostCounterScreen.self) == 1)
        #expect(host.bodyCount(of: HostCountLabel.self) == 2)
        #expect(host.bodyCount(of: HostFooter.self) == 1)

        let causes = host.causes(of: HostCountLabel.self)
        #expect(causes.count == 1)
        guard case .observed(let property) = causes.first else {
            Issue.record("expected an observed cause, got \(causes)")
            return
        }
        #expect(property.typeName == "HostCounterModel")
        // The property, identified by its key path (on Linux it has no name).
        #expect(causes[0].isChange(of: \HostCounterModel.count))
        #expect(!causes[0].isChange(of: \HostCounterModel.step))
        #expect(property.keyPath == \HostCounterModel.count as AnyKeyPath)
        #expect(host.causes(of: HostFooter.self).isEmpty)
    }

    @Test func aStateChangeNamesItsOwnerAndProperty() throws {
        let host = ViewHost(HostStateCounter())
        try host.tap("Tap")
        #expect(host.causes(of: HostStateCounter.self) == [.state(owner: "HostStateCounter", property: "taps")])
        #expect(host.causes(of: HostStateCounter.self).first?.isStateChange(of: HostStateCounter.self, property: "taps") == true)
        #expect(host.bodyCount(of: HostStateCounter.self) == 2)
    }

    @Test func directMutationsWaitForUpdate() {
        let model = HostCounterModel()
        let host = ViewHost(HostSharedCounter(model: model))
        model.count = 1
        #expect(host.hasPendingUpdates)
        #expect(host.bodyCount(of: HostCountLabel.self) == 1)

        let changes = host.update()
        #expect(!changes.isEmpty)
        #expect(host.bodyCount(of: HostCountLabel.self) == 2)
        #expect(host.lastUpdate.map(\.viewType) == ["HostCountLabel"])
        #expect(host.lastUpdate.first?.causes.first?.isChange(of: \HostCounterModel.count, on: model) == true)
        #expect(host.lastUpdate.first?.causes.first?.isChange(of: \HostCounterModel.count, on: HostCounterModel()) == false)
    }

    @Test func countsPerNode() throws {
        let store = HostItemStore()
        let host = ViewHost(HostItemList(store: store))
        let rows = host.nodes(of: HostItemRow.self)
        #expect(rows.count == 3)
        #expect(host.bodyCounts(of: HostItemRow.self) == [rows[0]: 1, rows[1]: 1, rows[2]: 1])

        try host.tap(.label("Done").within(.row(withText: "Eggs")))

        #expect(host.lastUpdate.map(\.nodeID) == [rows[1]])
        #expect(host.bodyCount(node: rows[1]) == 2)
        #expect(host.bodyCounts(of: HostItemRow.self) == [rows[0]: 1, rows[1]: 2, rows[2]: 1])
        #expect(host.texts.contains("Eggs ✓"))
    }

    @Test func resetStartsCountsAtZero() throws {
        let host = ViewHost(HostCounterScreen())
        host.resetCounts()
        #expect(host.evaluations.isEmpty)
        #expect(host.lastUpdate.isEmpty)
        #expect(host.bodyCount(of: HostCounterScreen.self) == 0)
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.bodyCount(of: HostCountLabel.self) == 2)
        #expect(host.evaluations(of: HostCountLabel.self).count == 2)
        #expect(host.evaluations.count == 2)
    }

    @Test func measureReportsWhatABlockCaused() throws {
        let model = HostCounterModel()
        let host = ViewHost(HostSharedCounter(model: model))
        let label = try host.find(text: "Count: 0")

        let measurement = host.measure {
            model.count += 1
            model.count += 1
        }

        // Two mutations, one batched update, flushed by measure.
        #expect(measurement.count(of: HostCountLabel.self) == 1)
        #expect(measurement.viewTypes == ["HostCountLabel"])
        #expect(measurement.count(of: HostFooter.self) == 0)
        #expect(measurement.changes.attributes[label.id]?["text"] == .some("Count: 2"))
        #expect(measurement.causes(of: HostCountLabel.self).count == 1)
    }

    @Test func measureSpansSeveralInteractions() throws {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        let breadRow = try host.find(.row(withText: "Bread"))
        let measurement = try host.measure {
            try host.tap(.label("Done").first)
            try host.delete(row: "Bread")
        }
        // The tap re-ran Milk's row view; the deletion re-ran the list, which
        // read `items`. The remaining rows' content closures ran as part of
        // the list's body (not counted on their own), and their row views,
        // whose inputs did not change, did not re-run.
        #expect(measurement.count(of: HostItemRow.self) == 1)
        #expect(measurement.count(of: HostItemList.self) == 1)
        #expect(measurement.evaluations(named: "ForEach row").isEmpty)
        #expect(measurement.changes.removed.contains(breadRow.id))
        #expect(host.texts == ["Milk ✓", "Done", "Eggs", "Done", "2 items"])
    }

    @Test func measureAcrossSettle() async throws {
        let loader = HostLoader()
        let host = ViewHost(HostLoadingView(loader: loader))
        let measurement = try await host.measure {
            try await host.settle(timeout: .seconds(60))
        }
        #expect(measurement.count(of: HostLoadingView.self) == 1)
        #expect(measurement.count(of: HostDetailsView.self) == 2)
        #expect(measurement.causes(of: HostDetailsView.self).first == .mounted)
        #expect(!measurement.changes.created.isEmpty)
    }
}
