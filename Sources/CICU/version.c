#include "CICU.h"
#include <unicode/uversion.h>
#include <unicode/uchar.h>
#include <unicode/utypes.h>

void cicu_icu_version(uint8_t out[4]) {
  UVersionInfo v;
  u_getVersion(v);
  for (int i = 0; i < 4; i++) out[i] = v[i];
}

void cicu_unicode_version(uint8_t out[4]) {
  UVersionInfo v;
  u_getUnicodeVersion(v);
  for (int i = 0; i < 4; i++) out[i] = v[i];
}

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }
