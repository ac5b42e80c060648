// The few things Observatory needs that Swift cannot express: thread-local
// storage, loads the optimizer knows release nothing, and sanitizer annotations.
#include "ThreadLocal.h"
#include "FastPathLoads.h"
#include "SanitizerAnnotations.h"
