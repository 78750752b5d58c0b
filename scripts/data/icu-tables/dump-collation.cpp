// dump-collation.cpp: writes the tables that let the pure-Swift `HangulCollationTables` engine
// reproduce ICU's "ko" collator and the "ko"+"en" AlphabeticIndex byte for byte.
//
// Usage: dump-collation OUTPUT.bin VERSIONS.txt
// The format is described in Resources/ICUTables/FORMAT-collation.md. Every table is derived from the
// system ICU's behaviour (collation element iterators, sort keys, AlphabeticIndex buckets);
// no ICU data file is parsed and no ICU source is copied.
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uset.h>
#include <unicode/uscript.h>
#include <unicode/ulocdata.h>
#include <unicode/uversion.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <unicode/uniset.h>
#include <unicode/coll.h>
// The lower boundary of a bucket (what ImmutableIndex::getBucketIndex compares a name with) is
// private in ICU's header; the generator reads it through this one well-known trick.
#define private public
#include <unicode/alphaindex.h>
#undef private

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

using CEs = std::vector<uint64_t>;

static void die(const char *what, UErrorCode ec) {
  fprintf(stderr, "dump-collation: %s: %s\n", what, u_errorName(ec));
  exit(1);
}

// ---------------------------------------------------------------- CE extraction

/// The 64-bit CEs of `s`, rebuilt from CollationElementIterator's 32-bit halves: the first half
/// holds primary bits 31..16, secondary bits 15..8, tertiary bits 15..8 (with the case bits);
/// a continuation (low bits 0xC0) holds primary bits 15..0, secondary 7..0, tertiary 5..0.
/// Completely ignorable CEs (0) are dropped: the sort key writer skips them.
static CEs cesOf(UCollator *coll, const UChar *s, int32_t n) {
  UErrorCode ec = U_ZERO_ERROR;
  UCollationElements *e = ucol_openElements(coll, s, n, &ec);
  if (U_FAILURE(ec)) die("ucol_openElements", ec);
  CEs r;
  int32_t x;
  while ((x = ucol_next(e, &ec)) != UCOL_NULLORDER) {
    uint32_t u = (uint32_t)x;
    if ((u & 0xC0) == 0xC0 && !r.empty()) {
      uint64_t &l = r.back();
      uint32_t p = (uint32_t)(l >> 32) | (u >> 16);
      uint32_t sec = ((uint32_t)l >> 16) | ((u >> 8) & 0xff);
      uint32_t ter = ((uint32_t)l & 0xffff) | (u & 0x3f);
      l = ((uint64_t)p << 32) | ((uint64_t)sec << 16) | ter;
    } else {
      uint64_t p = u & 0xffff0000u;
      uint32_t sec = ((u >> 8) & 0xff) << 8;
      uint32_t ter = (u & 0xff) << 8;
      r.push_back((p << 32) | ((uint64_t)sec << 16) | ter);
    }
  }
  ucol_closeElements(e);
  CEs out;
  for (uint64_t c : r) if (c != 0) out.push_back(c);
  return out;
}

static std::u16string u16(const std::vector<UChar32> &cps) {
  std::u16string s;
  for (UChar32 c : cps) {
    if (c >= 0x10000) { s.push_back((char16_t)U16_LEAD(c)); s.push_back((char16_t)U16_TRAIL(c)); }
    else s.push_back((char16_t)c);
  }
  return s;
}

static CEs cesOf(UCollator *coll, const std::vector<UChar32> &cps) {
  std::u16string s = u16(cps);
  return cesOf(coll, (const UChar *)s.data(), (int32_t)s.size());
}

static std::vector<uint8_t> keyOf(UCollator *coll, const std::vector<UChar32> &cps) {
  std::u16string s = u16(cps);
  uint8_t buf[512];
  int32_t n = ucol_getSortKey(coll, (const UChar *)s.data(), (int32_t)s.size(), buf, sizeof buf);
  return std::vector<uint8_t>(buf, buf + n);
}

// ---------------------------------------------------------------- formulas (checked here)

/// The primary ICU gives a code point that no table mentions (unassigned, private use, …).
static uint32_t unassignedPrimary(UChar32 c) {
  int64_t v = (int64_t)c + 1;
  uint32_t p = 2 + (uint32_t)(v % 18) * 14;
  v /= 18;
  p |= (uint32_t)(2 + v % 254) << 8;
  v /= 254;
  p |= (uint32_t)(4 + v % 251) << 16;
  return p | 0xFE000000u;
}

/// `base` advanced by `offset` three-byte primary steps (bytes 2 and 3 run 02..FF; byte 2 runs
/// 04..FE when the lead byte is compressible).
static uint32_t advance3(uint32_t base, bool compressible, int64_t offset) {
  offset += ((base >> 8) & 0xff) - 2;
  uint32_t p = (uint32_t)((offset % 254) + 2) << 8;
  offset /= 254;
  if (compressible) {
    offset += ((base >> 16) & 0xff) - 4;
    p |= (uint32_t)((offset % 251) + 4) << 16;
    offset /= 251;
  } else {
    offset += ((base >> 16) & 0xff) - 2;
    p |= (uint32_t)((offset % 254) + 2) << 16;
    offset /= 254;
  }
  return p | ((base & 0xff000000u) + (uint32_t)(offset << 24));
}

