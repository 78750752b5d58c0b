// icu::AlphabeticIndex has no C API: this file is the C++ door to it. ICU is opened on first
// use (icu_library.h), so the non-virtual members are called through the pointers looked up
// there (with the object as the first argument, as the Itanium C++ ABI passes `this`), the
// virtual ones through the objects' vtables, and every ICU object lives in storage of its
// own size that this file constructs and destroys explicitly.
#include "CICU.h"
#include "icu_library.h"
#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/stringpiece.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <memory>
#include <new>

using icu::AlphabeticIndex;
using icu::Locale;
using icu::UnicodeSet;
using icu::UnicodeString;

namespace {

template <typename Function> Function member(void *symbol) { return reinterpret_cast<Function>(symbol); }

using Destruct = void (*)(void *object);

/// An ICU object of type `T` in storage of its own, destroyed by the looked-up destructor.
template <typename T> class Held {
 public:
  Held(const Held &) = delete;
  Held &operator=(const Held &) = delete;
  T &get() { return *reinterpret_cast<T *>(storage_); }
  const T &get() const { return *reinterpret_cast<const T *>(storage_); }
  ~Held() {
    if (destruct_ != nullptr) destruct_(storage_);
  }

 protected:
  Held() = default;
  void constructed(void *destruct) { destruct_ = member<Destruct>(destruct); }
  void *storage() { return storage_; }

 private:
  alignas(T) unsigned char storage_[sizeof(T)];
  Destruct destruct_ = nullptr;
};

class HeldLocale : public Held<Locale> {
 public:
  explicit HeldLocale(const char *name) {
    using Construct = void (*)(void *, const char *, const char *, const char *, const char *);
    member<Construct>(cicu_icu.locale_construct)(storage(), name, nullptr, nullptr, nullptr);
    constructed(cicu_icu.locale_destruct);
  }
};

class HeldString : public Held<UnicodeString> {
 public:
  /// UnicodeString::fromUTF8 returns its result through the hidden result pointer.
  HeldString(const char *utf8, int32_t length) {
    using FromUTF8 = void (*)(void *result, icu::StringPiece);
    member<FromUTF8>(cicu_icu.unicode_string_from_utf8)(storage(), icu::StringPiece(utf8, length));
    constructed(cicu_icu.unicode_string_destruct);
  }
};

class HeldSet : public Held<UnicodeSet> {
 public:
  HeldSet() {
    member<void (*)(void *)>(cicu_icu.unicode_set_construct)(storage());
    constructed(cicu_icu.unicode_set_destruct);
  }
  void addAll(const UnicodeString &chars) {
    member<void *(*)(void *, const UnicodeString &)>(cicu_icu.unicode_set_add_all)(storage(), chars);
  }
};

class HeldIndex : public Held<AlphabeticIndex> {
 public:
  HeldIndex(const char *locale, UErrorCode &ec) {
    HeldLocale l(locale);
    using Construct = void (*)(void *, const Locale &, UErrorCode &);
    member<Construct>(cicu_icu.index_construct)(storage(), l.get(), ec);
    constructed(cicu_icu.index_destruct);
  }
  AlphabeticIndex::ImmutableIndex *buildImmutableIndex(UErrorCode &ec) {
    using Build = AlphabeticIndex::ImmutableIndex *(*)(void *, UErrorCode &);
    return member<Build>(cicu_icu.index_build_immutable)(storage(), ec);
  }
};

int32_t bucket_count(const AlphabeticIndex::ImmutableIndex &index) {
  return member<int32_t (*)(const void *)>(cicu_icu.immutable_bucket_count)(&index);
}

const AlphabeticIndex::Bucket *bucket(const AlphabeticIndex::ImmutableIndex &index, int32_t number) {
  using Get = const AlphabeticIndex::Bucket *(*)(const void *, int32_t);
  return member<Get>(cicu_icu.immutable_bucket)(&index, number);
}

int32_t bucket_index(const AlphabeticIndex::ImmutableIndex &index, const UnicodeString &name, UErrorCode &ec) {
  using Get = int32_t (*)(const void *, const UnicodeString &, UErrorCode &);
  return member<Get>(cicu_icu.immutable_bucket_index)(&index, name, ec);
}

}  // namespace

