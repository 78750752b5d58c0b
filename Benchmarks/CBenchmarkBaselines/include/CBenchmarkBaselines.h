// C baselines that the benchmarks run in the same process as the Swift code they judge.
#ifndef CBENCHMARK_BASELINES_H
#define CBENCHMARK_BASELINES_H
#include <stdint.h>
#include <stddef.h>

/// Choseong by syllable arithmetic over UTF-8: each modern syllable (U+AC00–U+D7A3)
/// becomes its compatibility initial consonant (3 bytes); every other byte is copied.
/// `out` must hold `length` bytes. Returns the output length.
size_t baseline_choseong_utf8(const uint8_t *text, size_t length, uint8_t *out);

#endif
