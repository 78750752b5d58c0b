// HangulCFloor: what a C (and, for sorting, C++) programmer writes to do the arithmetic of
// a `hangul` command over a file of lines, as a whole process. The benchmark runner
// (Benchmarks/HangulBenchmarks/CLIBenchmark.swift) times the `hangul` binary against these,
// alternating. Each reads standard input (or FILE) with large read(2) calls and writes with
// large write(2) calls; none validates UTF-8 or handles anything but ASCII and modern
// syllables (on other text they are simply wrong), which is the floor's advantage.
//
//   HangulCFloor choseong            initial consonant of each syllable, other bytes copied
//   HangulCFloor decompose           each syllable into compatibility jamo (jamo level)
//   HangulCFloor copy                each syllable recognised, every byte copied (compose's floor)
//   HangulCFloor search QUERY FILE   lines whose choseong contains QUERY's (memmem), in file order
//   HangulCFloor sort FILE           non-empty lines in ICU `ko` order: sort keys, std::sort, write
//   HangulCFloor romanize            Revised Romanization after the standard sound changes
//   HangulCFloor pronounce           standard pronunciation in Hangul (with hard-consonant conversion)
//   HangulCFloor josa                each line with 이 or 가 (the last syllable's final decides)
//   HangulCFloor number              each line's integer read in Sino-Korean (일만이천삼백사십오)
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <vector>

static uint8_t *read_all(int fd, size_t *length) {
  size_t capacity = 1 << 24, used = 0;
  uint8_t *data = (uint8_t *)malloc(capacity);
  for (;;) {
    if (capacity - used < (1 << 20)) data = (uint8_t *)realloc(data, capacity *= 2);
    ssize_t n = read(fd, data + used, capacity - used);
    if (n <= 0) break;
    used += (size_t)n;
  }
  *length = used;
  return data;
}

static void write_all(const uint8_t *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(1, p, n);
    if (w <= 0) return;
    p += w;
    n -= (size_t)w;
  }
}

// Streams standard input through `transform` block by block (each block ends at a newline,
// so no syllable is cut), writing 1 MiB blocks.
typedef size_t (*transform_fn)(const uint8_t *, size_t, uint8_t *);
static int stream(transform_fn transform, size_t expansion) {
  const size_t block = 1 << 20;
  uint8_t *in = (uint8_t *)malloc(block + 4);
  uint8_t *out = (uint8_t *)malloc(block * expansion + 64);
  size_t pending = 0;
  for (;;) {
    ssize_t n = read(0, in + pending, block - pending);
    if (n < 0) return 1;
    size_t have = pending + (size_t)n;
    size_t cut = have;
    if (n > 0) {
      while (cut > 0 && in[cut - 1] != '\n') cut--;
      if (cut == 0) cut = have;  // a line longer than the block: the floor does not care
    }
    write_all(out, transform(in, cut, out));
    memmove(in, in + cut, have - cut);
    pending = have - cut;
    if (n == 0) break;
  }
  return 0;
}

static const uint8_t initial_tail[19][2] = {
  {0x84, 0xB1}, {0x84, 0xB2}, {0x84, 0xB4}, {0x84, 0xB7}, {0x84, 0xB8}, {0x84, 0xB9}, {0x85, 0x81},
  {0x85, 0x82}, {0x85, 0x83}, {0x85, 0x85}, {0x85, 0x86}, {0x85, 0x87}, {0x85, 0x88}, {0x85, 0x89},
  {0x85, 0x8A}, {0x85, 0x8B}, {0x85, 0x8C}, {0x85, 0x8D}, {0x85, 0x8E},
};

static inline int32_t syllable_at(const uint8_t *t, size_t i, size_t n) {
  uint8_t b = t[i];
  if (b < 0xEA || b > 0xED || i + 2 >= n) return -1;
  uint32_t cp = ((uint32_t)(b & 0x0F) << 12) | ((uint32_t)(t[i + 1] & 0x3F) << 6) | (t[i + 2] & 0x3F);
  return cp >= 0xAC00 && cp <= 0xD7A3 ? (int32_t)(cp - 0xAC00) : -1;
}

