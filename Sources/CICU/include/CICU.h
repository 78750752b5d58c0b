// CICU: the package's only door to the system ICU (libicu-dev).
//
// This header uses plain C types only (int32_t, uint8_t, uint16_t, opaque struct
// pointers), never ICU's own types, so that a Swift module importing it can sit in the
// same build as Foundation (which carries a second ICU of its own). Every function that
// can fail takes `int32_t *status`: 0 is success, negative values are ICU warnings,
// positive ones ICU errors (`UErrorCode` numbering); `cicu_error_name` names them.
//
// Strings cross the bridge as UTF-8 (`const char *`, length in bytes). Functions that
// write text or bytes take a capacity and return the length they need; when that is more
// than the capacity they write nothing useful and the caller retries with a larger buffer.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Version and errors

/// Writes ICU's version (major, minor, milli, micro) into `out`.
void cicu_icu_version(uint8_t out[4]);
/// Writes the Unicode version of ICU's data into `out`.
void cicu_unicode_version(uint8_t out[4]);
/// The symbolic name of an ICU error code, e.g. "U_ILLEGAL_ARGUMENT_ERROR".
const char *cicu_error_name(int32_t status);

// MARK: - Normalization (unorm2)

enum {
  CICU_NFC = 0,
  CICU_NFD = 1,
  CICU_NFKC = 2,
  CICU_NFKD = 3,
};

/// Normalizes UTF-8 `text` into `out` (no NUL written). Returns the UTF-8 length of the
/// result; if it exceeds `capacity`, call again with a buffer of that size. A negative
/// `length` fails with U_ILLEGAL_ARGUMENT_ERROR.
int32_t cicu_normalize_utf8(int32_t form, const char *text, int32_t length,
                            char *out, int32_t capacity, int32_t *status);

/// 1 when UTF-8 `text` is already in `form`, 0 when not.
int32_t cicu_is_normalized_utf8(int32_t form, const char *text, int32_t length,
                                int32_t *status);

// MARK: - Buffer sizes

/// `units * factor + extra` as a buffer capacity, saturated at INT32_MAX (ICU counts in
/// int32_t; a guess that would overflow becomes ICU's own limit, where ICU then reports a
/// clear error instead of the bridge wrapping around). Negative arguments give 0.
int32_t cicu_grown_capacity(int32_t units, int32_t factor, int32_t extra);

// MARK: - Collation (ucol)

typedef struct cicu_collator cicu_collator;

/// Opens a collator for `locale` (e.g. "ko"). When `exact_locale` is non-zero and ICU has
/// no data for the locale (it would fall back to the root collation), fails with
/// U_USING_DEFAULT_WARNING turned into U_MISSING_RESOURCE_ERROR.
cicu_collator *cicu_collator_open(const char *locale, int32_t exact_locale, int32_t *status);
/// A deep copy, safe to use on another thread than the original.
cicu_collator *cicu_collator_clone(const cicu_collator *collator, int32_t *status);
void cicu_collator_close(cicu_collator *collator);

enum {
  CICU_STRENGTH_PRIMARY = 0,
  CICU_STRENGTH_SECONDARY = 1,
  CICU_STRENGTH_TERTIARY = 2,
  CICU_STRENGTH_QUATERNARY = 3,
  CICU_STRENGTH_IDENTICAL = 15,
};

/// Strength: one of the CICU_STRENGTH_ values (others fail with an ICU error).
void cicu_collator_set_strength(cicu_collator *collator, int32_t strength, int32_t *status);
/// Numeric collation ("2" < "10") on (1) or off (0).
void cicu_collator_set_numeric(cicu_collator *collator, int32_t on, int32_t *status);
/// Case level on (1) or off (0): with primary strength, distinguishes case only.
void cicu_collator_set_case_level(cicu_collator *collator, int32_t on, int32_t *status);
/// Script reordering with ICU reorder codes (UScriptCode / UColReorderCode values).
void cicu_collator_set_reorder_codes(cicu_collator *collator, const int32_t *codes,
                                     int32_t count, int32_t *status);
/// The collator's script reordering (ucol_getReorderCodes) into `out`; returns the number
/// of codes (when larger than `capacity`, call again with a larger buffer).
int32_t cicu_collator_get_reorder_codes(const cicu_collator *collator, int32_t *out,
                                        int32_t capacity, int32_t *status);
