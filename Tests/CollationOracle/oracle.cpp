#include "CollationOracle.h"
#include <unicode/ucol.h>
#include <unicode/ustring.h>
#include <unicode/uscript.h>
#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <string>
#include <vector>

struct oracle_collator { UCollator *c; };

extern "C" oracle_collator *oracle_collator_open(int32_t strength, int32_t numeric, int32_t latin_first) {
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *c = ucol_open("ko", &ec);
  if (U_FAILURE(ec)) return nullptr;
  ucol_setAttribute(c, UCOL_STRENGTH, (UColAttributeValue)strength, &ec);
  if (numeric) ucol_setAttribute(c, UCOL_NUMERIC_COLLATION, UCOL_ON, &ec);
  if (latin_first) {
    int32_t codes[16];
    int32_t n = ucol_getReorderCodes(c, codes, 16, &ec);
    std::vector<int32_t> lf{USCRIPT_LATIN};
    for (int32_t i = 0; i < n; i++) if (codes[i] != USCRIPT_LATIN) lf.push_back(codes[i]);
    ucol_setReorderCodes(c, lf.data(), (int32_t)lf.size(), &ec);
  }
  if (U_FAILURE(ec)) { ucol_close(c); return nullptr; }
  return new oracle_collator{c};
}

extern "C" void oracle_collator_close(oracle_collator *c) { ucol_close(c->c); delete c; }

extern "C" int32_t oracle_sort_key(const oracle_collator *c, const uint8_t *text, int32_t length,
                                   uint8_t *out, int32_t capacity) {
  std::vector<UChar> u((size_t)length + 1);
  int32_t n = 0;
  UErrorCode ec = U_ZERO_ERROR;
  u_strFromUTF8WithSub(u.data(), (int32_t)u.size(), &n, (const char *)text, length, 0xFFFD, nullptr, &ec);
  if (U_FAILURE(ec)) return -1;
  return ucol_getSortKey(c->c, u.data(), n, out, capacity);
}

extern "C" int32_t oracle_compare(const oracle_collator *c, const uint8_t *a, int32_t alength,
                                  const uint8_t *b, int32_t blength) {
  UErrorCode ec = U_ZERO_ERROR;
  return (int32_t)ucol_strcollUTF8(c->c, (const char *)a, alength, (const char *)b, blength, &ec);
}

struct oracle_index { icu::AlphabeticIndex::ImmutableIndex *im; };

extern "C" oracle_index *oracle_index_open(int32_t double_consonants) {
  UErrorCode ec = U_ZERO_ERROR;
  icu::AlphabeticIndex index(icu::Locale("ko"), ec);
  index.addLabels(icu::Locale("en"), ec);
  if (double_consonants) {
    icu::UnicodeSet set;
    set.addAll(icu::UnicodeString::fromUTF8("ㄲㄸㅃㅆㅉ"));
    index.addLabels(set, ec);
  }
  auto *im = index.buildImmutableIndex(ec);
  if (U_FAILURE(ec)) return nullptr;
  return new oracle_index{im};
}
extern "C" void oracle_index_close(oracle_index *i) { delete i->im; delete i; }
extern "C" int32_t oracle_index_bucket_count(const oracle_index *i) { return i->im->getBucketCount(); }
extern "C" int32_t oracle_index_bucket_label(const oracle_index *i, int32_t bucket, uint8_t *out, int32_t capacity) {
  std::string s;
  i->im->getBucket(bucket)->getLabel().toUTF8String(s);
  if ((int32_t)s.size() <= capacity) s.copy((char *)out, s.size());
  return (int32_t)s.size();
}
extern "C" int32_t oracle_index_bucket_type(const oracle_index *i, int32_t bucket) {
  return (int32_t)i->im->getBucket(bucket)->getLabelType();
}
extern "C" int32_t oracle_index_bucket_of(const oracle_index *i, const uint8_t *name, int32_t length) {
  UErrorCode ec = U_ZERO_ERROR;
  return i->im->getBucketIndex(icu::UnicodeString::fromUTF8(icu::StringPiece((const char *)name, length)), ec);
}
