// Internal: UTF-8 <-> UTF-16 conversion helpers shared by the bridge's files.
#ifndef CICU_UTF16_H
#define CICU_UTF16_H

#include <stdint.h>
#include <stdlib.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>

#define CICU_STACK_UNITS 256

/// Converts UTF-8 to UTF-16, into `stack` when it fits, else into a malloc'ed buffer.
/// Returns the buffer (free it with cicu_utf16_free), or NULL on error.
static inline UChar *cicu_utf16_from_utf8(const char *text, int32_t length, UChar *stack,
                                          int32_t *out_length, UErrorCode *status) {
  int32_t needed = 0;
  UErrorCode ec = U_ZERO_ERROR;
  u_strFromUTF8WithSub(stack, CICU_STACK_UNITS, &needed, text, length, 0xFFFD, NULL, &ec);
  if (ec != U_BUFFER_OVERFLOW_ERROR) {
    if (U_FAILURE(ec)) { *status = ec; return NULL; }
    *out_length = needed;
    return stack;
  }
  UChar *heap = (UChar *)malloc(sizeof(UChar) * (size_t)(needed + 1));
  if (heap == NULL) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  ec = U_ZERO_ERROR;
  u_strFromUTF8WithSub(heap, needed + 1, out_length, text, length, 0xFFFD, NULL, &ec);
  if (U_FAILURE(ec)) { free(heap); *status = ec; return NULL; }
  return heap;
}

static inline void cicu_utf16_free(UChar *buffer, UChar *stack) {
  if (buffer != NULL && buffer != stack) free(buffer);
}

/// Converts UTF-16 to UTF-8 into `out`; returns the needed length. Buffer overflow is
/// not an error here: the caller compares the result with its capacity.
static inline int32_t cicu_utf8_from_utf16(const UChar *text, int32_t length, char *out,
                                           int32_t capacity, UErrorCode *status) {
  int32_t needed = 0;
  u_strToUTF8WithSub(out, capacity, &needed, text, length, 0xFFFD, NULL, status);
  if (*status == U_BUFFER_OVERFLOW_ERROR || *status == U_STRING_NOT_TERMINATED_WARNING)
    *status = U_ZERO_ERROR;
  return needed;
}

#endif