struct cicu_index {
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> immutable;
};

struct cicu_record_index {
  cicu_record_index(const char *locale, UErrorCode &ec) : index(locale, ec) {}
  HeldIndex index;
};

static void configure(AlphabeticIndex &index, const char *extra_locale, const char *extra_labels,
                      int32_t extra_labels_length, UErrorCode &ec) {
  if (U_SUCCESS(ec) && extra_locale != nullptr) {
    HeldLocale extra(extra_locale);
    index.addLabels(extra.get(), ec);
  }
  if (U_SUCCESS(ec) && extra_labels != nullptr && extra_labels_length > 0) {
    HeldString chars(extra_labels, extra_labels_length);
    HeldSet set;
    set.addAll(chars.get());
    index.addLabels(set.get(), ec);
  }
}

extern "C" cicu_index *cicu_index_open(const char *locale, const char *extra_locale,
                                       const char *extra_labels, int32_t extra_labels_length,
                                       int32_t *status) {
  if (!cicu_icu_open(status)) return nullptr;
  UErrorCode ec = U_ZERO_ERROR;
  HeldIndex index(locale, ec);
  configure(index.get(), extra_locale, extra_labels, extra_labels_length, ec);
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
  return bucket_count(*index->immutable);
}

extern "C" int32_t cicu_index_bucket_label(const cicu_index *index, int32_t number, char *out,
                                           int32_t capacity, int32_t *status) {
  const AlphabeticIndex::Bucket *b = bucket(*index->immutable, number);
  if (b == nullptr) { *status = U_INDEX_OUTOFBOUNDS_ERROR; return 0; }
  const UnicodeString &label = b->getLabel();
  UErrorCode ec = U_ZERO_ERROR;
  int32_t needed = 0;
  cicu_icu.u_strToUTF8WithSub(out, capacity, &needed, label.getBuffer(), label.length(), 0xFFFD, nullptr, &ec);
  if (ec == U_BUFFER_OVERFLOW_ERROR || ec == U_STRING_NOT_TERMINATED_WARNING) ec = U_ZERO_ERROR;
  *status = ec;
  return U_FAILURE(ec) ? 0 : needed;
}

extern "C" int32_t cicu_index_bucket_type(const cicu_index *index, int32_t number) {
  const AlphabeticIndex::Bucket *b = bucket(*index->immutable, number);
  return b == nullptr ? -1 : (int32_t)b->getLabelType();
}

extern "C" int32_t cicu_index_bucket_of_utf8(const cicu_index *index, const char *name,
                                             int32_t length, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  HeldString s(name, length);
  int32_t result = bucket_index(*index->immutable, s.get(), ec);
  *status = ec;
  return result;
}

extern "C" cicu_record_index *cicu_record_index_open(const char *locale, const char *extra_locale,
                                                     int32_t *status) {
  if (!cicu_icu_open(status)) return nullptr;
  UErrorCode ec = U_ZERO_ERROR;
  std::unique_ptr<cicu_record_index> result(new (std::nothrow) cicu_record_index(locale, ec));
  if (!result) { *status = U_MEMORY_ALLOCATION_ERROR; return nullptr; }
  configure(result->index.get(), extra_locale, nullptr, 0, ec);
  if (U_FAILURE(ec)) { *status = ec; return nullptr; }
  *status = U_ZERO_ERROR;
  return result.release();
}

extern "C" void cicu_record_index_close(cicu_record_index *index) { delete index; }

extern "C" void cicu_record_index_add(cicu_record_index *index, const char *name, int32_t length,
                                      int64_t data, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  HeldString s(name, length);
  // ICU keeps a void* per record; the record number travels in it.
  index->index.get().addRecord(s.get(), reinterpret_cast<const void *>(static_cast<intptr_t>(data)), ec);
  *status = ec;
}

extern "C" int32_t cicu_record_index_read(cicu_record_index *index, int32_t *bucket_of_record,
                                          int64_t *data_in_order, int32_t capacity,
                                          int32_t *bucket_count, int32_t *status) {
  UErrorCode ec = U_ZERO_ERROR;
  AlphabeticIndex &ix = index->index.get();
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