static size_t choseong(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    int32_t s = syllable_at(t, i, n);
    if (s >= 0) {
      out[o] = 0xE3;
      out[o + 1] = initial_tail[s / 588][0];
      out[o + 2] = initial_tail[s / 588][1];
      o += 3;
      i += 3;
    } else {
      out[o++] = t[i++];
    }
  }
  return o;
}

// Every byte copied with memcpy, nothing recognised: the cost of reading and writing alone,
// a context row for compose (whose output is its input for these names).
static size_t cat(const uint8_t *t, size_t n, uint8_t *out) {
  memcpy(out, t, n);
  return n;
}

// Each syllable recognised and copied, every other byte copied, in one pass (as `choseong`
// does). An earlier version scanned, then called memcpy: with the scan's result unused, the
// compiler removed the scan and the floor was a bare memcpy.
static size_t copy(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    if (syllable_at(t, i, n) >= 0) {
      out[o] = t[i];
      out[o + 1] = t[i + 1];
      out[o + 2] = t[i + 2];
      o += 3;
      i += 3;
    } else {
      out[o++] = t[i++];
    }
  }
  return o;
}

// Jamo level: compound vowels and finals split, doubles kept (값 → ㄱㅏㅂㅅ, 과 → ㄱㅗㅏ).
static const uint16_t initials[19] = {0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141,
                                      0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148, 0x3149,
                                      0x314A, 0x314B, 0x314C, 0x314D, 0x314E};
static const uint16_t medials[21][2] = {
  {0x314F, 0}, {0x3150, 0}, {0x3151, 0}, {0x3152, 0}, {0x3153, 0}, {0x3154, 0}, {0x3155, 0},
  {0x3156, 0}, {0x3157, 0}, {0x3157, 0x314F}, {0x3157, 0x3150}, {0x3157, 0x3163}, {0x315B, 0},
  {0x315C, 0}, {0x315C, 0x3153}, {0x315C, 0x3154}, {0x315C, 0x3163}, {0x3160, 0}, {0x3161, 0},
  {0x3161, 0x3163}, {0x3163, 0},
};
static const uint16_t finals[28][2] = {
  {0, 0}, {0x3131, 0}, {0x3132, 0}, {0x3131, 0x3145}, {0x3134, 0}, {0x3134, 0x3148},
  {0x3134, 0x314E}, {0x3137, 0}, {0x3139, 0}, {0x3139, 0x3131}, {0x3139, 0x3141},
  {0x3139, 0x3142}, {0x3139, 0x3145}, {0x3139, 0x314C}, {0x3139, 0x314D}, {0x3139, 0x314E},
  {0x3141, 0}, {0x3142, 0}, {0x3142, 0x3145}, {0x3145, 0}, {0x3146, 0}, {0x3147, 0}, {0x3148, 0},
  {0x314A, 0}, {0x314B, 0}, {0x314C, 0}, {0x314D, 0}, {0x314E, 0},
};

static inline size_t put3(uint8_t *out, uint16_t cp) {
  if (cp == 0) return 0;
  out[0] = (uint8_t)(0xE0 | (cp >> 12));
  out[1] = (uint8_t)(0x80 | ((cp >> 6) & 0x3F));
  out[2] = (uint8_t)(0x80 | (cp & 0x3F));
  return 3;
}

static size_t decompose(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    int32_t s = syllable_at(t, i, n);
    if (s >= 0) {
      o += put3(out + o, initials[s / 588]);
      o += put3(out + o, medials[(s % 588) / 28][0]);
      o += put3(out + o, medials[(s % 588) / 28][1]);
      o += put3(out + o, finals[s % 28][0]);
      o += put3(out + o, finals[s % 28][1]);
      i += 3;
    } else {
      out[o++] = t[i++];
    }
  }
  return o;
}

// MARK: - Sound changes (표준 발음법 제9항–제25항 within a word of modern syllables)
//
// The rules the library applies (Sources/Hangul/Toolkit/SoundChanges.swift, the
// StandardPronunciation article), ported to C: a word is a run of modern syllables; each
// boundary is decided from the final before it and the initial (and vowel) after it, left
// to right; the last final is then read as at the end of a word. Indices are Unicode's.

