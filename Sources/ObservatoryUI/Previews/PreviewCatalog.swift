import ObservatoryCSupport

/// The previews compiled into the running program: every `#Preview` and
/// ``PreviewProvider`` in the executable and the libraries it loaded.
///
/// Found on demand from the compiler's protocol conformance records, so a
/// program that never asks runs none of its previews' code.
///
/// ```swift
/// for preview in PreviewCatalog.previews() { print(preview.title) }
/// ```
public enum PreviewCatalog {
    /// The previews, ordered by module; in each module the `#Preview`s by
    /// file and line, then the ``PreviewProvider``s by name.
    @MainActor
    public static func previews() -> [PreviewEntry] {
        var entries: [PreviewEntry] = []
        for type in conformingTypes(to: "_PreviewRegistration") {
            if let registration = type as? any _PreviewRegistration.Type {
                entries.append(PreviewEntry(registration.preview))
            }
        }
        for type in conformingTypes(to: "PreviewProvider") {
            if let provider = type as? any PreviewProvider.Type {
                entries.append(entry(for: provider))
            }
        }
        // By module; in each, the `#Preview`s in file order, then the providers.
        return entries.sorted {
            ($0.module, $0.isProvider ? 1 : 0, $0.fileID, $0.line, $0.id)
                < ($1.module, $1.isProvider ? 1 : 0, $1.fileID, $1.line, $1.id)
        }
    }

    private static func entry<Provider: PreviewProvider>(for provider: Provider.Type) -> PreviewEntry {
        PreviewEntry(provider: provider)
    }

    /// The types that conform to ObservatoryUI's protocol `name`.
    private static func conformingTypes(to name: String) -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        withExtendedLifetime(found) {
            _ = observatory_enumerate_conformances("ObservatoryUI", name, { metadata, context in
                let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
                found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
    }
}
