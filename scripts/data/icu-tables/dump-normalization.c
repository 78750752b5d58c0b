// dump-normalization: writes the normalization tables of the system ICU (unorm2) in the
// compact binary format of Resources/ICUTables/FORMAT-normalization.md.
//
//   cc dump-normalization.c $(pkg-config --cflags --libs icu-uc icu-i18n) -o dump
//   ./dump normalization.bin VERSIONS-normalization.txt
//
// Reads, for every code point except the Hangul syllables (algorithmic, not stored):
// the canonical combining class, the raw (one-step) canonical decomposition from the NFC
// instance, the raw compatibility decomposition from the NFKC instance, and whether the
// canonical pair recomposes (unorm2_composePair). Checks what it relies on and exits
// non-zero when ICU's data breaks an assumption of the format.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

#define MAX_MAP 32
#define HANGUL_FIRST 0xAC00
#define HANGUL_LAST 0xD7A3

typedef struct {
  uint32_t key;
  int len;
  int compat;    // mapping only in NFKD/NFKC
  int composes;  // canonical pair that NFC recomposes into key
  uint32_t map[MAX_MAP];
} entry;

static entry entries[0x4000];
static int entry_count = 0;

static uint8_t out[1 << 20];
static size_t out_len = 0;

static void die(const char *what, uint32_t c) {
  fprintf(stderr, "dump-normalization: %s (U+%04X)\n", what, c);
  exit(1);
}

static void put8(uint32_t b) { out[out_len++] = (uint8_t)b; }
static void put32(uint32_t v) {
  for (int i = 0; i < 4; i++) put8((v >> (8 * i)) & 0xFF);
}
static void put_varint(uint32_t v) {
  while (v >= 0x80) { put8((v & 0x7F) | 0x80); v >>= 7; }
  put8(v);
}
static uint32_t zigzag(int32_t d) { return ((uint32_t)d << 1) ^ (uint32_t)(d >> 31); }

// Raw decomposition of c as code points; returns the length (0 when none).
static int raw_mapping(const UNormalizer2 *n, uint32_t c, uint32_t *cps) {
  UChar buf[64];
  UErrorCode ec = U_ZERO_ERROR;
  int32_t len = unorm2_getRawDecomposition(n, (UChar32)c, buf, 64, &ec);
  if (U_FAILURE(ec)) die("unorm2_getRawDecomposition failed", c);
  if (len < 0) return 0;
  int count = 0;
  for (int32_t i = 0; i < len;) {
    UChar32 cp;
    U16_NEXT(buf, i, len, cp);
    if (count == MAX_MAP) die("mapping too long", c);
    cps[count++] = (uint32_t)cp;
  }
  return count;
}