enum { iG, iGG, iN, iD, iDD, iR, iM, iB, iBB, iS, iSS, iNG, iJ, iJJ, iCH, iK, iT, iP, iH };
enum {
  fNone, fG, fGG, fGS, fN, fNJ, fNH, fD, fL, fLG, fLM, fLB, fLS, fLT,
  fLP, fLH, fM, fB, fBS, fS, fSS, fNG, fJ, fCH, fK, fT, fP, fH
};
enum { vA = 0, vEO = 4, vU = 13, vEU = 18, vUI = 19, vI = 20 };
#define SYL(i, v, f) ((uint16_t)((i) * 588 + (v) * 28 + (f)))
#define NONE 0xFF

struct syl {
  uint8_t ini, vow, fin;
  uint16_t written;
};

// 제13항: the initial a single final becomes before a vowel (NONE for a cluster or none).
static const uint8_t initial_of_final[28] = {
  NONE, iG, iGG, NONE, iN, NONE, NONE, iD, iR, NONE, NONE, NONE, NONE, NONE,
  NONE, NONE, iM, iB, NONE, iS, iSS, iNG, iJ, iCH, iK, iT, iP, iH,
};
// 제14항: a cluster's final that stays and initial that moves (ㅅ read ㅆ).
static const uint8_t cluster_stays[28] = {
  NONE, NONE, NONE, fG, NONE, fN, fN, NONE, NONE, fL, fL, fL, fL, fL,
  fL, fL, NONE, NONE, fB, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE,
};
static const uint8_t cluster_moves[28] = {
  NONE, NONE, NONE, iSS, NONE, iJ, iH, NONE, NONE, iG, iM, iB, iSS, iT,
  iP, iH, NONE, NONE, iSS, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE,
};
// 제9항–제11항: a final before a consonant or at the end of a word.
static const uint8_t representative[28] = {
  fNone, fG, fG, fG, fN, fN, fN, fD, fL, fG, fM, fL, fL, fL,
  fB, fL, fM, fB, fB, fD, fD, fNG, fD, fD, fG, fD, fB, fD,
};
// 제23항: the tense initial of ㄱ ㄷ ㅂ ㅅ ㅈ.
static const uint8_t tense_of[19] = {
  iGG, NONE, NONE, iDD, NONE, NONE, NONE, iBB, NONE, iSS, NONE, NONE, iJJ, NONE, NONE, NONE, NONE, NONE, NONE,
};
// 제12항: the aspirate of ㄱ ㄲ ㄷ ㄸ ㅂ ㅃ ㅈ ㅉ.
static inline uint8_t aspirate(uint8_t i) {
  return i == iG || i == iGG ? iK : i == iD || i == iDD ? iT : i == iB || i == iBB ? iP : iCH;
}

// Syllables the rules name.
static const uint16_t BALP = SYL(iB, vA, fLB), NEOLP = SYL(iN, vEO, fLB), DEOLP = SYL(iD, vEO, fLB);
static inline bool noun_with_lg(uint16_t s) {  // 제11항: 닭 흙 칡 삵 슭 keep ㄱ before ㄱ
  return s == SYL(iD, vA, fLG) || s == SYL(iH, vEU, fLG) || s == SYL(iCH, vI, fLG) || s == SYL(iS, vA, fLG) ||
         s == SYL(iS, vEU, fLG);
}
// 제16항: the names of letters: syllable before, last syllable, final before a vowel.
static const uint16_t letter_names[7][3] = {
  {SYL(iD, vI, 0), SYL(iG, vEU, fD), fS},   {SYL(iJ, vI, 0), SYL(iNG, vEU, fJ), fS},
  {SYL(iCH, vI, 0), SYL(iNG, vEU, fCH), fS}, {SYL(iK, vI, 0), SYL(iNG, vEU, fK), fG},
  {SYL(iT, vI, 0), SYL(iNG, vEU, fT), fS},  {SYL(iP, vI, 0), SYL(iNG, vEU, fP), fB},
  {SYL(iH, vI, 0), SYL(iNG, vEU, fH), fS},
};

