// Internal: the system ICU, opened on first use.
//
// The bridge does not link ICU: the first entry point that needs it opens the versioned
// libraries the build's headers name (libicuuc.so.N and libicui18n.so.N, N being
// U_ICU_VERSION_MAJOR_NUM) with dlopen, and looks up the versioned symbols they export
// (`ucol_open_72`, ICU's own renaming, which the headers apply to every name below). A
// program that never collates, normalizes through ICU or builds an ICU index never loads it.
#ifndef CICU_ICU_LIBRARY_H
#define CICU_ICU_LIBRARY_H

#include <stdint.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Every ICU C function the bridge calls, with the library that exports it.
#define CICU_ICU_FUNCTIONS(UC, I18N)                                                          \
  UC(u_getVersion)                                                                           \
  UC(u_getUnicodeVersion)                                                                    \
  UC(u_errorName)                                                                            \
  UC(u_strFromUTF8WithSub)                                                                   \
  UC(u_strToUTF8WithSub)                                                                     \
  UC(unorm2_getNFCInstance)                                                                  \
  UC(unorm2_getNFDInstance)                                                                  \
  UC(unorm2_getNFKCInstance)                                                                 \
  UC(unorm2_getNFKDInstance)                                                                 \
  UC(unorm2_normalize)                                                                       \
  UC(unorm2_isNormalized)                                                                    \
  I18N(ucol_open)                                                                            \
  I18N(ucol_clone)                                                                           \
  I18N(ucol_close)                                                                           \
  I18N(ucol_setAttribute)                                                                    \
  I18N(ucol_setReorderCodes)                                                                 \
  I18N(ucol_getReorderCodes)                                                                 \
  I18N(ucol_strcollUTF8)                                                                     \
  I18N(ucol_getSortKey)                                                                      \
  I18N(ucol_getLocaleByType)                                                                 \
  I18N(utrans_openU)                                                                         \
  I18N(utrans_close)                                                                         \
  I18N(utrans_transUChars)

#define CICU_STRINGIFY(x) #x
#define CICU_STRING(x) CICU_STRINGIFY(x)
/// ICU's C++ namespace as the Itanium ABI mangles it: `icu_72` is "6icu_72".
#define CICU_ICU_NS "6icu_" CICU_STRING(U_ICU_VERSION_MAJOR_NUM)

/// The C++ members alphabetic_index.cpp calls (icu::AlphabeticIndex has no C API), by their
/// mangled names in libicui18n / libicuuc; virtual members are reached through the objects'
/// own vtables and need no entry here.
#define CICU_ICU_CXX_SYMBOLS(X)                                                               \
  X(locale_construct, "_ZN" CICU_ICU_NS "6LocaleC1EPKcS2_S2_S2_")                             \
  X(locale_destruct, "_ZN" CICU_ICU_NS "6LocaleD1Ev")                                         \
  X(unicode_set_construct, "_ZN" CICU_ICU_NS "10UnicodeSetC1Ev")                              \
  X(unicode_set_destruct, "_ZN" CICU_ICU_NS "10UnicodeSetD1Ev")                               \
  X(unicode_set_add_all, "_ZN" CICU_ICU_NS "10UnicodeSet6addAllERKNS_13UnicodeStringE")       \
  X(unicode_string_from_utf8, "_ZN" CICU_ICU_NS "13UnicodeString8fromUTF8ENS_11StringPieceE") \
  X(unicode_string_destruct, "_ZN" CICU_ICU_NS "13UnicodeStringD1Ev")                         \
  X(index_construct, "_ZN" CICU_ICU_NS "15AlphabeticIndexC1ERKNS_6LocaleER10UErrorCode")      \
  X(index_destruct, "_ZN" CICU_ICU_NS "15AlphabeticIndexD1Ev")                                \
  X(index_build_immutable, "_ZN" CICU_ICU_NS "15AlphabeticIndex19buildImmutableIndexER10UErrorCode") \
  X(immutable_bucket_count, "_ZNK" CICU_ICU_NS "15AlphabeticIndex14ImmutableIndex14getBucketCountEv") \
  X(immutable_bucket_index,                                                                  \
    "_ZNK" CICU_ICU_NS "15AlphabeticIndex14ImmutableIndex14getBucketIndexERKNS_13UnicodeStringER10UErrorCode") \
  X(immutable_bucket, "_ZNK" CICU_ICU_NS "15AlphabeticIndex14ImmutableIndex9getBucketEi")

#define CICU_ICU_POINTER(function) __typeof__(function) *function;
#define CICU_ICU_CXX_POINTER(member, symbol) void *member;

/// The ICU functions, filled by `cicu_icu_open`: call them as `cicu_icu.ucol_open(...)`.
typedef struct {
  CICU_ICU_FUNCTIONS(CICU_ICU_POINTER, CICU_ICU_POINTER)
  CICU_ICU_CXX_SYMBOLS(CICU_ICU_CXX_POINTER)
} cicu_icu_table;

extern cicu_icu_table cicu_icu;

/// Opens ICU once (thread-safe) and returns 1; when a library or a symbol is missing,
/// returns 0 and sets `*status` to U_FILE_ACCESS_ERROR (`cicu_error_name` then says which).
int cicu_icu_open(int32_t *status);

/// What went wrong in the failed `cicu_icu_open`, or NULL.
const char *cicu_icu_open_failure(void);

#ifdef __cplusplus
}
#endif
#endif
