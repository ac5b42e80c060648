#ifndef OBSERVATORY_SANITIZER_ANNOTATIONS_H
#define OBSERVATORY_SANITIZER_ANNOTATIONS_H

// Happens-before edges for ThreadSanitizer.
//
// Swift's `Synchronization.Mutex` locks with futexes inside a library that is
// not instrumented, so ThreadSanitizer cannot see it synchronize and reports
// false races on everything it protects. `SanitizedMutex` calls these after
// locking and before unlocking. They are defined in a .c file because only
// clang, not Swift's importer, knows whether the build is sanitized; in a
// normal build they do nothing.

/// Tells ThreadSanitizer that the lock at `address` was acquired.
void observatory_sanitizer_acquire(const void *_Nonnull address);

/// Tells ThreadSanitizer that the lock at `address` is about to be released.
void observatory_sanitizer_release(const void *_Nonnull address);

#endif