static inline uint8_t form_before_consonant(const syl &s, const syl &next) {
  if (s.fin == fLB) {
    if (s.written == BALP) return fB;  // 밟다 [밥따]
    if (s.written == NEOLP && next.vow == vU && (next.ini == iJ || next.ini == iD) &&
        (next.fin == fG || next.fin == fNG))
      return fB;  // 넓죽, 넓둥
  }
  if (s.fin == fLG && (next.ini == iG || next.ini == iGG || next.ini == iK) && !noun_with_lg(s.written))
    return fL;  // 맑게 [말께]
  return representative[s.fin];
}

// A final before a vowel (제12항 4, 제13항, 제14항, 제16항, 제17항).
static inline uint8_t liaison(const syl *w, size_t k, syl &next, bool tensifies) {
  uint8_t fin = w[k].fin;
  if (k > 0)
    for (int n = 0; n < 7; n++)
      if (w[k].written == letter_names[n][1] && w[k - 1].written == letter_names[n][0]) fin = (uint8_t)letter_names[n][2];
  if (fin == fNG) return fin;
  if (fin == fH) return fNone;  // 낳은 [나은]
  if (fin == fNH) fin = fN;
  if (fin == fLH) fin = fL;
  if (cluster_stays[fin] != NONE) {
    uint8_t moves = cluster_moves[fin];
    next.ini = fin == fLT && next.vow == vI ? iCH : (moves == iSS && !tensifies ? iS : moves);
    return cluster_stays[fin];
  }
  if (next.vow == vI && (fin == fD || fin == fT))
    next.ini = fin == fD ? iJ : iCH;  // 굳이 [구지], 밭이 [바치]
  else
    next.ini = initial_of_final[fin];
  return fNone;
}

// A final before a consonant (제9항–제12항, 제17항 붙임, 제18항–제20항, 제23항–제25항).
static inline uint8_t before_consonant(const syl &s, syl &next, bool tensifies) {
  uint8_t written = s.fin, fin;
  if (written == fH || written == fNH || written == fLH) {
    uint8_t rest = written == fH ? fNone : written == fNH ? fN : fL;
    switch (next.ini) {
      case iG: case iGG: case iD: case iDD: case iJ: case iJJ: case iB: case iBB:
        next.ini = aspirate(next.ini);  // 놓고 [노코]
        return rest;
      case iS:
        if (tensifies) next.ini = iSS;  // 닿소 [다쏘]
        return rest;
      case iSS:
        return rest;  // 흏씨 [휴씨]
      case iN:
        if (rest == fL) next.ini = iR;  // 뚫는 [뚤른]
        return rest == fNone ? fN : rest;  // 놓는 [논는]
      case iH:
        if (rest != fNone) return rest;
        next.ini = iT;
        return rest;
      default:
        fin = rest == fNone ? fD : rest;
    }
  } else {
    fin = form_before_consonant(s, next);
  }
  if (next.ini == iH) {  // 제12항 붙임 1, 2; 제17항 붙임
    switch (written) {
      case fLG: next.ini = iK; return fL;
      case fLB: next.ini = iP; return s.written == BALP ? fNone : fL;
      case fNJ: next.ini = iCH; return fN;
      case fLP: next.ini = iP; return fL;
    }
    if (fin != fG && fin != fD && fin != fB) return fin;
    if (fin == fG) next.ini = iK;
    else if (fin == fB) next.ini = iP;
    else if (written == fJ || (written == fD && (next.vow == vI || (next.vow == 6 && next.fin == fNone)))) next.ini = iCH;  // 굳혀 [구처]
    else next.ini = iT;
    return fNone;
  }
  if (next.ini == iR) {  // 제19항 and 붙임; 제20항
    if (fin == fG || fin == fD || fin == fB || fin == fM || fin == fNG) next.ini = iN;
    else if (fin == fN) return fL;
  }
  if (next.ini == iN || next.ini == iM) {  // 제18항; 제20항
    if (fin == fG) return fNG;
    if (fin == fD) return fN;
    if (fin == fB) return fM;
    if (fin == fL && next.ini == iN) next.ini = iR;
    return fin;
  }
  if (tensifies && tense_of[next.ini] != NONE) {  // 제23항–제25항
    uint8_t t = tense_of[next.ini];
    switch (written) {
      case fG: case fGG: case fK: case fGS: case fLG: case fD: case fS: case fSS: case fJ: case fCH:
      case fT: case fB: case fP: case fLP: case fBS: case fLT: case fNJ:
        next.ini = t;
        break;
      case fLB:
        if (fin == fB || s.written != DEOLP) next.ini = t;  // not the numeral 여덟
        break;
      case fLM:  // not -기, not the particle 과 (삶과 [삼과])
        if (!(next.ini == iG && next.vow == vI && next.fin == fNone) && next.written != 0xACFC - 0xAC00) next.ini = t;
        break;
    }
  }
  return fin;
}

