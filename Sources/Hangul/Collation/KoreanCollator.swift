/// Korean collation: ICU's `ko` collator (CLDR's Korean order) behind a Swift API.
///
/// The default order is exactly ICU's: symbols and digits first, then Hangul with Hanja
/// interleaved by reading (`金` sorts with `김`), then Latin (`alice < Alice < ALICE`), then
/// the other scripts. `Options` add numeric ordering, Latin before Hangul and a coarser
/// strength.
///
/// ```swift
/// let collator = try KoreanCollator()
/// try collator.sorted(["Zoe", "이서연", "金民洙", "김민수", "10조", "2조"])
/// // ["10조", "2조", "김민수", "金民洙", "이서연", "Zoe"]
/// try KoreanCollator(options: .init(sortsDigitsNumerically: true)).sorted(["10조", "2조"])
/// // ["2조", "10조"]
/// ```
///
/// ## Thread safety
///
/// A `KoreanCollator` is immutable after `init`: every option is applied to the ICU
/// collator before `init` returns, and nothing changes it afterwards. ICU documents
/// `ucol_strcoll` and `ucol_getSortKey` as safe to call concurrently on one configured
/// (const) `UCollator`, which is all this type ever calls, so one instance can be shared
/// by any number of tasks and threads without a lock or a per-thread clone.
public final class KoreanCollator: @unchecked Sendable {
  /// The options this collator was made with.
  ///
  /// ```swift
  /// try KoreanCollator(options: .init(sortsDigitsNumerically: true)).options.sortsDigitsNumerically   // true
  /// ```
  public let options: Options
  /// The locale ICU was asked for (`"ko"` unless another was given).
  ///
  /// ```swift
  /// try KoreanCollator().locale   // "ko"
  /// ```
  public let locale: String
  /// The system ICU's collator or the built-in one (see `CollatorEngine`).
  let engine: CollatorEngine

  /// Creates a Korean (`ko`) collator with `options`.
  ///
  /// ```swift
  /// let collator = try KoreanCollator(options: .init(sortsDigitsNumerically: true, sortsLatinFirst: true))
  /// try collator.compare("2조", "10조")   // .ascending
  /// ```
  ///
  /// - Throws: `ICUError` when ICU cannot open the collator or rejects an option.
  /// - Complexity: O(1) (ICU caches its collation data after the first open).
  public convenience init(options: Options = Options()) throws(ICUError) {
    try self.init(locale: "ko", options: options)
  }

  /// Creates a collator for `locale` (which must have its own collation data in ICU: an
  /// unknown locale throws instead of silently falling back to the root order).
  ///
  /// ```swift
  /// _ = try KoreanCollator(locale: "ko")
  /// _ = try? KoreanCollator(locale: "xx-not-a-locale")   // nil: U_MISSING_RESOURCE_ERROR
  /// ```
  ///
  /// - Throws: `ICUError` when ICU has no collation for `locale` or rejects an option.
  /// - Complexity: O(1).
  public init(locale: String, options: Options = Options()) throws(ICUError) {
    engine = try CollatorEngine(locale: locale, options: options)
    self.options = options
    self.locale = locale
  }

  #if ICU
    /// The script reordering ICU applies (ICU `UScriptCode` values; `ko` gives Hangul, Han).
    /// Internal: ICU numbers stay out of the public API; the tests read it.
    func reorderCodes() throws(ICUError) -> [Int32] {
      try CollatorEngine.reorderCodes(of: engine.raw)
    }
  #endif
}
