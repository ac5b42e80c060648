import BenchmarkSupport

/// The cases, run against the toolchain's Observation.
public enum ToolchainSubject: ObservationSubject {}

/// The name the shared case files use for this module's subject.
typealias Subject = ToolchainSubject
