#include "icu_library.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

_Static_assert(U_ICU_VERSION_MAJOR_NUM >= 10 && U_ICU_VERSION_MAJOR_NUM <= 99,
               "CICU_ICU_NS spells the namespace's length for a two-digit ICU major version");
#define CICU_ICU_SONAME(name) "lib" name ".so." CICU_STRING(U_ICU_VERSION_MAJOR_NUM)

cicu_icu_table cicu_icu;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int opened = 0;
static char failure[512];

static int open_library(const char *soname, void **handle) {
  *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (*handle != NULL) return 1;
  const char *why = dlerror();
  snprintf(failure, sizeof failure, "U_FILE_ACCESS_ERROR (the system ICU, %s, could not be opened: %s)",
           soname, why != NULL ? why : "unknown error");
  return 0;
}

static int look_up(void *handle, const char *symbol, void **out) {
  *out = dlsym(handle, symbol);
  if (*out != NULL) return 1;
  snprintf(failure, sizeof failure, "U_FILE_ACCESS_ERROR (the system ICU has no %s)", symbol);
  return 0;
}

static void open_once(void) {
  void *uc = NULL, *i18n = NULL;
  if (!open_library(CICU_ICU_SONAME("icuuc"), &uc)) return;
  if (!open_library(CICU_ICU_SONAME("icui18n"), &i18n)) return;
  cicu_icu_table table;
#define CICU_LOOK_UP_UC(function) \
  if (!look_up(uc, CICU_STRING(function), (void **)&table.function)) return;
#define CICU_LOOK_UP_I18N(function) \
  if (!look_up(i18n, CICU_STRING(function), (void **)&table.function)) return;
  CICU_ICU_FUNCTIONS(CICU_LOOK_UP_UC, CICU_LOOK_UP_I18N)
#define CICU_LOOK_UP_CXX(member, symbol) \
  if (!look_up(i18n, symbol, &table.member)) return;
  CICU_ICU_CXX_SYMBOLS(CICU_LOOK_UP_CXX)
  cicu_icu = table;
  opened = 1;
}

int cicu_icu_open(int32_t *status) {
  pthread_once(&once, open_once);
  if (!opened) *status = U_FILE_ACCESS_ERROR;
  return opened;
}

const char *cicu_icu_open_failure(void) { return opened || failure[0] == 0 ? NULL : failure; }
