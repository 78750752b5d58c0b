#include "CBenchmarkBaselines.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

static const uint8_t *g_arena;
static const size_t *g_offsets;

static int compare_keys(const void *a, const void *b) {
  int32_t i = *(const int32_t *)a, j = *(const int32_t *)b;
  int r = strcmp((const char *)g_arena + g_offsets[i], (const char *)g_arena + g_offsets[j]);
  return r != 0 ? r : (i > j) - (i < j);
}

int32_t baseline_sort_by_icu_sort_keys(const char *const *strings, const int32_t *lengths,
                                       int32_t count, int32_t *order) {
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *coll = ucol_open("ko", &ec);
  if (U_FAILURE(ec)) return ec;
  size_t capacity = (size_t)count * 32 + 1024, used = 0;
  uint8_t *arena = malloc(capacity);
  size_t *offsets = malloc(sizeof(size_t) * (size_t)(count > 0 ? count : 1));
  UChar stack[512];
  for (int32_t i = 0; i < count; i++) {
    int32_t n = 0;
    UChar *units = stack;
    ec = U_ZERO_ERROR;
    u_strFromUTF8(units, 512, &n, strings[i], lengths[i], &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR) {   // a long string: convert into a heap buffer
      units = malloc(sizeof(UChar) * (size_t)n);
      ec = U_ZERO_ERROR;
      u_strFromUTF8(units, n, &n, strings[i], lengths[i], &ec);
    }
    if (U_FAILURE(ec)) n = 0;
    for (;;) {
      int32_t need = ucol_getSortKey(coll, units, n, arena + used, (int32_t)(capacity - used));
      if ((size_t)need <= capacity - used) { offsets[i] = used; used += (size_t)need; break; }
      capacity = capacity * 2 + (size_t)need;
      arena = realloc(arena, capacity);
    }
    if (units != stack) free(units);
    order[i] = i;
  }
  g_arena = arena;
  g_offsets = offsets;
  qsort(order, (size_t)count, sizeof(int32_t), compare_keys);
  free(arena);
  free(offsets);
  ucol_close(coll);
  return 0;
}
