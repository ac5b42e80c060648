#ifndef OBSERVATORY_TYPE_DISCOVERY_H
#define OBSERVATORY_TYPE_DISCOVERY_H

// Finding the types that conform to a protocol, at run time, in every image
// the Swift runtime has loaded: how `--previews` lists the `#Preview`s and
// `PreviewProvider`s of an executable without a registry that would run
// code at start-up.
//
// The walk reads the protocol conformance records the compiler emits
// (section `swift5_protocol_conformances`), which the runtime lists through
// `swift_enumerateAllMetadataSections` on ELF and COFF platforms. Only
// non-generic structs, enums and classes are reported: their metadata
// accessor takes no arguments. Nothing runs until a conformance matches.

#include <stdint.h>

/// Called with the type metadata (a Swift `Any.Type`) of each conforming type.
typedef void (*observatory_conformance_callback)(const void *_Nonnull metadata, void *_Nullable context);

/// Reports every non-generic type that conforms to the protocol named
/// `protocol_name` declared at the top level of module `module_name`.
/// Returns the number of types reported; -1 where the platform keeps no
/// section list (Apple's platforms, where this is not needed).
int observatory_enumerate_conformances(
    const char *_Nonnull module_name, const char *_Nonnull protocol_name,
    observatory_conformance_callback _Nonnull callback, void *_Nullable context);

#endif
