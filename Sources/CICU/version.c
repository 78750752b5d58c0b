#include "CICU.h"
#include "icu_library.h"

void cicu_icu_version(uint8_t out[4]) {
  UVersionInfo v = {0, 0, 0, 0};
  int32_t status = 0;
  if (cicu_icu_open(&status)) cicu_icu.u_getVersion(v);
  for (int i = 0; i < 4; i++) out[i] = v[i];
}

void cicu_unicode_version(uint8_t out[4]) {
  UVersionInfo v = {0, 0, 0, 0};
  int32_t status = 0;
  if (cicu_icu_open(&status)) cicu_icu.u_getUnicodeVersion(v);
  for (int i = 0; i < 4; i++) out[i] = v[i];
}

const char *cicu_error_name(int32_t status) {
  int32_t open_status = 0;
  if (cicu_icu_open(&open_status)) return cicu_icu.u_errorName((UErrorCode)status);
  const char *failure = cicu_icu_open_failure();
  return failure != NULL ? failure : "U_FILE_ACCESS_ERROR";
}
