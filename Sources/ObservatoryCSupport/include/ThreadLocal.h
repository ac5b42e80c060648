#ifndef OBSERVATORY_THREAD_LOCAL_H
#define OBSERVATORY_THREAD_LOCAL_H

// The one piece of per-thread state that Observatory needs: the access frame
// that is currently recording property reads on this thread (NULL when no
// tracking scope is open), and a small cache of spare frames for reuse.
//
// The variables use the initial-exec TLS model, so in client code the read
// path compiles to one `mov %fs:offset` and a test. Swift cannot declare
// thread-locals itself, which is why this lives in C.

#if defined(__GNUC__) || defined(__clang__)
#define OBSERVATORY_TLS __thread __attribute__((tls_model("initial-exec")))
#else
#define OBSERVATORY_TLS _Thread_local
#endif

extern OBSERVATORY_TLS void *_Nullable observatory_tls_current_frame;
extern OBSERVATORY_TLS void *_Nullable observatory_tls_spare_frame;

/// The frame recording reads on this thread, or NULL.
///
/// `pure`: the call reads memory and changes nothing. Without it, Swift's
/// optimizer sees an opaque call in every getter and retains an object read
/// from an array (or any memory) across it; with it, an untracked read of a
/// property costs the TLS load, a test and the read itself.
__attribute__((pure)) static inline void *_Nullable observatory_current_frame(void) {
    return observatory_tls_current_frame;
}

static inline void observatory_set_current_frame(void *_Nullable frame) {
    observatory_tls_current_frame = frame;
}

/// A retired frame kept for the next scope on this thread, or NULL.
static inline void *_Nullable observatory_spare_frame(void) {
    return observatory_tls_spare_frame;
}

static inline void observatory_set_spare_frame(void *_Nullable frame) {
    observatory_tls_spare_frame = frame;
}

#endif
