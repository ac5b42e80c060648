// The few things Observatory needs that Swift cannot express: thread-local
// storage, loads the optimizer knows release nothing, sanitizer annotations,
// and finding the types that conform to a protocol (previews).
#include "ThreadLocal.h"
#include "FastPathLoads.h"
#include "SanitizerAnnotations.h"
#include "TypeDiscovery.h"
