// C baselines that the benchmarks run in the same process as the Swift code they judge.
#ifndef CBENCHMARK_BASELINES_H
#define CBENCHMARK_BASELINES_H
#include <stdint.h>
#include <stddef.h>

/// Choseong by syllable arithmetic over UTF-8: each modern syllable (U+AC00–U+D7A3)
/// becomes its compatibility initial consonant (3 bytes); every other byte is copied.
/// `out` must hold `length` bytes. Returns the output length.
size_t baseline_choseong_utf8(const uint8_t *text, size_t length, uint8_t *out);

/// `baseline_choseong_utf8` over `count` strings stored back to back in `text` (string k is
/// bytes `starts[k]..<starts[k + 1]`), the results back to back in `out` (which must hold
/// `starts[count]` bytes), result k at `out_starts[k]..<out_starts[k + 1]`.
void baseline_choseong_batch(const uint8_t *text, const int64_t *starts, int32_t count,
                             uint8_t *out, int64_t *out_starts);


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

/// `baseline_memmem_scan` for a query that mixes syllables and consonants (김ㅁ): `needle`
/// is the query's choseong, searched in the choseong `haystack`; `original` is the text the
/// choseong was computed from, with the same byte layout (the arithmetic keeps every
/// character's length), and each match is kept only if `original` equals `query` at the
/// bytes where `verify[i]` is nonzero (the syllables of the query). A rejected match
/// resumes the search one byte later.
int32_t baseline_memmem_scan_verified(const char *haystack, const char *original, size_t length,
                                      const int64_t *line_starts, int32_t line_count,
                                      const char *needle, const char *query,
                                      const uint8_t *verify, size_t needle_length,
                                      int32_t *lines, int32_t capacity);
#endif
/// Bytes currently allocated through malloc (glibc mallinfo2: in-use arena and mmap blocks).
size_t baseline_allocated_bytes(void);

/// Returns free heap memory to the system (glibc malloc_trim), so that resident-set
/// figures taken next start from what is really in use.
void baseline_release_free_memory(void);

/// Resets the process's peak resident set size (VmHWM) to the current one by writing "5"
/// to /proc/self/clear_refs (Linux 4.0+). Returns 1 on success, 0 if not permitted.
int baseline_reset_peak_rss(void);

/// The resident set size (VmRSS) and its peak since the last reset (VmHWM), in bytes;
/// -1 when /proc/self/status cannot be read.
long baseline_rss_bytes(void);
long baseline_peak_rss_bytes(void);

#endif /* CBENCHMARK_BASELINES_H */