// Records may cover a run of consecutive keys whose mappings step by +1 at the positions
// of a mask (e.g. U+FF21…FF3A → A…Z, U+249C…24B5 → "(a)"…"(z)").
static int same_shape_step(const entry *a, const entry *b, uint32_t mask) {
  if (b->key != a->key + 1 || b->len != a->len || b->compat != a->compat ||
      b->composes != a->composes)
    return 0;
  for (int i = 0; i < a->len; i++) {
    uint32_t step = (mask >> i) & 1;
    if (b->map[i] != a->map[i] + step) return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s normalization.bin VERSIONS-normalization.txt\n", argv[0]);
    return 2;
  }
  UErrorCode ec = U_ZERO_ERROR;
  const UNormalizer2 *nfc = unorm2_getNFCInstance(&ec);
  const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&ec);
  if (U_FAILURE(ec)) die("cannot open the NFC/NFKC instances", 0);

  // --- Canonical combining classes, as runs of equal non-zero class.
  uint32_t run_start[0x2000], run_len[0x2000];
  uint8_t run_ccc[0x2000];
  int runs = 0;
  for (uint32_t c = 0; c <= 0x10FFFF; c++) {
    uint8_t ccc = unorm2_getCombiningClass(nfc, (UChar32)c);
    if (ccc != u_getCombiningClass((UChar32)c)) die("unorm2 and uchar disagree on ccc", c);
    if (ccc == 0) continue;
    if (runs > 0 && run_ccc[runs - 1] == ccc && run_start[runs - 1] + run_len[runs - 1] == c) {
      run_len[runs - 1]++;
    } else {
      if (runs == (int)(sizeof run_ccc / sizeof run_ccc[0])) die("too many combining-class runs", c);
      run_start[runs] = c; run_len[runs] = 1; run_ccc[runs] = ccc; runs++;
    }
  }

  // --- Decomposition mappings.
  int canonical = 0, compat_only = 0, composing = 0;
  for (uint32_t c = 0; c <= 0x10FFFF; c++) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    uint32_t canon[MAX_MAP], compat[MAX_MAP];
    int nc = raw_mapping(nfc, c, canon);
    int nk = raw_mapping(nfkc, c, compat);
    if (c >= HANGUL_FIRST && c <= HANGUL_LAST) {
      if (nc == 0 || nk != nc) die("Hangul syllable without its algorithmic mapping", c);
      continue;
    }
    if (nc == 0 && nk == 0) continue;
    if (entry_count == (int)(sizeof entries / sizeof entries[0])) die("too many mappings", c);
    entry *e = &entries[entry_count++];
    memset(e, 0, sizeof *e);
    e->key = c;
    if (nc > 0) {
      // A code point has one decomposition mapping: the NFKC instance must see the same.
      if (nk != nc || memcmp(canon, compat, sizeof(uint32_t) * (size_t)nc) != 0)
        die("canonical and compatibility raw mappings differ", c);
      if (nc > 2) die("canonical raw mapping longer than 2", c);
      e->len = nc;
      memcpy(e->map, canon, sizeof(uint32_t) * (size_t)nc);
      canonical++;
      if (nc == 2) {
        UChar32 pc = unorm2_composePair(nfc, (UChar32)canon[0], (UChar32)canon[1]);
        UChar32 pk = unorm2_composePair(nfkc, (UChar32)canon[0], (UChar32)canon[1]);
        // NFKC never composes a pair whose first code point has a compatibility mapping
        // (it is gone after NFKD), so ICU's NFKC instance may say "no" where NFC says yes;
        // it must never say anything else.
        if (pk >= 0 && pk != pc) die("NFC and NFKC compose a pair differently", c);
        if (pc == (UChar32)c) { e->composes = 1; composing++; }
        else if (pc >= 0) die("pair composes into another code point", c);
      }
    } else {
      e->len = nk;
      e->compat = 1;
      memcpy(e->map, compat, sizeof(uint32_t) * (size_t)nk);
      compat_only++;
    }
  }

  // --- Serialize.
  put8('N'); put8('R'); put8('M'); put8('1');
  UVersionInfo icu, uni;
  u_getVersion(icu);
  u_getUnicodeVersion(uni);
  for (int i = 0; i < 4; i++) put8(icu[i]);
  for (int i = 0; i < 4; i++) put8(uni[i]);
  size_t counts_at = out_len;
  put32(0); put32(0);  // run count, record count (patched below)

  uint32_t next = 0;
  for (int r = 0; r < runs; r++) {
    put_varint(run_start[r] - next);
    put_varint(run_len[r] - 1);
    put8(run_ccc[r]);
    next = run_start[r] + run_len[r];
  }
  size_t ccc_bytes = out_len - counts_at - 8;

  int records = 0;
  next = 0;
  uint32_t prev_first = 0;
  for (int i = 0; i < entry_count;) {
    const entry *e = &entries[i];
    // Longest run from e under some step mask (tried: the masks of its first successor).
    int best_n = 1;
    uint32_t best_mask = 0;
    if (i + 1 < entry_count && e->len <= 8) {
      const entry *f = &entries[i + 1];
      if (f->key == e->key + 1 && f->len == e->len) {
        uint32_t mask = 0;
        int ok = 1;
        for (int k = 0; k < e->len; k++) {
          int32_t d = (int32_t)f->map[k] - (int32_t)e->map[k];
          if (d == 1) mask |= 1u << k;
          else if (d != 0) ok = 0;
        }
        if (ok && mask != 0) {
          int n = 1;
          while (i + n < entry_count && same_shape_step(&entries[i + n - 1], &entries[i + n], mask)) n++;
          if (n >= 2) { best_n = n; best_mask = mask; }
        }
      }
    }
    put_varint(e->key - next);
    uint32_t head = (uint32_t)e->len | (e->compat ? 0x20 : 0) | (e->composes ? 0x40 : 0) |
                    (best_n > 1 ? 0x80 : 0);
    if (e->len > 31) die("mapping longer than 31", e->key);
    put8(head);
    if (best_n > 1) {
      put_varint((uint32_t)(best_n - 1));
      put8(best_mask);
    }
    put_varint(zigzag((int32_t)e->map[0] - (int32_t)prev_first));
    for (int k = 1; k < e->len; k++) put_varint(zigzag((int32_t)e->map[k] - (int32_t)e->map[k - 1]));
    prev_first = e->map[0];
    next = e->key + (uint32_t)best_n;
    i += best_n;
    records++;
  }
  size_t decomposition_bytes = out_len - counts_at - 8 - ccc_bytes;
  for (int i = 0; i < 4; i++) out[counts_at + i] = (uint8_t)(((uint32_t)runs >> (8 * i)) & 0xFF);
  for (int i = 0; i < 4; i++) out[counts_at + 4 + i] = (uint8_t)(((uint32_t)records >> (8 * i)) & 0xFF);

  FILE *f = fopen(argv[1], "wb");
  if (!f || fwrite(out, 1, out_len, f) != out_len || fclose(f) != 0) die("cannot write the table", 0);
  FILE *v = fopen(argv[2], "w");
  if (!v) die("cannot write the versions file", 0);
  fprintf(v, "ICU %d.%d.%d.%d\nUnicode %d.%d.%d\n", icu[0], icu[1], icu[2], icu[3], uni[0], uni[1], uni[2]);
  fprintf(v, "normalization.bin: %zu bytes (%d combining-class runs in %zu bytes, %d decomposition records in %zu bytes)\n",
          out_len, runs, ccc_bytes, records, decomposition_bytes);
  fprintf(v, "mappings: %d canonical (%d recompose in NFC), %d compatibility-only; Hangul syllables algorithmic\n",
          canonical, composing, compat_only);
  fclose(v);
  fprintf(stderr, "normalization.bin: %zu bytes; ccc runs %d (%zu B); records %d (%zu B); canonical %d, composing %d, compat-only %d\n",
          out_len, runs, ccc_bytes, records, decomposition_bytes, canonical, composing, compat_only);
  return 0;
}