/// Raw attribute access (UColAttribute, UColAttributeValue), for tests of failing calls.
void cicu_collator_set_attribute(cicu_collator *collator, int32_t attribute, int32_t value,
                                 int32_t *status);

enum {
  CICU_SCRIPT_HANGUL = 18,   // USCRIPT_HANGUL
  CICU_SCRIPT_HAN = 17,      // USCRIPT_HAN
  CICU_SCRIPT_LATIN = 25,    // USCRIPT_LATIN
};

/// -1, 0 or 1 as `a` sorts before, equal to or after `b`.
int32_t cicu_collator_compare_utf8(const cicu_collator *collator,
                                   const char *a, int32_t a_length,
                                   const char *b, int32_t b_length, int32_t *status);

/// Writes the sort key of UTF-8 `text` (including its terminating 0 byte) into `out` and
/// returns its length; if that exceeds `capacity`, call again with a larger buffer.
int32_t cicu_collator_sort_key_utf8(const cicu_collator *collator, const char *text,
                                    int32_t length, uint8_t *out, int32_t capacity,
                                    int32_t *status);

/// The locale whose collation data was actually loaded (e.g. "ko" or "root").
int32_t cicu_collator_actual_locale(const cicu_collator *collator, char *out,
                                    int32_t capacity, int32_t *status);

// MARK: - Alphabetic index (C++ icu::AlphabeticIndex / ImmutableIndex)

typedef struct cicu_index cicu_index;

enum {
  CICU_BUCKET_NORMAL = 0,
  CICU_BUCKET_UNDERFLOW = 1,
  CICU_BUCKET_INFLOW = 2,
  CICU_BUCKET_OVERFLOW = 3,
};

/// An immutable, thread-safe bucket list for `locale`, with the labels of
/// `extra_locale` added when it is not NULL (e.g. "en" for A–Z) and the characters of
/// the UTF-8 string `extra_labels` added as labels of their own when it is not NULL.
cicu_index *cicu_index_open(const char *locale, const char *extra_locale,
                            const char *extra_labels, int32_t extra_labels_length,
                            int32_t *status);
void cicu_index_close(cicu_index *index);
int32_t cicu_index_bucket_count(const cicu_index *index);
/// Label of bucket `bucket` as UTF-8; returns the needed length.
int32_t cicu_index_bucket_label(const cicu_index *index, int32_t bucket, char *out,
                                int32_t capacity, int32_t *status);
/// One of CICU_BUCKET_*.
int32_t cicu_index_bucket_type(const cicu_index *index, int32_t bucket);
/// The bucket ICU puts UTF-8 `name` in (thread-safe).
int32_t cicu_index_bucket_of_utf8(const cicu_index *index, const char *name, int32_t length,
                                  int32_t *status);

/// ICU's own mutable AlphabeticIndex with records, used as the reference and the
/// benchmark baseline: records are added, then read back bucket by bucket.
typedef struct cicu_record_index cicu_record_index;
cicu_record_index *cicu_record_index_open(const char *locale, const char *extra_locale,
                                          int32_t *status);
void cicu_record_index_close(cicu_record_index *index);
void cicu_record_index_add(cicu_record_index *index, const char *name, int32_t length,
                           int64_t data, int32_t *status);
/// Fills `bucket_of_record[i]` with the bucket number of the i-th record in ICU's
/// reading order and `data_in_order[i]` with its data; returns the record count (or
/// the needed capacity when larger than `capacity`). `bucket_count` receives the number
/// of buckets.
int32_t cicu_record_index_read(cicu_record_index *index, int32_t *bucket_of_record,
                               int64_t *data_in_order, int32_t capacity,
                               int32_t *bucket_count, int32_t *status);

// MARK: - Transliteration (utrans)

typedef struct cicu_transliterator cicu_transliterator;
/// Opens a transliterator by ICU id, e.g. "Hangul-Latin" or "Latin-Hangul".
cicu_transliterator *cicu_transliterator_open(const char *id, int32_t *status);
void cicu_transliterator_close(cicu_transliterator *transliterator);
/// Transliterates UTF-8 `text` into `out`; returns the needed UTF-8 length. The working
/// buffer grows at most twice, each time to the length ICU reports; when ICU reports no
/// bigger length the call fails with U_BUFFER_OVERFLOW_ERROR instead of looping.
int32_t cicu_transliterate_utf8(const cicu_transliterator *transliterator, const char *text,
                                int32_t length, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