static void apply_sound_changes(syl *w, size_t n, bool tensifies) {
  for (size_t k = 0; k + 1 < n; k++) {
    if (w[k].fin == fNone) continue;
    if (w[k + 1].ini == iNG) w[k].fin = liaison(w, k, w[k + 1], tensifies);
    else w[k].fin = before_consonant(w[k], w[k + 1], tensifies);
  }
  if (n > 0) w[n - 1].fin = representative[w[n - 1].fin];
}

// Revised Romanization (제2장) letters, each written with one 4-byte store (the output
// buffer has slack) and advanced by its length.
struct letters {
  char s[4];
  uint8_t n;
};
static const letters ro_initials[19] = {{"g", 1}, {"kk", 2}, {"n", 1}, {"d", 1},  {"tt", 2}, {"r", 1}, {"m", 1},
                                        {"b", 1}, {"pp", 2}, {"s", 1}, {"ss", 2}, {"", 0},   {"j", 1}, {"jj", 2},
                                        {"ch", 2}, {"k", 1}, {"t", 1}, {"p", 1},  {"h", 1}};
static const letters ro_vowels[21] = {{"a", 1},  {"ae", 2}, {"ya", 2}, {"yae", 3}, {"eo", 2}, {"e", 1},  {"yeo", 3},
                                      {"ye", 2}, {"o", 1},  {"wa", 2}, {"wae", 3}, {"oe", 2}, {"yo", 2}, {"u", 1},
                                      {"wo", 2}, {"we", 2}, {"wi", 2}, {"yu", 2},  {"eu", 2}, {"ui", 2}, {"i", 1}};
// By final index, as read at the end of a syllable (none ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅇ → "" k n t l m p ng).
static const letters ro_finals[28] = {
  {"", 0},  {"k", 1}, {"k", 1}, {"k", 1}, {"n", 1}, {"n", 1}, {"n", 1},  {"t", 1}, {"l", 1}, {"k", 1},
  {"m", 1}, {"l", 1}, {"l", 1}, {"l", 1}, {"p", 1}, {"l", 1}, {"m", 1},  {"p", 1}, {"p", 1}, {"t", 1},
  {"t", 1}, {"ng", 2}, {"t", 1}, {"t", 1}, {"k", 1}, {"t", 1}, {"p", 1}, {"t", 1},
};

static inline size_t put_letters(uint8_t *out, const letters &l) {
  memcpy(out, l.s, 4);
  return l.n;
}

static syl *g_word;  // one word's syllables (a block holds at most block / 3)

template <bool Romanize>
static size_t sound_changes(const uint8_t *__restrict t, size_t n, uint8_t *__restrict out) {
  syl *__restrict const g_word = ::g_word;
  size_t i = 0, o = 0;
  while (i < n) {
    size_t count = 0;
    int32_t s;
    while ((s = syllable_at(t, i, n)) >= 0) {
      g_word[count++] = syl{(uint8_t)(s / 588), (uint8_t)(s % 588 / 28), (uint8_t)(s % 28), (uint16_t)s};
      i += 3;
    }
    if (count > 0) {
      apply_sound_changes(g_word, count, !Romanize);
      for (size_t k = 0; k < count; k++) {
        const syl &y = g_word[k];
        if (Romanize) {
          if (k > 0 && y.ini == iR && g_word[k - 1].fin == fL) out[o++] = 'l';  // ㄹㄹ is ll
          else o += put_letters(out + o, ro_initials[y.ini]);
          o += put_letters(out + o, ro_vowels[y.vow]);
          o += put_letters(out + o, ro_finals[y.fin]);
        } else {
          // 제5항 다만 3: ㅢ after a written consonant initial reads ㅣ.
          // 제5항 다만 1: ㅕ after ㅈ ㅉ ㅊ reads ㅓ (가져 [가저]).
          uint8_t vow = y.vow == vUI && y.written / 588 != iNG ? vI : y.vow;
          if (vow == 6 && (y.ini == iJ || y.ini == iJJ || y.ini == iCH) && (y.written % 28 == 0 || y.written % 28 == 20))
            vow = 4;
          uint32_t cp = 0xAC00 + SYL(y.ini, vow, y.fin);
          out[o] = (uint8_t)(0xE0 | (cp >> 12));
          out[o + 1] = (uint8_t)(0x80 | ((cp >> 6) & 0x3F));
          out[o + 2] = (uint8_t)(0x80 | (cp & 0x3F));
          o += 3;
        }
      }
    }
    if (i < n) out[o++] = t[i++];
  }
  return o;
}

