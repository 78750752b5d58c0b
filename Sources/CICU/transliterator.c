#include "CICU.h"
#include "utf16.h"
#include <string.h>
#include <unicode/utrans.h>

#define UTRANS(t) ((UTransliterator *)(t))

/// How many times the transliteration is run with a bigger buffer before giving up.
#define CICU_TRANSLITERATE_ATTEMPTS 3

cicu_transliterator *cicu_transliterator_open(const char *id, int32_t *status) {
  if (!cicu_icu_open(status)) return NULL;
  UErrorCode ec = U_ZERO_ERROR;
  cicu_utf16_text uid;
  if (!cicu_utf16_text_open(&uid, id, (int32_t)strlen(id), &ec)) { *status = ec; return NULL; }
  UParseError pe;
  UTransliterator *t = cicu_icu.utrans_openU(uid.units, uid.length, UTRANS_FORWARD, NULL, 0, &pe, &ec);
  cicu_utf16_text_close(&uid);
  *status = U_FAILURE(ec) ? ec : U_ZERO_ERROR;
  return U_FAILURE(ec) ? NULL : (cicu_transliterator *)t;
}

void cicu_transliterator_close(cicu_transliterator *transliterator) {
  cicu_icu.utrans_close(UTRANS(transliterator));
}

int32_t cicu_transliterate_utf8(const cicu_transliterator *transliterator, const char *text,
                                int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  cicu_utf16_text src;
  if (!cicu_utf16_text_open(&src, text, length, &ec)) { *status = ec; return 0; }
  // Transliteration works in place; give it room to grow (saturating at INT32_MAX).
  int32_t cap = cicu_grown_capacity(src.length, 4, 16);
  for (int attempt = 1;; attempt++) {
    UChar *buf = (UChar *)malloc(sizeof(UChar) * (size_t)cap);
    if (buf == NULL) { cicu_utf16_text_close(&src); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    memcpy(buf, src.units, sizeof(UChar) * (size_t)src.length);
    int32_t text_length = src.length, limit = src.length;
    ec = U_ZERO_ERROR;
    cicu_icu.utrans_transUChars((const UTransliterator *)transliterator, buf, &text_length, cap, 0,
                       &limit, &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR) {
      free(buf);
      // ICU reports the length it needs in text_length. Retry only when that promises a
      // bigger buffer, a bounded number of times: never loop on a length ICU did not give.
      if (attempt >= CICU_TRANSLITERATE_ATTEMPTS || text_length <= cap || cap == INT32_MAX) {
        cicu_utf16_text_close(&src);
        *status = U_BUFFER_OVERFLOW_ERROR;
        return 0;
      }
      cap = cicu_grown_capacity(text_length, 1, 16);
      continue;
    }
    cicu_utf16_text_close(&src);
    if (U_FAILURE(ec)) { free(buf); *status = ec; return 0; }
    return cicu_utf16_result_to_utf8(buf, text_length, out, capacity, status);
  }
}
