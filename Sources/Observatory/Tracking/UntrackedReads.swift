import ObservatoryCSupport

/// Runs `body` with no tracking scope open on this thread, so that its reads
/// of observable properties record no dependency of the enclosing scope.
///
/// ObservatoryData fetches and sorts models through their properties; a
/// fetch made while a view's body runs must not make the view depend on
/// every row it looked at (its `@Query` says when the results change).
package func withoutObservationTracking<T>(_ body: () throws -> T) rethrows -> T {
    let frame = observatory_current_frame()
    observatory_set_current_frame(nil)
    defer { observatory_set_current_frame(frame) }
    return try body()
}
