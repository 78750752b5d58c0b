// icu::AlphabeticIndex has no C API: this file is the C++ door to it.
#include "CICU.h"
#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/bytestream.h>
#include <memory>
#include <new>
#include <string>
#include <vector>

using icu::AlphabeticIndex;
using icu::Locale;
using icu::UnicodeSet;
using icu::UnicodeString;

struct cicu_index {
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> immutable;
};

struct cicu_record_index {
  std::unique_ptr<AlphabeticIndex> index;
};

static void configure(AlphabeticIndex &index, const char *extra_locale, const char *extra_labels,
                      int32_t extra_labels_length, UErrorCode &ec) {
  if (extra_locale != nullptr) index.addLabels(Locale(extra_locale), ec);
  if (U_SUCCESS(ec) && extra_labels != nullptr && extra_labels_length > 0) {
    UnicodeString chars = UnicodeString::fromUTF8(icu::StringPiece(extra_labels, extra_labels_length));
    UnicodeSet set;
    set.addAll(chars);
    index.addLabels(set, ec);
  }
}

extern "C" cicu_index *cicu_index_open(const char *locale, const char *extra_locale,
                                       const char *extra_labels, int32_t extra_labels_length,
                                       int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  AlphabeticIndex index(Locale(locale), ec);
  configure(index, extra_locale, extra_labels, extra_labels_length, ec);
  if (U_FAILURE(ec)) { *status = ec; return nullptr; }
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> immutable(index.buildImmutableIndex(ec));
  if (U_FAILURE(ec) || !immutable) { *status = U_FAILURE(ec) ? ec : U_MEMORY_ALLOCATION_ERROR; return nullptr; }
  cicu_index *result = new (std::nothrow) cicu_index();
  if (result == nullptr) { *status = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
  result->immutable = std::move(immutable);
  *status = U_ZERO_ERROR;
  return result;
}

extern "C" void cicu_index_close(cicu_index *index) { delete index; }

extern "C" int32_t cicu_index_bucket_count(const cicu_index *index) {
  return index->immutable->getBucketCount();
}

extern "C" int32_t cicu_index_bucket_label(const cicu_index *index, int32_t bucket, char *out,
                                           int32_t capacity, int32_t *status) {
  const AlphabeticIndex::Bucket *b = index->immutable->getBucket(bucket);
  if (b == nullptr) { *status = U_INDEX_OUTOFBOUNDS_ERROR; return 0; }
  std::string utf8;
  b->getLabel().toUTF8String(utf8);
  int32_t n = (int32_t)utf8.size();
  if (n <= capacity) utf8.copy(out, (size_t)n);
  *status = U_ZERO_ERROR;
  return n;
}

extern "C" int32_t cicu_index_bucket_type(const cicu_index *index, int32_t bucket) {
  const AlphabeticIndex::Bucket *b = index->immutable->getBucket(bucket);
  return b == nullptr ? -1 : (int32_t)b->getLabelType();
}

extern "C" int32_t cicu_index_bucket_of_utf8(const cicu_index *index, const char *name,
                                             int32_t length, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UnicodeString s = UnicodeString::fromUTF8(icu::StringPiece(name, length));
  int32_t bucket = index->immutable->getBucketIndex(s, ec);
  *status = ec;
  return bucket;
}

extern "C" cicu_record_index *cicu_record_index_open(const char *locale, const char *extra_locale,
                                                     int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<AlphabeticIndex> index(new AlphabeticIndex(Locale(locale), ec));
  if (!index) { *status = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
  configure(*index, extra_locale, nullptr, 0, ec);
  if (U_FAILURE(ec)) { *status = ec; return nullptr; }
  cicu_record_index *result = new (std::nothrow) cicu_record_index();
  if (result == nullptr) { *status = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
  result->index = std::move(index);
  *status = U_ZERO_ERROR;
  return result;
}

extern "C" void cicu_record_index_close(cicu_record_index *index) { delete index; }

extern "C" void cicu_record_index_add(cicu_record_index *index, const char *name, int32_t length,
                                      int64_t data, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  UnicodeString s = UnicodeString::fromUTF8(icu::StringPiece(name, length));
  // ICU keeps a void* per record; the record number travels in it.
  index->index->addRecord(s, reinterpret_cast<const void *>(static_cast<intptr_t>(data)), ec);
  *status = ec;
}

extern "C" int32_t cicu_record_index_read(cicu_record_index *index, int32_t *bucket_of_record,
                                          int64_t *data_in_order, int32_t capacity,
                                          int32_t *bucket_count, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  AlphabeticIndex &ix = *index->index;
  int32_t count = ix.getRecordCount(ec);
  *bucket_count = ix.getBucketCount(ec);
  if (U_FAILURE(ec)) { *status = ec; return 0; }
  if (count > capacity) { *status = U_ZERO_ERROR; return count; }
  ix.resetBucketIterator(ec);
  int32_t bucket = 0, i = 0;
  while (U_SUCCESS(ec) && ix.nextBucket(ec)) {
    while (ix.nextRecord(ec)) {
      bucket_of_record[i] = bucket;
      data_in_order[i] = static_cast<int64_t>(reinterpret_cast<intptr_t>(ix.getRecordData()));
      i++;
    }
    bucket++;
  }
  *status = ec;
  return i;
}
