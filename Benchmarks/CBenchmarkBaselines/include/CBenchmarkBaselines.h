// C baselines that the benchmarks run in the same process as the Swift code they judge.
#ifndef CBENCHMARK_BASELINES_H
#define CBENCHMARK_BASELINES_H
#include <stdint.h>
#include <stddef.h>

/// Choseong by syllable arithmetic over UTF-8: each modern syllable (U+AC00–U+D7A3)
/// becomes its compatibility initial consonant (3 bytes); every other byte is copied.
/// `out` must hold `length` bytes. Returns the output length.
size_t baseline_choseong_utf8(const uint8_t *text, size_t length, uint8_t *out);


#ifndef CBENCHMARK_BASELINES_SORT_H
#define CBENCHMARK_BASELINES_SORT_H
/// Sorts `count` UTF-8 strings (pointers and byte lengths) with ICU's `ko` collator the
/// fast C way: one sort key per string (ucol_getSortKey) in one arena, then qsort of the
/// indexes by memcmp of the keys (ties by index, so stable). Writes the sorted order of
/// indexes into `order`. Returns 0, or an ICU error code.
int32_t baseline_sort_by_icu_sort_keys(const char *const *strings, const int32_t *lengths,
                                       int32_t count, int32_t *order);

/// The lines of `haystack` (lines separated by '\n', line k starting at byte
/// `line_starts[k]`) that contain `needle`: memmem from one match to the next line, the
/// line number found by binary search in `line_starts`. Returns the number of matching
/// lines and writes up to `capacity` of their line numbers into `lines`.
int32_t baseline_memmem_scan(const char *haystack, size_t length, const int64_t *line_starts,
                             int32_t line_count, const char *needle, size_t needle_length,
                             int32_t *lines, int32_t capacity);
#endif
/// Bytes currently allocated through malloc (glibc mallinfo2: in-use arena and mmap blocks).
size_t baseline_allocated_bytes(void);

#endif /* CBENCHMARK_BASELINES_H */
