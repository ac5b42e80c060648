/// A type that emits notifications to observers when its properties change.
///
/// Conform by applying the ``Observable()`` macro to a class, or by hand with
/// an ``ObservationRegistrar``. The protocol has no requirements; it marks
/// types whose properties can be tracked with
/// ``withObservationTracking(_:onChange:)`` and ``Observations``.
public protocol Observable {}
