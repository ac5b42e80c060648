import Foundation

#if !canImport(Darwin)
extension NSItemProvider {
    /// A provider of each representation `item` exports.
    convenience init<T: Transferable>(transferable item: T) {
        self.init()
        register(item)
    }

    /// Registers each representation of `transferable`'s value that
    /// exports, made when a drop asks for it.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        for conversion in T.transferConversions {
            guard let exporting = conversion.exporting else { continue }
            registerDataRepresentation(forTypeIdentifier: conversion.contentType.identifier, visibility: .all) { done in
                Task {
                    do { done(try await exporting(transferable()), nil) } catch { done(nil, error) }
                }
                return nil
            }
        }
    }

    /// Registers each representation of `item` that exports.
    func register<T: Transferable>(_ item: T) {
        let value = UncheckedTransferable(item)
        register { value.item }
    }

    /// Loads a value of `type` from the first representation it imports,
    /// and passes it to `completionHandler` (on a background queue).
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        for conversion in T.transferConversions {
            guard let importing = conversion.importing,
                let representation = representation(conformingTo: conversion.contentType.identifier)
            else { continue }
            return loadDataRepresentation(forTypeIdentifier: representation.typeIdentifier) { data, error in
                guard let data else { return completionHandler(.failure(error ?? TransferError.noRepresentation("\(T.self)"))) }
                Task {
                    do { completionHandler(.success(UncheckedTransferable(try await importing(data)).item)) } catch {
                        completionHandler(.failure(error))
                    }
                }
            }
        }
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async { completionHandler(.failure(TransferError.noRepresentation("\(T.self)"))) }
        return progress
    }

    /// Whether a representation of `type` can be read from it.
    func canLoadTransferable<T: Transferable>(_ type: T.Type) -> Bool {
        T.transferConversions.contains { conversion in
            conversion.importing != nil && hasItemConformingToTypeIdentifier(conversion.contentType.identifier)
        }
    }
}

/// A transferable value handed between the main actor and the provider's
/// background loads: the provider only reads it, once per load.
struct UncheckedTransferable<T>: @unchecked Sendable {
    let item: T
    init(_ item: T) { self.item = item }
}
#endif
