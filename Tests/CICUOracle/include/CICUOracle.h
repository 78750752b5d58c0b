// CICUOracle: the system ICU's normalizer (unorm2) behind plain C types, as the oracle
// of the BuiltInNormalization tests and the baseline of its benchmark.
#ifndef CICU_ORACLE_H
#define CICU_ORACLE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  CICU_ORACLE_NFC = 0,
  CICU_ORACLE_NFD = 1,
  CICU_ORACLE_NFKC = 2,
  CICU_ORACLE_NFKD = 3,
};

/// Normalizes UTF-32 `text` (code points) into `out`; returns the number of code points
/// of the result (when more than `capacity`, call again with more room), -1 on an ICU error.
int32_t cicu_oracle_normalize32(int32_t form, const uint32_t *text, int32_t length,
                                uint32_t *out, int32_t capacity);

/// 1 when UTF-32 `text` is in `form`, 0 when not, -1 on an ICU error.
int32_t cicu_oracle_is_normalized32(int32_t form, const uint32_t *text, int32_t length);

/// Normalizes UTF-8 `text` into `out` the way the package's CICU bridge does (UTF-8 →
/// UTF-16 → unorm2_normalize → UTF-8); returns the UTF-8 length (more than `capacity`:
/// call again), -1 on an ICU error. The benchmark baseline.
int32_t cicu_oracle_normalize_utf8(int32_t form, const char *text, int32_t length,
                                   char *out, int32_t capacity);

/// Canonical combining class (u_getCombiningClass).
uint8_t cicu_oracle_combining_class(uint32_t c);

/// unorm2_composePair on the NFC instance: the composite, or -1.
int32_t cicu_oracle_compose_pair(uint32_t a, uint32_t b);

/// ICU version (4 bytes) and Unicode version (4 bytes).
void cicu_oracle_versions(uint8_t icu[4], uint8_t unicode[4]);
/// The sort key of the code point `c` under ICU's `ko` collation at primary strength (one
/// collator, opened on first use; call it from one thread). Returns the key's length
/// (including its final 0), or -1 when ICU fails.
int32_t cicu_oracle_primary_key(uint32_t c, uint8_t *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
