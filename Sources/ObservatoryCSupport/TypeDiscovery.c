#include "TypeDiscovery.h"

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#if defined(__ELF__) || defined(_WIN32)

// The runtime's list of an image's metadata sections (swift/shims/MetadataSections.h).
// Only the fields up to the conformance records are read; later versions
// append fields, so the prefix stays valid.
typedef struct {
    uintptr_t start;
    size_t length;
} SectionRange;

typedef struct {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    SectionRange protocols;
    SectionRange protocolConformances;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(
    bool (*body)(const MetadataSections *sections, void *context), void *context);

// A metadata accessor returns (metadata, state) in the Swift calling convention.
typedef struct {
    const void *metadata;
    intptr_t state;
} MetadataResponse;
typedef MetadataResponse (*MetadataAccessor)(intptr_t request) __attribute__((swiftcall));

// Context descriptor kinds and flags (swift/ABI/MetadataValues.h).
enum { KindModule = 0, KindProtocol = 3, KindClass = 16, KindStruct = 17, KindEnum = 18 };
static const uint32_t KindMask = 0x1F;
static const uint32_t IsGenericFlag = 0x80;

/// The target of a 32-bit relative pointer stored at `field`; NULL for 0.
static const void *relative(const int32_t *field) {
    int32_t offset = *field;
    return offset == 0 ? NULL : (const char *)field + offset;
}

/// The target of a relative pointer whose low bit says "indirect": the
/// address then holds a pointer to the target (another image's descriptor).
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *address = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)address : address;
}

// A context descriptor starts with flags, the parent, and (for modules,
// protocols and types) the name.
typedef struct {
    uint32_t flags;
    int32_t parent;
    int32_t name;
} ContextDescriptor;

// A type's descriptor continues with its metadata accessor.
typedef struct {
    ContextDescriptor context;
    int32_t accessFunction;
} TypeContextDescriptor;

// A protocol conformance descriptor (swift/ABI/Metadata.h).
typedef struct {
    int32_t protocol;
    int32_t typeReference;
    int32_t witnessTablePattern;
    uint32_t flags;
} ConformanceDescriptor;

static bool is_protocol_named(const ContextDescriptor *protocol, const char *module, const char *name) {
    if (!protocol || (protocol->flags & KindMask) != KindProtocol) return false;
    const char *protocolName = relative(&protocol->name);
    if (!protocolName || strcmp(protocolName, name) != 0) return false;
    const ContextDescriptor *parent = relative_indirectable(&protocol->parent);
    if (!parent || (parent->flags & KindMask) != KindModule) return false;
    const char *moduleName = relative(&parent->name);
    return moduleName && strcmp(moduleName, module) == 0;
}

/// The descriptor of the conforming type, or NULL for a kind not handled
/// (an Objective-C class name).
static const TypeContextDescriptor *conforming_type(const ConformanceDescriptor *conformance) {
    uint32_t kind = (conformance->flags >> 3) & 0x7;
    const char *address = (const char *)&conformance->typeReference + conformance->typeReference;
    switch (kind) {
    case 0: return (const TypeContextDescriptor *)address;                         // direct
    case 1: return *(const TypeContextDescriptor *const *)address;                 // indirect
    default: return NULL;
    }
}

typedef struct {
    const char *module;
    const char *protocol;
    observatory_conformance_callback callback;
    void *context;
    int count;
} Search;

static bool search_image(const MetadataSections *sections, void *context) {
    Search *search = context;
    const int32_t *records = (const int32_t *)sections->protocolConformances.start;
    size_t count = sections->protocolConformances.length / sizeof(int32_t);
    for (size_t index = 0; index < count; index++) {
        const ConformanceDescriptor *conformance = relative(&records[index]);
        if (!conformance) continue;
        if (!is_protocol_named(relative_indirectable(&conformance->protocol), search->module, search->protocol)) continue;
        const TypeContextDescriptor *type = conforming_type(conformance);
        if (!type) continue;
        uint32_t kind = type->context.flags & KindMask;
        if (kind != KindStruct && kind != KindEnum && kind != KindClass) continue;
        if (type->context.flags & IsGenericFlag) continue;
        MetadataAccessor accessor = (MetadataAccessor)relative(&type->accessFunction);
        if (!accessor) continue;
        MetadataResponse response = accessor(0);  // 0: complete metadata, blocking
        if (!response.metadata) continue;
        search->callback(response.metadata, search->context);
        search->count++;
    }
    return true;  // go on to the next image
}

int observatory_enumerate_conformances(
    const char *module_name, const char *protocol_name,
    observatory_conformance_callback callback, void *context) {
    Search search = { module_name, protocol_name, callback, context, 0 };
    swift_enumerateAllMetadataSections(search_image, &search);
    return search.count;
}

#else

int observatory_enumerate_conformances(
    const char *module_name, const char *protocol_name,
    observatory_conformance_callback callback, void *context) {
    (void)module_name; (void)protocol_name; (void)callback; (void)context;
    return -1;
}

#endif
