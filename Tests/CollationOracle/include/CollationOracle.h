// Test support: the system ICU as the oracle for HangulCollationTables (plain C types only).
#ifndef COLLATION_ORACLE_H
#define COLLATION_ORACLE_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

typedef struct oracle_collator oracle_collator;

/// ucol_open("ko") with `strength` (0 primary, 1 secondary, 2 tertiary, 3 quaternary,
/// 15 identical), numeric collation, and reorder codes [Latn, Hang, Hani] when `latin_first`.
oracle_collator *oracle_collator_open(int32_t strength, int32_t numeric, int32_t latin_first);
void oracle_collator_close(oracle_collator *c);
/// ICU's sort key of UTF-8 text (converted to UTF-16 with U+FFFD for ill-formed sequences, as
/// the package's bridge does); returns the length including the terminating 0.
int32_t oracle_sort_key(const oracle_collator *c, const uint8_t *text, int32_t length,
                        uint8_t *out, int32_t capacity);
/// ucol_strcollUTF8: -1, 0, 1.
int32_t oracle_compare(const oracle_collator *c, const uint8_t *a, int32_t alength,
                       const uint8_t *b, int32_t blength);

typedef struct oracle_index oracle_index;
/// AlphabeticIndex("ko") + addLabels("en") (+ ㄲㄸㅃㅆㅉ when `double_consonants`), immutable.
oracle_index *oracle_index_open(int32_t double_consonants);
void oracle_index_close(oracle_index *i);
int32_t oracle_index_bucket_count(const oracle_index *i);
int32_t oracle_index_bucket_label(const oracle_index *i, int32_t bucket, uint8_t *out, int32_t capacity);
int32_t oracle_index_bucket_type(const oracle_index *i, int32_t bucket);
int32_t oracle_index_bucket_of(const oracle_index *i, const uint8_t *name, int32_t length);

#ifdef __cplusplus
}
#endif
#endif
