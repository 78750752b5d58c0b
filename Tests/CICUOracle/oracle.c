#include "CICUOracle.h"

#include <stdlib.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

static const UNormalizer2 *instance(int32_t form, UErrorCode *ec) {
  switch (form) {
    case CICU_ORACLE_NFC: return unorm2_getNFCInstance(ec);
    case CICU_ORACLE_NFD: return unorm2_getNFDInstance(ec);
    case CICU_ORACLE_NFKC: return unorm2_getNFKCInstance(ec);
    case CICU_ORACLE_NFKD: return unorm2_getNFKDInstance(ec);
    default: *ec = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
  }
}

// UTF-32 → UTF-16 into a malloc'ed buffer (caller frees); NULL on failure.
static UChar *to16(const uint32_t *text, int32_t length, int32_t *length16) {
  UChar *s = (UChar *)malloc(sizeof(UChar) * (size_t)(2 * length + 1));
  if (!s) return NULL;
  int32_t n = 0;
  for (int32_t i = 0; i < length; i++) {
    UBool err = 0;
    U16_APPEND(s, n, 2 * length + 1, (UChar32)text[i], err);
    if (err) { free(s); return NULL; }
  }
  *length16 = n;
  return s;
}

int32_t cicu_oracle_normalize32(int32_t form, const uint32_t *text, int32_t length,
                                uint32_t *out, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  int32_t len16 = 0;
  UChar *src = to16(text, length, &len16);
  if (U_FAILURE(ec) || !src) { free(src); return -1; }
  int32_t room = len16 * 18 + 16;
  UChar *dst = (UChar *)malloc(sizeof(UChar) * (size_t)room);
  int32_t dlen = unorm2_normalize(n, src, len16, dst, room, &ec);
  free(src);
  if (U_FAILURE(ec)) { free(dst); return -1; }
  int32_t count = 0;
  for (int32_t i = 0; i < dlen;) {
    UChar32 c;
    U16_NEXT(dst, i, dlen, c);
    if (count < capacity) out[count] = (uint32_t)c;
    count++;
  }
  free(dst);
  return count;
}

int32_t cicu_oracle_is_normalized32(int32_t form, const uint32_t *text, int32_t length) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  int32_t len16 = 0;
  UChar *src = to16(text, length, &len16);
  if (U_FAILURE(ec) || !src) { free(src); return -1; }
  UBool yes = unorm2_isNormalized(n, src, len16, &ec);
  free(src);
  return U_FAILURE(ec) ? -1 : (yes ? 1 : 0);
}

int32_t cicu_oracle_normalize_utf8(int32_t form, const char *text, int32_t length,
                                   char *out, int32_t capacity) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = instance(form, &ec);
  if (U_FAILURE(ec)) return -1;
  UChar stack_src[256], stack_dst[768];
  UChar *src = stack_src, *dst = stack_dst;
  int32_t src_room = 256, dst_room = 768;
  if (length > 255) {
    src_room = length + 1;
    src = (UChar *)malloc(sizeof(UChar) * (size_t)src_room);
  }
  int32_t len16 = 0;
  u_strFromUTF8(src, src_room, &len16, text, length, &ec);
  if (U_FAILURE(ec)) { if (src != stack_src) free(src); return -1; }
  if (len16 * 3 + 16 > dst_room) {
    dst_room = len16 * 3 + 16;
    dst = (UChar *)malloc(sizeof(UChar) * (size_t)dst_room);
  }
  int32_t dlen = unorm2_normalize(n, src, len16, dst, dst_room, &ec);
  if (ec == U_BUFFER_OVERFLOW_ERROR) {
    ec = U_ZERO_ERROR;
    if (dst != stack_dst) free(dst);
    dst_room = dlen + 1;
    dst = (UChar *)malloc(sizeof(UChar) * (size_t)dst_room);
    dlen = unorm2_normalize(n, src, len16, dst, dst_room, &ec);
  }
  int32_t len8 = 0;
  if (U_SUCCESS(ec)) {
    u_strToUTF8(out, capacity, &len8, dst, dlen, &ec);
    if (ec == U_BUFFER_OVERFLOW_ERROR || ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR;
  }
  if (src != stack_src) free(src);
  if (dst != stack_dst) free(dst);
  return U_FAILURE(ec) ? -1 : len8;
}

uint8_t cicu_oracle_combining_class(uint32_t c) { return u_getCombiningClass((UChar32)c); }

int32_t cicu_oracle_compose_pair(uint32_t a, uint32_t b) {
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *n = unorm2_getNFCInstance(&ec);
  if (U_FAILURE(ec)) return -1;
  return unorm2_composePair(n, (UChar32)a, (UChar32)b);
}

void cicu_oracle_versions(uint8_t icu[4], uint8_t unicode[4]) {
  u_getVersion(icu);
  u_getUnicodeVersion(unicode);
}

// MARK: - Collation (the readings of Hanja)

#include <unicode/ucol.h>

static UCollator *primary_ko(void) {
  static UCollator *collator = NULL;
  if (collator == NULL) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *opened = ucol_open("ko", &status);
    if (U_FAILURE(status)) return NULL;
    ucol_setStrength(opened, UCOL_PRIMARY);
    collator = opened;
  }
  return collator;
}

int32_t cicu_oracle_primary_key(uint32_t c, uint8_t *out, int32_t capacity) {
  UCollator *collator = primary_ko();
  if (collator == NULL) return -1;
  UChar text[2];
  int32_t length = 0;
  UBool error = 0;
  U16_APPEND(text, length, 2, (UChar32)c, error);
  if (error) return -1;
  return ucol_getSortKey(collator, text, length, out, capacity);
}