static const uint32_t kCommonLower32 = 0x05000500;

// ---------------------------------------------------------------- byte writer

struct Out {
  std::vector<uint8_t> b;
  void u8(uint32_t v) { b.push_back((uint8_t)v); }
  void u16(uint32_t v) { u8(v); u8(v >> 8); }
  void u32(uint32_t v) { u16(v); u16(v >> 16); }
  void varint(uint64_t v) {
    while (v >= 0x80) { u8((v & 0x7f) | 0x80); v >>= 7; }
    u8(v);
  }
  void zigzag(int64_t v) { varint(v >= 0 ? (uint64_t)v << 1 : ((uint64_t)(-v) << 1) - 1); }
  void bytes(const std::vector<uint8_t> &v) { b.insert(b.end(), v.begin(), v.end()); }
  void str(const std::string &s) { varint(s.size()); b.insert(b.end(), s.begin(), s.end()); }
};

/// CE encoder shared by the sections: a tag byte (low 2 bits: primary mode; high 6 bits:
/// index into the sec/ter table, 63 = literal u32 follows), then the primary payload.
struct CEWriter {
  std::vector<uint32_t> lowerTable;  // most frequent lower 32 bits
  std::map<uint32_t, int> lowerIndex;
  uint32_t prevP = 0;
  void write(Out &o, uint64_t ce) {
    uint32_t p = (uint32_t)(ce >> 32), lower = (uint32_t)ce;
    int mode;
    if (p == 0) mode = 0;
    else if (p == prevP) mode = 3;
    else if (p > prevP && ((p - prevP) & 0xff) == 0 && (p - prevP) < (1u << 21) * 256) mode = 1;
    else mode = 2;
    auto it = lowerIndex.find(lower);
    int idx = it == lowerIndex.end() ? 63 : it->second;
    o.u8(mode | (idx << 2));
    if (mode == 1) o.varint((p - prevP) >> 8);
    else if (mode == 2) o.u32(p);
    if (idx == 63) o.u32(lower);
    if (p != 0) prevP = p;
  }
};


