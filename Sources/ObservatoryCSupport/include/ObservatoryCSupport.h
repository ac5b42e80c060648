// The few things Observatory needs that Swift cannot express: thread-local
// storage and sanitizer annotations.
#include "ThreadLocal.h"
#include "SanitizerAnnotations.h"
