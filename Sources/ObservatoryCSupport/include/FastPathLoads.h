#ifndef OBSERVATORY_FAST_PATH_LOADS_H
#define OBSERVATORY_FAST_PATH_LOADS_H

#include <stdint.h>

// The atomic loads of a write's fast path ("is this property observed?").
//
// Swift's optimizer treats its own atomic loads (`Atomic.load`) as barriers
// for reference counting: an object reached through an array, whose setter
// loads an atomic, is retained before the load and released after the store,
// on every write, observed or not. Loaded through these C functions instead,
// the loads are the same instructions (a plain `mov` on x86-64 and a `ldar`
// or `ldr` on arm64), and `pure` tells Swift that the call releases nothing,
// so the retain moves into the slow path, which needs it.
//
// `pure` also lets the optimizer merge two loads of the same word with no
// write in between, which is harmless for a flag that is re-read on every
// write; after inlining they are ordinary C11 atomic loads.

/// The word at `address`, loaded with acquire ordering.
__attribute__((pure)) static inline uintptr_t observatory_load_acquire_word(const void *_Nonnull address) {
    return __atomic_load_n((const uintptr_t *)address, __ATOMIC_ACQUIRE);
}

/// The 64-bit value at `address`, loaded with relaxed ordering.
__attribute__((pure)) static inline uint64_t observatory_load_relaxed_u64(const void *_Nonnull address) {
    return __atomic_load_n((const uint64_t *)address, __ATOMIC_RELAXED);
}

#endif
