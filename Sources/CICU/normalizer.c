#include "CICU.h"
#include "utf16.h"
#include <unicode/unorm2.h>

static const UNormalizer2 *instance(int32_t form, UErrorCode *status) {
  switch (form) {
    case CICU_NFC: return unorm2_getNFCInstance(status);
    case CICU_NFD: return unorm2_getNFDInstance(status);
    case CICU_NFKC: return unorm2_getNFKCInstance(status);
    case CICU_NFKD: return unorm2_getNFKDInstance(status);
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
  }
}

int32_t cicu_normalize_utf8(int32_t form, const char *text, int32_t length, char *out,
                            int32_t capacity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  UChar stack[CICU_STACK_UNITS];
  int32_t src_length = 0;
  UChar *src = cicu_utf16_from_utf8(text, length, stack, &src_length, &ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  // NFKC/NFD can grow text; ask for the size first when the guess is too small.
  int32_t guess = src_length * 3 + 16;
  UChar *dst = (UChar *)malloc(sizeof(UChar) * (size_t)guess);
  if (dst == NULL) { cicu_utf16_free(src, stack); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
  int32_t dst_length = unorm2_normalize(n, src, src_length, dst, guess, &ec);
  if (ec == U_BUFFER_OVERFLOW_ERROR) {
    free(dst);
    ec = U_ZERO_ERROR;
    dst = (UChar *)malloc(sizeof(UChar) * (size_t)(dst_length + 1));
    if (dst == NULL) { cicu_utf16_free(src, stack); *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    dst_length = unorm2_normalize(n, src, src_length, dst, dst_length + 1, &ec);
  }
  cicu_utf16_free(src, stack);
  if (U_FAILURE(ec)) { free(dst); *status = ec; return 0; }
  int32_t needed = cicu_utf8_from_utf16(dst, dst_length, out, capacity, &ec);
  free(dst);
  *status = ec;
  return needed;
}

int32_t cicu_is_normalized_utf8(int32_t form, const char *text, int32_t length,
                                int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  UChar stack[CICU_STACK_UNITS];
  int32_t src_length = 0;
  UChar *src = cicu_utf16_from_utf8(text, length, stack, &src_length, &ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  UBool yes = unorm2_isNormalized(n, src, src_length, &ec);
  cicu_utf16_free(src, stack);
  *status = ec;
  return yes ? 1 : 0;
}
