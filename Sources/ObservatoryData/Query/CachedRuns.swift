/// The positions of paged results that a snapshot holds, as runs of
/// consecutive models, and a save's changes applied to them: a model
/// inserted into a run goes in at its place, one removed comes out, and the
/// runs after move by one. So a save that touches the rows in view reads
/// nothing again.
///
/// Invariants: runs are sorted by `start`, do not overlap and are not
/// empty; each holds the models at `start ..< start + models.count` in the
/// results' order (the sort, then the key, as SQL orders them); only the
/// last may reach the end of the results (`reachesEnd`).
struct CachedRuns<Model: PersistentModel> {
    struct Run {
        var start: Int
        var models: [Model]
        var reachesEnd: Bool
        /// Whether a change moved or changed the run (its pages are new).
        var isChanged = false
        var end: Int { start + models.count }
    }

    private(set) var runs: [Run] = []
    let plan: FetchPlan<Model>

    /// The runs of `pages` (sorted by number) of results with `count` models.
    init(_ pages: [FetchedPage<Model>], batchSize: Int, count: Int, plan: FetchPlan<Model>) {
        self.plan = plan
        for page in pages where !page.elements.isEmpty {
            let start = page.number * batchSize
            if let last = runs.last, last.end == start, last.models.count % batchSize == 0 {
                runs[runs.count - 1].models += page.elements
            } else {
                runs.append(Run(start: start, models: page.elements, reachesEnd: false))
            }
        }
        if let last = runs.last, last.end == count { runs[runs.count - 1].reachesEnd = true }
    }

    /// Removes the model `matches` picks, if a run holds it; the runs after
    /// it move up by one.
    mutating func remove(where matches: (Model) -> Bool) -> Bool {
        for index in runs.indices {
            guard let position = runs[index].models.firstIndex(where: matches) else { continue }
            runs[index].models.remove(at: position)
            runs[index].isChanged = true
            for later in runs.indices where later > index {
                runs[later].start -= 1
                runs[later].isChanged = true
            }
            runs.removeAll { $0.models.isEmpty }
            return true
        }
        return false
    }

    /// A model left the results from a position no run holds: it was after
    /// the first run that starts at 0 (every position before that run's end
    /// is held), so only that run is still in place.
    mutating func forgetAfterFirstGap() {
        if let first = runs.first, first.start == 0 {
            runs = [first]
            runs[0].reachesEnd = false
        } else {
            runs = []
        }
    }

    /// The results' count is no longer known exactly: no run reaches the end.
    mutating func forgetEnd() {
        for index in runs.indices { runs[index].reachesEnd = false }
    }

    /// Puts `model`, which joined the results, in its place: inside the run
    /// it falls in, or before the runs after it (which move down by one).
    mutating func insert(_ model: Model) {
        for index in runs.indices {
            let run = runs[index]
            // Before a run that starts at 0 is inside it: no position
            // before it is unknown.
            if run.start > 0 && comesBefore(model, run.models[0]) {
                for later in runs.indices where later >= index {
                    runs[later].start += 1
                    runs[later].isChanged = true
                }
                return
            }
            if comesBefore(model, run.models[run.models.count - 1]) || run.reachesEnd {
                var low = 0
                var high = run.models.count
                while low < high {
                    let middle = (low + high) / 2
                    if comesBefore(model, run.models[middle]) { high = middle } else { low = middle + 1 }
                }
                runs[index].models.insert(model, at: low)
                runs[index].isChanged = true
                for later in runs.indices where later > index {
                    runs[later].start += 1
                    runs[later].isChanged = true
                }
                return
            }
        }
    }

    /// Whether `lhs` comes before `rhs` in the results: by the sort, then by
    /// key, as the store orders them.
    private func comesBefore(_ lhs: Model, _ rhs: Model) -> Bool {
        if plan.precedes(lhs, rhs) { return true }
        if plan.precedes(rhs, lhs) { return false }
        return (lhs._$modelState.rowID ?? .max) < (rhs._$modelState.rowID ?? .max)
    }

    /// The pages the runs cover, for results of `count` models: the pages
    /// of `previous` where nothing changed, new ones elsewhere.
    func pages(batchSize: Int, count: Int, previous: [FetchedPage<Model>], source: PageSource<Model>) -> [FetchedPage<Model>] {
        var pages: [FetchedPage<Model>] = []
        for run in runs {
            var number = (run.start + batchSize - 1) / batchSize
            while number * batchSize < run.end {
                let start = number * batchSize
                let end = min(start + batchSize, count)
                guard end <= run.end, end == start + batchSize || (run.reachesEnd && end == count && run.end == count) else { break }
                if !run.isChanged, let kept = previous.first(where: { $0.number == number }) {
                    pages.append(kept)
                } else {
                    let models = Array(run.models[(start - run.start)..<(end - run.start)])
                    pages.append(FetchedPage(number: number, elements: models, source: source))
                }
                number += 1
            }
        }
        return pages
    }
}
