#include "CICU.h"
#include "utf16.h"
#include <unicode/unorm2.h>

static const UNormalizer2 *instance(int32_t form, UErrorCode *status) {
  switch (form) {
    case CICU_NFC: return cicu_icu.unorm2_getNFCInstance(status);
    case CICU_NFD: return cicu_icu.unorm2_getNFDInstance(status);
    case CICU_NFKC: return cicu_icu.unorm2_getNFKCInstance(status);
    case CICU_NFKD: return cicu_icu.unorm2_getNFKDInstance(status);
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
  }
}

int32_t cicu_normalize_utf8(int32_t form, const char *text, int32_t length, char *out,
                            int32_t capacity, int32_t *status) {
  if (!cicu_icu_open(status)) return 0;
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  cicu_utf16_text src;
  if (U_FAILURE(ec) || !cicu_utf16_text_open(&src, text, length, &ec)) { *status = ec; return 0; }
  // NFKC/NFD can grow text; ask for the size first when the guess is too small. Both sizes
  // saturate at INT32_MAX, ICU's limit, where ICU then reports the failure.
  int32_t guess = cicu_grown_capacity(src.length, 3, 16);
  UChar *dst = (UChar *)malloc(sizeof(UChar) * (size_t)guess);
  if (dst == NULL) { cicu_utf16_text_close(&src); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
  int32_t dst_length = cicu_icu.unorm2_normalize(n, src.units, src.length, dst, guess, &ec);
  if (ec == U_BUFFER_OVERFLOW_ERROR && dst_length > guess) {
    free(dst);
    ec = U_ZERO_ERROR;
    int32_t room = cicu_grown_capacity(dst_length, 1, 1);
    dst = (UChar *)malloc(sizeof(UChar) * (size_t)room);
    if (dst == NULL) { cicu_utf16_text_close(&src); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    dst_length = cicu_icu.unorm2_normalize(n, src.units, src.length, dst, room, &ec);
  }
  cicu_utf16_text_close(&src);
  if (U_FAILURE(ec)) { free(dst); *status = ec; return 0; }
  return cicu_utf16_result_to_utf8(dst, dst_length, out, capacity, status);
}

int32_t cicu_is_normalized_utf8(int32_t form, const char *text, int32_t length,
                                int32_t *status) {
  if (!cicu_icu_open(status)) return 0;
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  cicu_utf16_text src;
  if (U_FAILURE(ec) || !cicu_utf16_text_open(&src, text, length, &ec)) { *status = ec; return 0; }
  UBool yes = cicu_icu.unorm2_isNormalized(n, src.units, src.length, &ec);
  cicu_utf16_text_close(&src);
  *status = ec;
  return yes ? 1 : 0;
}