// 이/가: a final consonant (ㄹ too) takes 이, a vowel 가; the floor reads Korean words only.
static size_t josa(const uint8_t *t, size_t n, uint8_t *out) {
  static const uint8_t i_[3] = {0xEC, 0x9D, 0xB4}, ga[3] = {0xEA, 0xB0, 0x80};
  size_t start = 0, o = 0;
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(t + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - t) : n, len = end - start;
    memcpy(out + o, t + start, len);
    o += len;
    if (len >= 3) {
      int32_t s = syllable_at(t, end - 3, end);
      memcpy(out + o, s >= 0 && s % 28 == 0 ? ga : i_, 3);
      o += 3;
    }
    if (nl) out[o++] = '\n';
    start = end + 1;
  }
  return o;
}

// Sino-Korean reading of an integer (optional sign, digits, commas): groups of four from the
// right, each with its unit; 1 before 십 백 천 not read; zero groups left out; 0 is 영.
struct word16 {
  char s[16];
  uint8_t n;
};
#define W(x) {x, sizeof(x) - 1}
static const word16 sk_digits[10] = {W("영"), W("일"), W("이"), W("삼"), W("사"), W("오"), W("육"), W("칠"), W("팔"), W("구")};
static const word16 sk_places[4] = {W(""), W("십"), W("백"), W("천")};
static const word16 sk_units[18] = {W(""),   W("만"),   W("억"),     W("조"),     W("경"),       W("해"),
                                    W("자"), W("양"),   W("구"),     W("간"),     W("정"),       W("재"),
                                    W("극"), W("항하사"), W("아승기"), W("나유타"), W("불가사의"), W("무량대수")};
static const word16 sk_minus = W("마이너스");

static inline size_t put_word(uint8_t *out, const word16 &w) {  // one 16-byte copy; the buffer has slack
  memcpy(out, w.s, 16);
  return w.n;
}

static size_t number(const uint8_t *t, size_t n, uint8_t *out) {
  size_t start = 0, o = 0;
  uint8_t digits[80];
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(t + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - t) : n;
    size_t i = start, d = 0;
    bool negative = false;
    if (i < end && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
    while (i < end && t[i] == '0') i++;
    for (; i < end && d < 72; i++)  // 무량대수 is the largest unit
      if (t[i] != ',') digits[d++] = (uint8_t)(t[i] - '0');
    if (d == 0) {
      o += put_word(out + o, sk_digits[0]);
    } else {
      if (negative) o += put_word(out + o, sk_minus);
      size_t groups = (d + 3) / 4;
      for (size_t g = groups; g-- > 0;) {
        // digits of group g: positions [d - 4(g+1), d - 4g)
        long first = (long)d - 4 * (long)(g + 1);
        bool any = false;
        for (int place = 3; place >= 0; place--) {
          long p = first + (3 - place);
          if (p < 0) continue;
          uint8_t digit = digits[p];
          if (digit == 0) continue;
          any = true;
          if (digit != 1 || place == 0) o += put_word(out + o, sk_digits[digit]);
          o += put_word(out + o, sk_places[place]);
        }
        if (any) o += put_word(out + o, sk_units[g]);
      }
    }
    if (nl) out[o++] = '\n';
    start = end + 1;
  }
  return o;
}

