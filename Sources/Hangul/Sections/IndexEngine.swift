#if ICU
  import CICU
#else
  import HangulCollationTables
#endif

/// The bucket list behind ``SectionIndex``: ICU's `AlphabeticIndex("ko")` with the English
/// labels added (an `ImmutableIndex`) with the `ICU` package trait, otherwise the built-in
/// copy of its labels and boundaries generated from ICU.
///
/// Immutable after `init` and safe to share between threads (ICU documents `ImmutableIndex`
/// as thread-safe; the built-in one is a value over read-only tables).
final class IndexEngine: @unchecked Sendable {
  /// Each bucket's label, in ICU's order.
  let labels: [String]
  /// Each bucket's kind.
  let kinds: [SectionKind]
  #if ICU
    private let raw: OpaquePointer
  #else
    private let builtIn: BuiltInAlphabeticIndex
  #endif

  /// The buckets of `ko` with A–Z added, and ㄲ ㄸ ㅃ ㅆ ㅉ as labels of their own when
  /// `separatesDoubleConsonants`.
  ///
  /// - Throws: `ICUError` when ICU cannot build the index (missing data).
  init(separatesDoubleConsonants: Bool) throws(ICUError) {
    #if ICU
      var status: Int32 = 0
      let extra = separatesDoubleConsonants ? SectionIndex.doubleConsonants : ""
      let opened: OpaquePointer? = extra.withCString { extraPointer in
        cicu_index_open(
          "ko", "en", separatesDoubleConsonants ? extraPointer : nil,
          Int32(extra.utf8.count), &status)
      }
      guard let index = opened else {
        throw ICUError.openFailure(status, "AlphabeticIndex(ko).buildImmutableIndex")
      }
      do throws(ICUError) {
        let count = Int(cicu_index_bucket_count(index))
        var labels: [String] = []
        var kinds: [SectionKind] = []
        for b in 0..<count {
          labels.append(
            try withGrowingUTF8Buffer(initialCapacity: 16, operation: "ImmutableIndex.getBucket(\(b))") {
              out, capacity, status in
              cicu_index_bucket_label(index, Int32(b), out, capacity, &status)
            })
          guard let kind = Self.kind(Int(cicu_index_bucket_type(index, Int32(b)))) else {
            throw ICUError(
              code: 8 /* U_INDEX_OUTOFBOUNDS_ERROR */, operation: "ImmutableIndex.getBucket(\(b)).getLabelType")
          }
          kinds.append(kind)
        }
        self.labels = labels
        self.kinds = kinds
      } catch {
        cicu_index_close(index)
        throw error
      }
      raw = index
    #else
      let index = BuiltInAlphabeticIndex(separatesDoubleConsonants: separatesDoubleConsonants)
      var kinds: [SectionKind] = []
      for value in index.kinds {
        guard let kind = Self.kind(value) else {
          throw ICUError(code: 8 /* U_INDEX_OUTOFBOUNDS_ERROR */, operation: "built-in index: label type \(value)")
        }
        kinds.append(kind)
      }
      labels = index.labels
      self.kinds = kinds
      builtIn = index
    #endif
  }

  #if ICU
    deinit { cicu_index_close(raw) }
  #endif

  /// The kind of ICU's label type `value` (`AlphabeticIndex::LabelType`).
  private static func kind(_ value: Int) -> SectionKind? {
    switch value {
    case 0: .normal
    case 1: .underflow
    case 2: .inflow
    case 3: .overflow
    default: nil
    }
  }

  /// The bucket ICU puts the UTF-8 text `name` in (`ImmutableIndex::getBucketIndex`).
  ///
  /// - Complexity: O(log *b*) comparisons for the *b* buckets.
  func bucket(of name: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int {
    guard name.count <= Int(Int32.max) else {
      throw ICUError(
        code: 1 /* U_ILLEGAL_ARGUMENT_ERROR */, operation: "ImmutableIndex.getBucketIndex (text over 2 GiB)")
    }
    #if ICU
      var status: Int32 = 0
      let b = name.withMemoryRebound(to: CChar.self) { utf8 in
        cicu_index_bucket_of_utf8(raw, utf8.baseAddress, Int32(utf8.count), &status)
      }
      try ICUError.check(status, "ImmutableIndex.getBucketIndex")
      let bucket = Int(b)
    #else
      let bucket = builtIn.bucket(ofUTF8: name)
    #endif
    guard bucket >= 0, bucket < labels.count else {
      throw ICUError(code: 8 /* U_INDEX_OUTOFBOUNDS_ERROR */, operation: "ImmutableIndex.getBucketIndex")
    }
    return bucket
  }
}
