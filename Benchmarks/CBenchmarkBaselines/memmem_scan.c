#define _GNU_SOURCE
#include "CBenchmarkBaselines.h"
#include <string.h>

static int32_t line_of(const int64_t *starts, int32_t count, int64_t offset) {
  int32_t lo = 0, hi = count - 1;  // last k with starts[k] <= offset
  while (lo < hi) {
    int32_t mid = lo + (hi - lo + 1) / 2;
    if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
  }
  return lo;
}

int32_t baseline_memmem_scan(const char *haystack, size_t length, const int64_t *line_starts,
                             int32_t line_count, const char *needle, size_t needle_length,
                             int32_t *lines, int32_t capacity) {
  int32_t found = 0;
  const char *p = haystack, *end = haystack + length;
  while (p < end) {
    const char *m = memmem(p, (size_t)(end - p), needle, needle_length);
    if (m == NULL) break;
    const char *eol = memchr(m, '\n', (size_t)(end - m));
    if (eol == NULL) eol = end;
    if (found < capacity) lines[found] = line_of(line_starts, line_count, m - haystack);
    found++;
    p = eol + 1;
  }
  return found;
}

int32_t baseline_memmem_scan_verified(const char *haystack, const char *original, size_t length,
                                      const int64_t *line_starts, int32_t line_count,
                                      const char *needle, const char *query,
                                      const uint8_t *verify, size_t needle_length,
                                      int32_t *lines, int32_t capacity) {
  int32_t found = 0;
  const char *p = haystack, *end = haystack + length;
  while (p < end) {
    const char *m = memmem(p, (size_t)(end - p), needle, needle_length);
    if (m == NULL) break;
    const char *o = original + (m - haystack);
    size_t i = 0;
    while (i < needle_length && (!verify[i] || o[i] == query[i])) i++;
    if (i < needle_length) { p = m + 1; continue; }   // a choseong match, not a text match
    const char *eol = memchr(m, '\n', (size_t)(end - m));
    if (eol == NULL) eol = end;
    if (found < capacity) lines[found] = line_of(line_starts, line_count, m - haystack);
    found++;
    p = eol + 1;
  }
  return found;
}
