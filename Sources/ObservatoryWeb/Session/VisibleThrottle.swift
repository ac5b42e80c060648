/// How often a window applies a tab's `visible` reports: a token bucket.
///
/// A tab reports what its lazy lists show while the user scrolls, at most
/// once per 50 ms per list. A hostile or broken tab may send far more: each
/// report that finds the bucket empty is kept (the latest per list) and
/// applied when a token is due, so a flood costs one decode and one check
/// per frame, and the last report before rest is never lost.
///
/// Invariant: `0 ≤ tokens ≤ burst`; tokens refill at `refillPerSecond`.
struct VisibleThrottle {
    /// The reports applied at once after a rest.
    let burst: Double
    /// The reports applied per second under a steady flood.
    let refillPerSecond: Double
    private var tokens: Double
    private var refilledAt: ContinuousClock.Instant?

    /// The burst, as a count.
    var burstCount: Int { Int(burst) }

    init(burst: Int = 10, refillPerSecond: Double = 60) {
        self.burst = Double(burst)
        self.refillPerSecond = refillPerSecond
        tokens = Double(burst)
    }

    /// Takes a token at `now`: true when the report may be applied now.
    mutating func admit(at now: ContinuousClock.Instant) -> Bool {
        refill(at: now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// How long after `now` the next token is due (zero if one is there).
    func delayUntilNextToken(after now: ContinuousClock.Instant) -> Duration {
        var copy = self
        copy.refill(at: now)
        guard copy.tokens < 1 else { return .zero }
        return .seconds((1 - copy.tokens) / refillPerSecond)
    }

    private mutating func refill(at now: ContinuousClock.Instant) {
        if let refilledAt {
            let elapsed = refilledAt.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            tokens = min(burst, tokens + max(0, seconds) * refillPerSecond)
        }
        refilledAt = now
    }
}
