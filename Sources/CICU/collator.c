#include "CICU.h"
#include "utf16.h"
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uiter.h>

// The opaque cicu_collator is ICU's UCollator.
#define UCOL(c) ((UCollator *)(c))
#define CUCOL(c) ((const UCollator *)(c))

cicu_collator *cicu_collator_open(const char *locale, int32_t exact_locale, int32_t *status) {
  if (!cicu_icu_open(status)) return NULL;
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *c = cicu_icu.ucol_open(locale, &ec);
  if (U_FAILURE(ec)) { *status = ec; return NULL; }
  if (exact_locale && ec == U_USING_DEFAULT_WARNING && locale != NULL && locale[0] != 0 &&
      strcmp(locale, "root") != 0) {
    cicu_icu.ucol_close(c);
    *status = U_MISSING_RESOURCE_ERROR;
    return NULL;
  }
  *status = U_ZERO_ERROR;
  return (cicu_collator *)c;
}

cicu_collator *cicu_collator_clone(const cicu_collator *collator, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *c = cicu_icu.ucol_clone(CUCOL(collator), &ec);
  *status = U_FAILURE(ec) ? ec : U_ZERO_ERROR;
  return U_FAILURE(ec) ? NULL : (cicu_collator *)c;
}

void cicu_collator_close(cicu_collator *collator) { cicu_icu.ucol_close(UCOL(collator)); }

void cicu_collator_set_attribute(cicu_collator *collator, int32_t attribute, int32_t value,
                                 int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  cicu_icu.ucol_setAttribute(UCOL(collator), (UColAttribute)attribute, (UColAttributeValue)value, &ec);
  *status = ec;
}

void cicu_collator_set_strength(cicu_collator *collator, int32_t strength, int32_t *status) {
  switch (strength) {
    case CICU_STRENGTH_PRIMARY: case CICU_STRENGTH_SECONDARY: case CICU_STRENGTH_TERTIARY:
    case CICU_STRENGTH_QUATERNARY: case CICU_STRENGTH_IDENTICAL:
      cicu_collator_set_attribute(collator, UCOL_STRENGTH, strength, status);
      return;
    default:
      *status = U_ILLEGAL_ARGUMENT_ERROR;
  }
}

void cicu_collator_set_numeric(cicu_collator *collator, int32_t on, int32_t *status) {
  cicu_collator_set_attribute(collator, UCOL_NUMERIC_COLLATION, on ? UCOL_ON : UCOL_OFF, status);
}

void cicu_collator_set_case_level(cicu_collator *collator, int32_t on, int32_t *status) {
  cicu_collator_set_attribute(collator, UCOL_CASE_LEVEL, on ? UCOL_ON : UCOL_OFF, status);
}

void cicu_collator_set_reorder_codes(cicu_collator *collator, const int32_t *codes,
                                     int32_t count, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  cicu_icu.ucol_setReorderCodes(UCOL(collator), codes, count, &ec);
  *status = ec;
}

int32_t cicu_collator_get_reorder_codes(const cicu_collator *collator, int32_t *out,
                                        int32_t capacity, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  int32_t n = cicu_icu.ucol_getReorderCodes(CUCOL(collator), out, capacity, &ec);
  if (ec == U_BUFFER_OVERFLOW_ERROR) ec = U_ZERO_ERROR;
  *status = ec;
  return n;
}

int32_t cicu_collator_compare_utf8(const cicu_collator *collator, const char *a,
                                   int32_t a_length, const char *b, int32_t b_length,
                                   int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UCollationResult r = cicu_icu.ucol_strcollUTF8(CUCOL(collator), a, a_length, b, b_length, &ec);
  *status = ec;
  return (int32_t)r;
}

int32_t cicu_collator_sort_key_utf8(const cicu_collator *collator, const char *text,
                                    int32_t length, uint8_t *out, int32_t capacity,
                                    int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  cicu_utf16_text src;
  if (!cicu_utf16_text_open(&src, text, length, &ec)) { *status = ec; return 0; }
  int32_t needed = cicu_icu.ucol_getSortKey(CUCOL(collator), src.units, src.length, out, capacity);
  cicu_utf16_text_close(&src);
  *status = needed == 0 ? U_INTERNAL_PROGRAM_ERROR : U_ZERO_ERROR;
  return needed;
}

int32_t cicu_collator_actual_locale(const cicu_collator *collator, char *out, int32_t capacity,
                                    int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  const char *name = cicu_icu.ucol_getLocaleByType(CUCOL(collator), ULOC_ACTUAL_LOCALE, &ec);
  if (U_FAILURE(ec) || name == NULL) { *status = U_FAILURE(ec) ? ec : U_MISSING_RESOURCE_ERROR; return 0; }
  int32_t n = (int32_t)strlen(name);
  if (n <= capacity) memcpy(out, name, (size_t)n);
  *status = U_ZERO_ERROR;
  return n;
}
