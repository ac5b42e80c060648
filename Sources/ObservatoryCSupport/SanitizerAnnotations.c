#include "SanitizerAnnotations.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define OBSERVATORY_TSAN 1
void __tsan_acquire(void *addr);
void __tsan_release(void *addr);
#endif
#endif

void observatory_sanitizer_acquire(const void *address) {
#ifdef OBSERVATORY_TSAN
    __tsan_acquire((void *)address);
#else
    (void)address;
#endif
}

void observatory_sanitizer_release(const void *address) {
#ifdef OBSERVATORY_TSAN
    __tsan_release((void *)address);
#else
    (void)address;
#endif
}