int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: dump-collation OUT.bin VERSIONS.txt\n"); return 2; }
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *ko = ucol_open("ko", &ec);
  if (U_FAILURE(ec)) die("ucol_open(ko)", ec);
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&ec);
  if (U_FAILURE(ec)) die("unorm2_getNFDInstance", ec);

  auto isHangulSyllable = [](UChar32 c) { return c >= 0xAC00 && c <= 0xD7A3; };
  auto nfdOf = [&](UChar32 c) {
    std::vector<UChar32> out;
    if (isHangulSyllable(c)) {
      int s = c - 0xAC00;
      out.push_back(0x1100 + s / 588);
      out.push_back(0x1161 + (s % 588) / 28);
      if (s % 28) out.push_back(0x11A7 + s % 28);
      return out;
    }
    UChar in[2], buf[64];
    int32_t n = 0;
    U16_APPEND_UNSAFE(in, n, c);
    UErrorCode e2 = U_ZERO_ERROR;
    int32_t m = unorm2_normalize(nfd, in, n, buf, 64, &e2);
    if (U_FAILURE(e2)) die("unorm2_normalize", e2);
    for (int32_t i = 0; i < m;) { UChar32 d; U16_NEXT(buf, i, m, d); out.push_back(d); }
    return out;
  };

  // ---- 1. every code point's CEs
  std::vector<CEs> all(0x110000);
  for (UChar32 c = 0; c < 0x110000; c++) {
    if (c >= 0xD800 && c < 0xE000) continue;
    all[c] = cesOf(ko, std::vector<UChar32>{c});
  }

  // Hangul syllables must equal the concatenation of their jamo.
  for (UChar32 c = 0xAC00; c <= 0xD7A3; c++) {
    CEs j;
    for (UChar32 d : nfdOf(c)) j.insert(j.end(), all[d].begin(), all[d].end());
    if (j != all[c]) { fprintf(stderr, "syllable U+%04X is not its jamo\n", c); return 1; }
  }

  // Hanja of the tailoring: the syllable's CEs with the last CE's secondary raised.
  std::map<CEs, UChar32> syllableOf;
  for (UChar32 c = 0xAC00; c <= 0xD7A3; c++) syllableOf[all[c]] = c;
  struct Hanja { uint32_t sec; UChar32 cp; };
  std::map<UChar32, std::vector<Hanja>> hanja;
  std::vector<uint8_t> isTailoredHanja(0x110000, 0);

  std::vector<uint8_t> explicitNeeded(0x110000, 0);
  int omittedDecomposable = 0, omittedUnassigned = 0;
  for (UChar32 c = 0; c < 0x110000; c++) {
    if ((c >= 0xD800 && c < 0xE000) || isHangulSyllable(c)) continue;
    std::vector<UChar32> d = nfdOf(c);
    if (d.size() != 1 || d[0] != c) {
      if (cesOf(ko, d) == all[c]) { omittedDecomposable++; continue; }
      fprintf(stderr, "note: U+%04X differs from its NFD\n", c);
    }
    const CEs &v = all[c];
    if (v.size() == 1 && v[0] == (((uint64_t)unassignedPrimary(c) << 32) | kCommonLower32)) {
      omittedUnassigned++;
      continue;
    }
    if (v.size() >= 2 && (uint32_t)(v.back() >> 16) != 0x0500 && (uint32_t)v.back() != 0) {
      CEs w = v;
      w.back() = (w.back() & 0xffffffff0000ffffull) | 0x05000000ull;
      auto it = syllableOf.find(w);
      if (it != syllableOf.end() && (w.back() & 0xffff) == (v.back() & 0xffff)) {
        hanja[it->second].push_back({(uint32_t)(v.back() >> 16) & 0xffff, c});
        isTailoredHanja[c] = 1;
        continue;
      }
    }
    explicitNeeded[c] = 1;
  }
  fprintf(stderr, "omitted: %d decomposable, %d unassigned-formula; hanja syllables %zu\n",
          omittedDecomposable, omittedUnassigned, hanja.size());

  // Han (Unified_Ideograph) not tailored by ko: root's radical-stroke order, primaries
  // advance3(0xFA020200, false, 2 * rank). Stored as the order (rank) of every Han character.
  Out hn;
  {
    UCollator *rootColl = ucol_open("", &ec);
    std::vector<UChar32> han;
    for (UChar32 c = 0; c < 0x110000; c++) if (u_hasBinaryProperty(c, UCHAR_UNIFIED_IDEOGRAPH)) han.push_back(c);
    std::vector<std::pair<uint32_t, int>> byPrimary;  // (root primary, index in han)
    const uint32_t base = 0xFA020200;
    std::map<uint32_t, int64_t> rankOfPrimary;
    for (size_t i = 0; i < han.size(); i++) {
      CEs v = cesOf(rootColl, std::vector<UChar32>{han[i]});
      if (v.size() != 1 || (uint32_t)v[0] != kCommonLower32) { fprintf(stderr, "Han U+%04X not single\n", han[i]); return 1; }
      byPrimary.push_back({(uint32_t)(v[0] >> 32), (int)i});
    }
    std::sort(byPrimary.begin(), byPrimary.end());
    for (size_t r = 0; r < byPrimary.size(); r++) {
      if (advance3(base, false, 2 * (int64_t)r) != byPrimary[r].first) { fprintf(stderr, "Han rank formula fails at %zu\n", r); return 1; }
    }
    // ko: every Han character is either a tailored Hanja or keeps its root CE.
    for (size_t r = 0; r < byPrimary.size(); r++) {
      UChar32 c = han[byPrimary[r].second];
      if (isTailoredHanja[c]) continue;
      if (all[c].size() != 1 || all[c][0] != (((uint64_t)byPrimary[r].first << 32) | kCommonLower32)) {
        fprintf(stderr, "ko changes untailored Han U+%04X\n", c); return 1;
      }
      explicitNeeded[c] = 0;
    }
    // Han set as ranges.
    std::vector<std::pair<UChar32, int>> ranges;
    for (UChar32 c : han) {
      if (!ranges.empty() && ranges.back().first + ranges.back().second == c) ranges.back().second++;
      else ranges.push_back({c, 1});
    }
    hn.u32(base);
    hn.varint(ranges.size());
    UChar32 prev = 0;
    for (auto &r : ranges) { hn.varint(r.first - prev); hn.varint(r.second); prev = r.first + r.second; }
    // Streams: maximal pieces of the code-point-ordered Han list whose primaries increase.
    std::vector<int> rankOf(han.size());
    for (size_t r = 0; r < byPrimary.size(); r++) rankOf[byPrimary[r].second] = (int)r;
    std::vector<int> streamOf(han.size());
    std::vector<int> streamLengths;
    for (size_t i = 0; i < han.size(); i++) {
      if (i == 0 || rankOf[i] < rankOf[i - 1]) streamLengths.push_back(0);
      streamLengths.back()++;
      streamOf[i] = (int)streamLengths.size() - 1;
    }
    hn.varint(streamLengths.size());
    for (int l : streamLengths) hn.varint(l);
    // Runs in primary order: (stream by move-to-front index, length).
    std::vector<int> mtf;
    std::vector<std::pair<int, int>> runs;
    for (size_t r = 0; r < byPrimary.size(); r++) {
      int s = streamOf[byPrimary[r].second];
      if (!runs.empty() && runs.back().first == s) runs.back().second++;
      else runs.push_back({s, 1});
    }
    hn.varint(runs.size());
    int oneByte = 0;
    for (auto &run : runs) {
      auto it = std::find(mtf.begin(), mtf.end(), run.first);
      int idx = it == mtf.end() ? -1 : (int)(it - mtf.begin());
      if (it != mtf.end()) mtf.erase(it);
      mtf.insert(mtf.begin(), run.first);
      int len = run.second;
      if (idx >= 0 && idx < 8 && len <= 16) { hn.u8((idx << 4) | (len - 1)); oneByte++; }
      else { hn.u8(0x80); hn.varint(idx < 0 ? 0 : idx + 1); if (idx < 0) hn.varint(run.first); hn.varint(len); }
    }
    fprintf(stderr, "HANI: %zu Han, %zu streams, %zu runs (%d one-byte), %zu bytes\n", han.size(), streamLengths.size(), runs.size(), oneByte, hn.b.size());
    ucol_close(rootColl);
  }

  // sec/ter table: the 63 most frequent lower halves.
  std::map<uint32_t, int> freq;
  for (UChar32 c = 0; c < 0x110000; c++)
    if (explicitNeeded[c]) for (uint64_t ce : all[c]) freq[(uint32_t)ce]++;
  std::vector<std::pair<int, uint32_t>> byFreq;
  for (auto &kv : freq) byFreq.push_back({-kv.second, kv.first});
  std::sort(byFreq.begin(), byFreq.end());
  CEWriter cw;
  for (size_t i = 0; i < byFreq.size() && i < 63; i++) {
    cw.lowerTable.push_back(byFreq[i].second);
    cw.lowerIndex[byFreq[i].second] = (int)i;
  }

  // Compressible primary lead bytes: two code points with the same lead byte write it once.
  std::map<uint32_t, std::vector<UChar32>> samplesOfLead;
  for (UChar32 c = 0; c < 0x110000; c++) {
    if (c >= 0xD800 && c < 0xE000) continue;
    const CEs &v = all[c];
    if (v.size() == 1 && (v[0] >> 32) != 0) {
      auto &s = samplesOfLead[(uint32_t)(v[0] >> 56)];
      if (s.size() < 2 && (s.empty() || (all[s[0]][0] >> 32) != (v[0] >> 32))) s.push_back(c);
    }
  }
  UCollator *root = ucol_open("", &ec);
  if (U_FAILURE(ec)) die("ucol_open(root)", ec);
  std::vector<uint8_t> compressible(256, 0);
  for (auto &kv : samplesOfLead) {
    if (kv.second.size() < 2) continue;
    std::vector<uint8_t> k = keyOf(root, kv.second);
    uint8_t lead = (uint8_t)kv.first;
    int leads = 0;
    for (size_t i = 0; i < k.size() && k[i] != 1; i++) if (k[i] == lead) leads++;
    // "compressible" when the lead byte is written once for the two primaries.
    compressible[kv.first] = (k[0] == lead && leads == 1) ? 1 : 0;
  }

  Out ce;  // section CEMP
  {
    UChar32 next = 0;  // first code point not yet covered
    UChar32 c = 0;
    int records = 0;
    while (c < 0x110000) {
      if (!explicitNeeded[c]) { c++; continue; }
      // Linear three-byte primary run (Han, Tangut, …): single common CEs whose primaries
      // follow advance3 with a fixed step.
      auto single = [&](UChar32 x) {
        return x < 0x110000 && explicitNeeded[x] && all[x].size() == 1 &&
               (uint32_t)all[x][0] == kCommonLower32 && (all[x][0] >> 32) != 0;
      };
      if (single(c) && single(c + 1)) {
        uint32_t base = (uint32_t)(all[c][0] >> 32);
        bool comp = compressible[base >> 24];
        uint32_t p1 = (uint32_t)(all[c + 1][0] >> 32);
        int step = -1;
        for (int s = 1; s < 128; s++) if (advance3(base, comp, s) == p1) { step = s; break; }
        if (step > 0 && (base & 0xff) == 0) {
          UChar32 e = c + 1;
          while (single(e + 1) && (uint32_t)(all[e + 1][0] >> 32) == advance3(base, comp, (int64_t)(e + 1 - c) * step)) e++;
          if (e - c + 1 >= 16) {
            ce.varint(c - next);
            ce.u8(0x41);
            ce.varint(e - c + 1);
            ce.u32(base);
            ce.u8(step);
            ce.u8(comp);
            records++;
            next = e + 1;
            c = e + 1;
            continue;
          }
        }
      }
      // A run of consecutive explicit code points.
      UChar32 e = c;
      while (e + 1 < 0x110000 && explicitNeeded[e + 1]) e++;
      bool allOne = true;
      for (UChar32 x = c; x <= e; x++) if (all[x].size() != 1) allOne = false;
      ce.varint(c - next);
      if (c == e && all[c].size() < 0x40) {
        ce.u8((uint32_t)all[c].size());
        for (uint64_t x : all[c]) cw.write(ce, x);
      } else if (allOne) {
        ce.u8(0x40);
        ce.varint(e - c + 1);
        for (UChar32 x = c; x <= e; x++) cw.write(ce, all[x][0]);
      } else {
        ce.u8(0x42);
        ce.varint(e - c + 1);
        for (UChar32 x = c; x <= e; x++) {
          ce.u8((uint32_t)all[x].size());
          for (uint64_t y : all[x]) cw.write(ce, y);
        }
      }
      records++;
      next = e + 1;
      c = e + 1;
    }
    ce.varint(0x110000 - next);
    ce.u8(0xFF);  // end
    if (getenv("DUMP_STATS")) {
      int ex = 0; std::map<size_t,int> byN;
      for (UChar32 x = 0; x < 0x110000; x++) if (explicitNeeded[x]) { ex++; byN[all[x].size()]++; }
      fprintf(stderr, "explicit %d\n", ex);
      for (auto &kv : byN) fprintf(stderr, "  %zu CEs: %d\n", kv.first, kv.second);
      for (UChar32 x = 0x3400; x < 0x3410; x++) fprintf(stderr, "U+%04X %d %016llx\n", x, explicitNeeded[x], all[x].empty()?0ull:(unsigned long long)all[x][0]);
      for (UChar32 x = 0x20000; x < 0x20010; x++) fprintf(stderr, "U+%04X %d %016llx\n", x, explicitNeeded[x], all[x].empty()?0ull:(unsigned long long)all[x][0]);
    }
    fprintf(stderr, "CEMP: %d records, %zu bytes\n", records, ce.b.size());
  }

  // ---- 2. contractions and prefix mappings (as NFD strings, matched forward)
  Out ct;
  std::set<std::vector<UChar32>> contractionStrings;
  std::map<std::vector<UChar32>, CEs> prefixMappings;  // prefix + character -> the character's CEs
  Out px;
  {
    // Contractions proper (addPrefixes=FALSE), then the prefix mappings (what addPrefixes=TRUE
    // adds): a character whose CEs depend on what precedes it, e.g. U+00B7 after "l".
    auto stringsOf = [&](UBool addPrefixes) {
      USet *con = uset_openEmpty(), *exp = uset_openEmpty();
      ucol_getContractionsAndExpansions(ko, con, exp, addPrefixes, &ec);
      if (U_FAILURE(ec)) die("ucol_getContractionsAndExpansions", ec);
      std::set<std::vector<UChar32>> out;
      int32_t items = uset_getItemCount(con);
      for (int32_t i = 0; i < items; i++) {
        UChar32 a, b;
        UChar buf[64];
        UErrorCode e2 = U_ZERO_ERROR;
        int32_t len = uset_getItem(con, i, &a, &b, buf, 64, &e2);
        if (len <= 0) continue;
        std::vector<UChar32> raw;
        for (int32_t k = 0; k < len;) { UChar32 d; U16_NEXT(buf, k, len, d); raw.push_back(d); }
        out.insert(raw);
      }
      uset_close(con);
      uset_close(exp);
      return out;
    };
    std::set<std::vector<UChar32>> proper = stringsOf(false), withPrefixes = stringsOf(true);
    auto nfdString = [&](const std::vector<UChar32> &cps) {
      std::vector<UChar32> out;
      for (UChar32 c : cps) for (UChar32 d : nfdOf(c)) out.push_back(d);
      // canonical order
      for (size_t i = 1; i < out.size(); i++)
        for (size_t j = i; j > 0 && u_getCombiningClass(out[j]) != 0 && u_getCombiningClass(out[j - 1]) > u_getCombiningClass(out[j]); j--)
          std::swap(out[j], out[j - 1]);
      return out;
    };
    std::set<std::vector<UChar32>> strings;
    for (auto &raw : proper) {
      if (raw.size() >= 2) strings.insert(raw);  // ICU's own (canonically closed) form
      std::vector<UChar32> n = nfdString(raw);
      if (n.size() >= 2) strings.insert(n);
    }
    for (auto &raw : withPrefixes) {
      if (proper.count(raw) || raw.size() < 2) continue;
      for (auto form : {raw, nfdString(raw)}) {
        if (form.size() < 2) continue;
        std::vector<UChar32> prefix(form.begin(), form.end() - 1);
        CEs whole = cesOf(ko, form), head = cesOf(ko, prefix);
        if (whole.size() < head.size() || !std::equal(head.begin(), head.end(), whole.begin())) {
          fprintf(stderr, "prefix mapping not separable\n");
          return 1;
        }
        prefixMappings[form] = CEs(whole.begin() + head.size(), whole.end());
      }
    }
    contractionStrings = strings;
    ct.varint(strings.size());
    cw.prevP = 0;
    for (auto &s : strings) {
      ct.u8(s.size());
      for (UChar32 c : s) ct.varint(c);
      CEs v = cesOf(ko, s);
      ct.u8(v.size());
      for (uint64_t x : v) cw.write(ct, x);
    }
    fprintf(stderr, "CTRC: %zu strings, %zu bytes\n", strings.size(), ct.b.size());
    px.varint(prefixMappings.size());
    cw.prevP = 0;
    for (auto &kv : prefixMappings) {
      px.u8(kv.first.size());
      for (UChar32 c : kv.first) px.varint(c);
      px.u8(kv.second.size());
      for (uint64_t x : kv.second) cw.write(px, x);
    }
    fprintf(stderr, "PRFX: %zu prefix mappings, %zu bytes\n", prefixMappings.size(), px.b.size());
  }

  // ---- 3. Hanja per syllable, in ICU's order
  Out hj;
  {
    hj.varint(hanja.size());
    UChar32 prevSyl = 0xAC00, prevCp = 0x4E00;
    for (auto &kv : hanja) {
      auto &l = kv.second;
      std::stable_sort(l.begin(), l.end(), [](const Hanja &a, const Hanja &b) { return a.sec < b.sec; });
      hj.varint(kv.first - prevSyl);
      prevSyl = kv.first;
      hj.varint(l.size());
      uint32_t sec = 0;
      for (size_t i = 0; i < l.size(); i++) {
        uint32_t expect = sec + 1;
        if ((expect & 0xff) < 2) expect = (expect & ~0xffu) | 2;
        bool regular = i > 0 && l[i].sec == expect;
        int64_t d = (int64_t)l[i].cp - prevCp;
        uint64_t z = d >= 0 ? (uint64_t)d << 1 : ((uint64_t)(-d) << 1) - 1;
        hj.varint((z << 1) | (regular ? 0 : 1));
        if (!regular) hj.u16(l[i].sec);
        sec = l[i].sec;
        prevCp = l[i].cp;
      }
    }
    fprintf(stderr, "HNJA: %zu bytes\n", hj.b.size());
  }

  // ---- 4. reordering: un-reordered primary (upper 16 bits) -> reordered lead byte
  Out ro;
  {
    int32_t latn = USCRIPT_LATIN;
    int32_t codes[16];
    int32_t n = ucol_getReorderCodes(ko, codes, 16, &ec);
    if (U_FAILURE(ec)) die("ucol_getReorderCodes", ec);
    std::vector<int32_t> lf{latn};
    for (int32_t i = 0; i < n; i++) if (codes[i] != latn) lf.push_back(codes[i]);
    UCollator *latinFirst = ucol_clone(ko, &ec);
    ucol_setReorderCodes(latinFirst, lf.data(), (int32_t)lf.size(), &ec);
    if (U_FAILURE(ec)) die("ucol_setReorderCodes", ec);
    // Samples: one string per distinct primary upper 16 bits, whose first CE carries it
    // (single code points, then contractions such as U+FDD1 + a script's first letter).
    std::map<uint32_t, std::vector<UChar32>> sample;
    for (UChar32 c = 0; c < 0x110000; c++) {
      if (c >= 0xD800 && c < 0xE000) continue;
      const CEs &v = all[c];
      if (!v.empty() && (v[0] >> 32) != 0) {
        uint32_t p16 = (uint32_t)(v[0] >> 48);
        if (!sample.count(p16)) sample[p16] = {c};
      }
    }
    std::set<std::vector<UChar32>> samples = contractionStrings;
    for (auto &kv : prefixMappings) samples.insert(kv.first);
    for (auto &str : samples) {
      CEs v = cesOf(ko, str);
      if (!v.empty() && (v[0] >> 32) != 0) {
        uint32_t p16 = (uint32_t)(v[0] >> 48);
        if (!sample.count(p16)) sample[p16] = str;
      }
    }
    ro.u8(2);
    ro.bytes(compressible);
    for (UCollator *coll : {ko, latinFirst}) {
      std::map<uint32_t, std::set<uint8_t>> perLead;
      std::vector<std::pair<uint32_t, uint8_t>> obs;
      for (auto &kv : sample) {
        std::vector<uint8_t> k = keyOf(coll, kv.second);
        obs.push_back({kv.first, k[0]});
        perLead[kv.first >> 8].insert(k[0]);
      }
      // lead table (0 = split: see ranges) and ranges for split lead bytes
      std::vector<uint8_t> table(256, 0);
      for (int b = 0; b < 256; b++) table[b] = (uint8_t)b;  // unobserved: identity
      std::vector<std::pair<uint32_t, uint8_t>> ranges;
      for (auto &kv : perLead) table[kv.first] = kv.second.size() == 1 ? *kv.second.begin() : 0;
      uint8_t last = 0;
      for (auto &o : obs) {
        if (table[o.first >> 8] != 0) continue;
        if (ranges.empty() || o.second != last || (ranges.back().first >> 8) != (o.first >> 8)) {
          ranges.push_back({o.first, o.second});
          last = o.second;
        }
      }
      table[0] = 0; table[1] = 1; table[2] = 2;
      ro.bytes(table);
      ro.varint(ranges.size());
      for (auto &r : ranges) { ro.u16(r.first); ro.u8(r.second); }
      fprintf(stderr, "REOR: %zu split ranges\n", ranges.size());
    }
    ucol_close(latinFirst);
  }

  // ---- 5. canonical decompositions and combining classes
  Out nm;
  {
    UChar32 prev = 0;
    std::vector<std::pair<UChar32, std::vector<UChar32>>> raws;
    for (UChar32 c = 0; c < 0x110000; c++) {
      if ((c >= 0xD800 && c < 0xE000) || isHangulSyllable(c)) continue;
      UChar buf[8];
      UErrorCode e2 = U_ZERO_ERROR;
      int32_t m = unorm2_getRawDecomposition(nfd, c, buf, 8, &e2);
      if (m <= 0) continue;
      std::vector<UChar32> cps;
      for (int32_t k = 0; k < m;) { UChar32 d; U16_NEXT(buf, k, m, d); cps.push_back(d); }
      raws.push_back({c, cps});
    }
    nm.varint(raws.size());
    for (auto &r : raws) {
      nm.varint(r.first - prev);
      prev = r.first;
      nm.u8(r.second.size());
      for (UChar32 d : r.second) nm.zigzag((int64_t)d - r.first);
    }
    std::vector<std::pair<UChar32, std::pair<int, int>>> runs;  // start, (length, ccc)
    for (UChar32 c = 0; c < 0x110000; c++) {
      int cc = u_getCombiningClass(c);
      if (cc == 0) continue;
      if (!runs.empty() && runs.back().first + runs.back().second.first == c && runs.back().second.second == cc)
        runs.back().second.first++;
      else runs.push_back({c, {1, cc}});
    }
    nm.varint(runs.size());
    prev = 0;
    for (auto &r : runs) {
      nm.varint(r.first - prev);
      nm.varint(r.second.first);
      nm.u8(r.second.second);
      prev = r.first + r.second.first;
    }
    fprintf(stderr, "NORM: %zu decompositions, %zu ccc runs, %zu bytes\n", raws.size(), runs.size(), nm.b.size());
  }

  // ---- 6. AlphabeticIndex ("ko" + labels of "en", optionally ㄲㄸㅃㅆㅉ)
  Out ix;
  {
    ix.u8(2);
    for (int variant = 0; variant < 2; variant++) {
      icu::AlphabeticIndex index(icu::Locale("ko"), ec);
      index.addLabels(icu::Locale("en"), ec);
      if (variant == 1) {
        icu::UnicodeString chars = icu::UnicodeString::fromUTF8("ㄲㄸㅃㅆㅉ");
        icu::UnicodeSet set;
        set.addAll(chars);
        index.addLabels(set, ec);
      }
      icu::AlphabeticIndex::ImmutableIndex *im = index.buildImmutableIndex(ec);
      if (U_FAILURE(ec)) die("buildImmutableIndex", ec);
      int32_t count = im->getBucketCount();
      ix.varint(count);
      for (int32_t i = 0; i < count; i++) {
        const icu::AlphabeticIndex::Bucket *b = im->getBucket(i);
        std::string label, lower;
        b->getLabel().toUTF8String(label);
        b->lowerBoundary_.toUTF8String(lower);
        const icu::AlphabeticIndex::Bucket *shown = b->displayBucket_ ? b->displayBucket_ : b;
        ix.str(label);
        ix.u8(b->getLabelType());
        ix.str(lower);
        ix.varint(shown->displayIndex_);
      }
      delete im;
    }
  }

  // ---- 7. misc: numeric primary (the lead byte of digit CEs)
  Out misc;
  {
    // The numeric lead byte: the first CE of "0" under numeric collation.
    UCollator *numeric = ucol_clone(ko, &ec);
    ucol_setAttribute(numeric, UCOL_NUMERIC_COLLATION, UCOL_ON, &ec);
    CEs zero = cesOf(numeric, std::vector<UChar32>{'0'});
    if (U_FAILURE(ec) || zero.size() != 1) die("numeric CE of 0", ec);
    misc.u32((uint32_t)(zero[0] >> 32) & 0xff000000u);
    ucol_close(numeric);
    misc.u32(cw.lowerTable.size());
    for (uint32_t v : cw.lowerTable) misc.u32(v);
    // Decimal digits with a single-CE mapping: in numeric mode they become digit CEs.
    std::vector<std::pair<UChar32, int>> digits;
    for (UChar32 c = 0; c < 0x110000; c++)
      if (u_charType(c) == U_DECIMAL_DIGIT_NUMBER) digits.push_back({c, u_charDigitValue(c)});
    misc.varint(digits.size());
    UChar32 prev = 0;
    for (auto &d : digits) { misc.varint(d.first - prev); prev = d.first; misc.u8(d.second); }
  }

  // ---- 8. ICU's "unsafe backward" characters: strcoll does not skip an identical prefix
  // that ends before one of them. Probed under numeric collation, where ICU's check misses
  // non-ASCII digits, so skipping or not changes the result: A = "0" + D, B = "0" + X (+ "9").
  Out us;
  {
    UCollator *num = ucol_clone(ko, &ec);
    ucol_setAttribute(num, UCOL_NUMERIC_COLLATION, UCOL_ON, &ec);
    auto strcoll8 = [&](const std::vector<UChar32> &a, const std::vector<UChar32> &b) {
      std::u16string ua = u16(a), ub = u16(b);
      char sa[64], sb[64];
      int32_t la, lb;
      UErrorCode e2 = U_ZERO_ERROR;
      u_strToUTF8(sa, 64, &la, (const UChar *)ua.data(), (int32_t)ua.size(), &e2);
      u_strToUTF8(sb, 64, &lb, (const UChar *)ub.data(), (int32_t)ub.size(), &e2);
      return (int)ucol_strcollUTF8(num, sa, la, sb, lb, &e2);
    };
    auto keyCompare = [&](const std::vector<UChar32> &a, const std::vector<UChar32> &b) {
      std::vector<uint8_t> ka = keyOf(num, a), kb = keyOf(num, b);
      return ka < kb ? -1 : (ka == kb ? 0 : 1);
    };
    std::vector<std::pair<UChar32, int>> ranges;
    int undecided = 0, unsafeCount = 0;
    for (UChar32 x = 0; x < 0x110000; x++) {
      if ((x >= 0xD800 && x < 0xE000) || x == 0xFF18 || x == 0xFF10) continue;
      bool unsafe = false, decided = false;
      const std::vector<UChar32> probes[2][2] = {{{0x30, 0xFF18}, {0x30, x, 0x39}}, {{0x30, 0xFF10}, {0x30, x}}};
      for (auto &probe : probes) {
        const std::vector<UChar32> &a = probe[0], &b = probe[1];
        int full = keyCompare(a, b);
        int skipped = strcoll8(std::vector<UChar32>(a.begin() + 1, a.end()), std::vector<UChar32>(b.begin() + 1, b.end()));
        if (full == skipped) continue;
        unsafe = strcoll8(a, b) == full;
        decided = true;
        break;
      }
      if (!decided) undecided++;
      if (!unsafe) continue;
      unsafeCount++;
      if (!ranges.empty() && ranges.back().first + ranges.back().second == x) ranges.back().second++;
      else ranges.push_back({x, 1});
    }
    us.varint(ranges.size());
    UChar32 prev = 0;
    for (auto &r : ranges) { us.varint(r.first - prev); us.varint(r.second); prev = r.first + r.second; }
    fprintf(stderr, "UNSF: %d unsafe in %zu ranges, %d undecided, %zu bytes\n", unsafeCount, ranges.size(), undecided, us.b.size());
    ucol_close(num);
  }

  // ---- assemble
  Out all_;
  const char magic[8] = {'K', 'O', 'C', 'O', 'L', 'L', '0', '1'};
  for (char m : magic) all_.u8(m);
  struct Sec { const char *tag; Out *o; } secs[] = {
    {"MISC", &misc}, {"CEMP", &ce}, {"CTRC", &ct}, {"HANI", &hn}, {"HNJA", &hj}, {"REOR", &ro}, {"NORM", &nm}, {"INDX", &ix}, {"UNSF", &us}, {"PRFX", &px}};
  all_.u32(sizeof secs / sizeof secs[0]);
  for (auto &s : secs) {
    for (int i = 0; i < 4; i++) all_.u8(s.tag[i]);
    all_.u32(s.o->b.size());
    all_.bytes(s.o->b);
  }
  FILE *f = fopen(argv[1], "wb");
  fwrite(all_.b.data(), 1, all_.b.size(), f);
  fclose(f);
  fprintf(stderr, "total %zu bytes\n", all_.b.size());

  // ---- VERSIONS.txt
  UVersionInfo v;
  char s[U_MAX_VERSION_STRING_LENGTH];
  FILE *vf = fopen(argv[2], "w");
  u_getVersion(v); u_versionToString(v, s); fprintf(vf, "ICU %s\n", s);
  u_getUnicodeVersion(v); u_versionToString(v, s); fprintf(vf, "Unicode %s\n", s);
  ulocdata_getCLDRVersion(v, &ec); u_versionToString(v, s); fprintf(vf, "CLDR %s\n", s);
  ucol_getVersion(ko, v); u_versionToString(v, s); fprintf(vf, "Collator(ko) %s\n", s);
  ucol_getUCAVersion(ko, v); u_versionToString(v, s); fprintf(vf, "UCA %s\n", s);
  fclose(vf);
  ucol_close(root);
  ucol_close(ko);
  return 0;
}
