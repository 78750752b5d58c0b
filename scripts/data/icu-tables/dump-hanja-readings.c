// Writes the Hangul reading of every Han character that ICU's `ko` collation files with a
// syllable (equal at primary strength: 金 = 김), as the package's built-in table.
//
//   cc dump-hanja-readings.c $(pkg-config --cflags --libs icu-i18n icu-uc) -o dump
//   ./dump OUT.bin VERSIONS.txt
//
// OUT.bin, little-endian: "HJR1", u32 group count, then per syllable that has Hanja, in
// syllable order: u16 syllable index (scalar − U+AC00), u16 n, then n code points as
// LEB128 deltas (the first from 0, each next from the one before; ascending).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uversion.h>

static int is_han(UChar32 c) {
  return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0x20000 && c <= 0x3134F);
}

static int32_t to_utf16(UChar32 c, UChar *out) {
  int32_t n = 0;
  UBool error = 0;
  U16_APPEND(out, n, 2, c, error);
  return n;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: %s OUT.bin VERSIONS.txt\n", argv[0]); return 2; }
  UErrorCode status = U_ZERO_ERROR;
  UCollator *coll = ucol_open("ko", &status);
  ucol_setStrength(coll, UCOL_PRIMARY);
  if (U_FAILURE(status)) { fprintf(stderr, "ucol_open: %s\n", u_errorName(status)); return 1; }
  static uint32_t *lists[11172];
  static uint32_t counts[11172];
  long total = 0;
  for (UChar32 c = 0; c <= 0x3134F; c++) {
    if (!is_han(c)) continue;
    UChar han[2];
    int32_t hn = to_utf16(c, han);
    int lo = 0, hi = 11172, found = -1;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      UChar syl = (UChar)(0xAC00 + mid);
      UCollationResult r = ucol_strcoll(coll, &syl, 1, han, hn);
      if (r == UCOL_LESS) lo = mid + 1;
      else if (r == UCOL_GREATER) hi = mid;
      else { found = mid; break; }
    }
    if (found < 0) continue;
    lists[found] = realloc(lists[found], sizeof(uint32_t) * (counts[found] + 1));
    lists[found][counts[found]++] = (uint32_t)c;
    total++;
  }
  FILE *out = fopen(argv[1], "wb");
  uint32_t groups = 0;
  for (int s = 0; s < 11172; s++) if (counts[s]) groups++;
  fwrite("HJR1", 1, 4, out);
  uint8_t g4[4] = {groups & 0xFF, (groups >> 8) & 0xFF, (groups >> 16) & 0xFF, groups >> 24};
  fwrite(g4, 1, 4, out);
  for (int s = 0; s < 11172; s++) {
    if (!counts[s]) continue;
    uint8_t h[4] = {s & 0xFF, s >> 8, counts[s] & 0xFF, counts[s] >> 8};
    fwrite(h, 1, 4, out);
    uint32_t previous = 0;
    for (uint32_t i = 0; i < counts[s]; i++) {
      uint32_t delta = lists[s][i] - previous;
      previous = lists[s][i];
      do {
        uint8_t b = delta & 0x7F;
        delta >>= 7;
        if (delta) b |= 0x80;
        fputc(b, out);
      } while (delta);
    }
  }
  fclose(out);
  UVersionInfo icu, unicode, cldr, coll_version;
  u_getVersion(icu);
  u_getUnicodeVersion(unicode);
  status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(cldr, &status);
  ucol_getVersion(coll, coll_version);
  FILE *v = fopen(argv[2], "w");
  fprintf(v, "ICU %d.%d\nUnicode %d.%d\nCLDR %d.%d\nko collator %d.%d.%d.%d\n", icu[0], icu[1], unicode[0],
          unicode[1], cldr[0], cldr[1], coll_version[0], coll_version[1], coll_version[2], coll_version[3]);
  fclose(v);
  fprintf(stderr, "%ld Han characters with a reading, %u syllables\n", total, groups);
  ucol_close(coll);
  return 0;
}