static int search(const char *query, const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return 66;
  size_t n;
  uint8_t *data = read_all(fd, &n);
  size_t qn = strlen(query);
  uint8_t *q = (uint8_t *)malloc(qn + 1);
  size_t qc = choseong((const uint8_t *)query, qn, q);
  uint8_t *line_choseong = (uint8_t *)malloc(1 << 16);
  std::vector<uint8_t> out;
  size_t start = 0;
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(data + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - data) : n;
    size_t len = end - start;
    if (len > 0 && len < (1 << 16)) {
      size_t c = choseong(data + start, len, line_choseong);
      if (memmem(line_choseong, c, q, qc)) {
        out.insert(out.end(), data + start, data + end);
        out.push_back('\n');
      }
    }
    start = end + 1;
  }
  write_all(out.data(), out.size());
  return 0;
}

static const uint8_t *g_keys;
static const size_t *g_key_offsets;

static int sort(const char *path) {
  int fd = path ? open(path, O_RDONLY) : 0;
  if (fd < 0) return 66;
  size_t n;
  uint8_t *data = read_all(fd, &n);
  std::vector<size_t> starts, lengths;
  size_t start = 0;
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(data + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - data) : n;
    if (end > start) {
      starts.push_back(start);
      lengths.push_back(end - start);
    }
    start = end + 1;
  }
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *coll = ucol_open("ko", &ec);
  if (U_FAILURE(ec)) return 70;
  size_t count = starts.size(), capacity = count * 32 + 1024, used = 0;
  uint8_t *keys = (uint8_t *)malloc(capacity);
  size_t *offsets = (size_t *)malloc(sizeof(size_t) * (count + 1));
  UChar units[1024];
  for (size_t i = 0; i < count; i++) {
    int32_t u = 0;
    ec = U_ZERO_ERROR;
    u_strFromUTF8(units, 1024, &u, (const char *)data + starts[i], (int32_t)lengths[i], &ec);
    if (U_FAILURE(ec)) u = 0;  // the floor reads short lines only
    for (;;) {
      int32_t need = ucol_getSortKey(coll, units, u, keys + used, (int32_t)(capacity - used));
      if ((size_t)need <= capacity - used) {
        offsets[i] = used;
        used += (size_t)need;
        break;
      }
      keys = (uint8_t *)realloc(keys, capacity *= 2);
    }
  }
  g_keys = keys;
  g_key_offsets = offsets;
  std::vector<uint32_t> order(count);
  for (size_t i = 0; i < count; i++) order[i] = (uint32_t)i;
  std::sort(order.begin(), order.end(), [](uint32_t a, uint32_t b) {
    int r = strcmp((const char *)g_keys + g_key_offsets[a], (const char *)g_keys + g_key_offsets[b]);
    return r != 0 ? r < 0 : a < b;
  });
  std::vector<uint8_t> out;
  out.reserve(n + count);
  for (uint32_t i : order) {
    out.insert(out.end(), data + starts[i], data + starts[i] + lengths[i]);
    out.push_back('\n');
  }
  write_all(out.data(), out.size());
  ucol_close(coll);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], "choseong")) return stream(choseong, 1);
  if (argc >= 2 && !strcmp(argv[1], "decompose")) return stream(decompose, 5);
  if (argc >= 2 && !strcmp(argv[1], "copy")) return stream(copy, 1);
  if (argc >= 2 && !strcmp(argv[1], "cat")) return stream(cat, 1);
  if (argc == 4 && !strcmp(argv[1], "search")) return search(argv[2], argv[3]);
  if (argc >= 2 && !strcmp(argv[1], "sort")) return sort(argc >= 3 ? argv[2] : NULL);
  if (argc >= 2 && (!strcmp(argv[1], "romanize") || !strcmp(argv[1], "pronounce"))) {
    g_word = (syl *)malloc(sizeof(syl) * ((1 << 20) / 3 + 1));
    return stream(!strcmp(argv[1], "romanize") ? sound_changes<true> : sound_changes<false>, 3);
  }
  if (argc >= 2 && !strcmp(argv[1], "josa")) return stream(josa, 4);
  if (argc >= 2 && !strcmp(argv[1], "number")) return stream(number, 12);
  fprintf(stderr,
          "usage: HangulCFloor choseong|decompose|copy|romanize|pronounce|josa|number  |  search QUERY FILE  |  "
          "sort [FILE]\n");
  return 2;
}
