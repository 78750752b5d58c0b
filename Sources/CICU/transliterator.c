#include "CICU.h"
#include "utf16.h"
#include <string.h>
#include <unicode/utrans.h>

#define UTRANS(t) ((UTransliterator *)(t))

cicu_transliterator *cicu_transliterator_open(const char *id, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UChar stack[CICU_STACK_UNITS];
  int32_t units = 0;
  UChar *uid = cicu_utf16_from_utf8(id, (int32_t)strlen(id), stack, &units, &ec);
  if (U_FAILURE(ec)) { *status = ec; return NULL; }
  UParseError pe;
  UTransliterator *t = utrans_openU(uid, units, UTRANS_FORWARD, NULL, 0, &pe, &ec);
  cicu_utf16_free(uid, stack);
  *status = U_FAILURE(ec) ? ec : U_ZERO_ERROR;
  return U_FAILURE(ec) ? NULL : (cicu_transliterator *)t;
}

void cicu_transliterator_close(cicu_transliterator *transliterator) {
  utrans_close(UTRANS(transliterator));
}

int32_t cicu_transliterate_utf8(const cicu_transliterator *transliterator, const char *text,
                                int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UChar stack[CICU_STACK_UNITS];
  int32_t units = 0;
  UChar *src = cicu_utf16_from_utf8(text, length, stack, &units, &ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  // Transliteration works in place; give it room to grow.
  int32_t cap = units * 4 + 16;
  UChar *buf = (UChar *)malloc(sizeof(UChar) * (size_t)cap);
  if (buf == NULL) { cicu_utf16_free(src, stack); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
  for (;;) {
    memcpy(buf, src, sizeof(UChar) * (size_t)units);
    int32_t text_length = units, limit = units;
    ec = U_ZERO_ERROR;
    utrans_transUChars((const UTransliterator *)transliterator, buf, &text_length, cap, 0,
                       &limit, &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR) {
      free(buf);
      cap = text_length + 16;
      buf = (UChar *)malloc(sizeof(UChar) * (size_t)cap);
      if (buf == NULL) { cicu_utf16_free(src, stack); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
      continue;
    }
    cicu_utf16_free(src, stack);
    if (U_FAILURE(ec)) { free(buf); *status = ec; return 0; }
    int32_t needed = cicu_utf8_from_utf16(buf, text_length, out, capacity, &ec);
    free(buf);
    *status = ec;
    return needed;
  }
}
