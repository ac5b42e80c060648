import BenchmarkSupport

/// The cases, run against Observatory.
public enum ObservatorySubject: ObservationSubject {}

/// The name the shared case files use for this module's subject.
typealias Subject = ObservatorySubject
