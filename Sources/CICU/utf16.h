// Internal: UTF-8 <-> UTF-16 conversion shared by the bridge's files (normalizer.c,
// transliterator.c, collator.c), so each entry point is only its ICU call.
#ifndef CICU_UTF16_H
#define CICU_UTF16_H

#include "CICU.h"
#include "icu_library.h"
#include <stdint.h>
#include <stdlib.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

#define CICU_STACK_UNITS 256

/// UTF-8 text converted to UTF-16: in `stack` when it fits, else in a malloc'ed buffer.
/// Not to be copied (`units` may point into `stack`).
typedef struct {
  UChar *units;
  int32_t length;
  UChar stack[CICU_STACK_UNITS];
} cicu_utf16_text;

/// Converts `length` bytes of UTF-8 `text` (ill-formed sequences become U+FFFD) into `t`.
/// Returns 1, or 0 with `*status` set, and then there is nothing to close. A negative
/// `length` is an error: ICU would read up to a NUL instead.
static inline int cicu_utf16_text_open(cicu_utf16_text *t, const char *text, int32_t length,
                                       UErrorCode *status) {
  t->units = NULL;
  t->length = 0;
  if (length < 0) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
  int32_t needed = 0;
  UErrorCode ec = U_ZERO_ERROR;
  cicu_icu.u_strFromUTF8WithSub(t->stack, CICU_STACK_UNITS, &needed, text, length, 0xFFFD, NULL, &ec);
  if (ec != U_BUFFER_OVERFLOW_ERROR) {
    if (U_FAILURE(ec)) { *status = ec; return 0; }
    t->units = t->stack;
    t->length = needed;
    return 1;
  }
  // UTF-16 never has more units than UTF-8 has bytes, so `needed` <= `length` <= INT32_MAX.
  UChar *heap = (UChar *)malloc(sizeof(UChar) * ((size_t)needed + 1));
  if (heap == NULL) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
  ec = U_ZERO_ERROR;
  cicu_icu.u_strFromUTF8WithSub(heap, cicu_grown_capacity(needed, 1, 1), &t->length, text, length, 0xFFFD,
                       NULL, &ec);
  if (U_FAILURE(ec)) { free(heap); *status = ec; return 0; }
  t->units = heap;
  return 1;
}

/// Frees what `cicu_utf16_text_open` allocated.
static inline void cicu_utf16_text_close(cicu_utf16_text *t) {
  if (t->units != NULL && t->units != t->stack) free(t->units);
  t->units = NULL;
}

/// Whether the UTF-8 form of `length` UTF-16 units is longer than INT32_MAX bytes (1 byte
/// below U+0080, 2 below U+0800, 4 per surrogate pair, else 3).
static inline int cicu_utf8_length_exceeds_int32(const UChar *units, int32_t length) {
  if (length <= INT32_MAX / 3) return 0;
  int64_t bytes = 0;
  for (int32_t i = 0; i < length; i++) {
    UChar u = units[i];
    bytes += u < 0x80 ? 1 : u < 0x800 ? 2 : (u >= 0xD800 && u <= 0xDFFF) ? 2 : 3;
  }
  return bytes > INT32_MAX;
}

/// Writes the UTF-16 result `units` (malloc'ed; freed here) as UTF-8 into `out`, sets
/// `*status` and returns the UTF-8 length needed: when it exceeds `capacity`, the caller
/// calls again with a buffer of that size (buffer overflow is not an error here).
static inline int32_t cicu_utf16_result_to_utf8(UChar *units, int32_t length, char *out,
                                                int32_t capacity, int32_t *status) {
  // ICU counts the UTF-8 length in int32_t. Up to 3 bytes per unit, so only a result of
  // over INT32_MAX / 3 units can overflow it: measure that one first, and refuse it when its
  // UTF-8 would not fit (ICU would otherwise wrap around and write out of bounds).
  if (cicu_utf8_length_exceeds_int32(units, length)) {
    free(units);
    *status = U_INPUT_TOO_LONG_ERROR;
    return 0;
  }
  UErrorCode ec = U_ZERO_ERROR;
  int32_t needed = 0;
  cicu_icu.u_strToUTF8WithSub(out, capacity, &needed, units, length, 0xFFFD, NULL, &ec);
  free(units);
  if (ec == U_BUFFER_OVERFLOW_ERROR || ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR;
  *status = ec;
  return U_FAILURE(ec) ? 0 : needed;
}

#endif
