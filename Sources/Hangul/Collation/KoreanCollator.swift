import CICU

/// Korean collation: ICU's `ko` collator (CLDR's Korean order) behind a Swift API.
///
/// The default order is exactly ICU's: symbols and digits first, then Hangul with Hanja
/// interleaved by reading (`金` sorts with `김`), then Latin (`alice < Alice < ALICE`), then
/// the other scripts. ``Options`` add numeric ordering, Latin before Hangul and a coarser
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
  /// The ICU `UCollator`; never mutated after `init` (see the type's thread-safety note).
  let raw: OpaquePointer

  /// Creates a Korean (`ko`) collator with `options`.
  ///
  /// ```swift
  /// let collator = try KoreanCollator(options: .init(sortsDigitsNumerically: true, sortsLatinFirst: true))
  /// try collator.compare("2조", "10조")   // .ascending
  /// ```
  ///
  /// - Throws: ``ICUError`` when ICU cannot open the collator or rejects an option.
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
  /// - Throws: ``ICUError`` when ICU has no collation for `locale` or rejects an option.
  /// - Complexity: O(1).
  public init(locale: String, options: Options = Options()) throws(ICUError) {
    var status: Int32 = 0
    guard let collator = cicu_collator_open(locale, 1, &status) else {
      throw ICUError(
        code: status > 0 ? status : 7 /* U_MEMORY_ALLOCATION_ERROR */,
        operation: "ucol_open(\(locale))")
    }
    do {
      try Self.configure(collator, with: options)
    } catch {
      cicu_collator_close(collator)
      throw error
    }
    self.raw = collator
    self.options = options
    self.locale = locale
  }

  deinit { cicu_collator_close(raw) }

  /// The script reordering ICU applies (ICU `UScriptCode` values; `ko` gives Hangul, Han).
  /// Internal: ICU numbers stay out of the public API; the tests read it.
  func reorderCodes() throws(ICUError) -> [Int32] {
    try Self.reorderCodes(of: raw)
  }

  static func reorderCodes(of collator: OpaquePointer) throws(ICUError) -> [Int32] {
    var codes = [Int32](repeating: 0, count: 16)
    var status: Int32 = 0
    var n = codes.withUnsafeMutableBufferPointer {
      cicu_collator_get_reorder_codes(collator, $0.baseAddress, 16, &status)
    }
    try ICUError.check(status, "ucol_getReorderCodes")
    if n > 16 {
      codes = [Int32](repeating: 0, count: Int(n))
      n = codes.withUnsafeMutableBufferPointer { cicu_collator_get_reorder_codes(collator, $0.baseAddress, n, &status) }
      try ICUError.check(status, "ucol_getReorderCodes")
    }
    return Array(codes.prefix(Int(n)))
  }

  private static func configure(_ collator: OpaquePointer, with options: Options) throws(ICUError) {
    var status: Int32 = 0
    cicu_collator_set_strength(collator, options.strength.icuValue, &status)
    try ICUError.check(status, "ucol_setStrength(\(options.strength))")
    if options.sortsDigitsNumerically {
      cicu_collator_set_numeric(collator, 1, &status)
      try ICUError.check(status, "ucol_setAttribute(UCOL_NUMERIC_COLLATION)")
    }
    if options.sortsLatinFirst {
      let current = try reorderCodes(of: collator)
      let latin = Int32(CICU_SCRIPT_LATIN)
      let codes = [latin] + current.filter { $0 != latin }
      codes.withUnsafeBufferPointer {
        cicu_collator_set_reorder_codes(collator, $0.baseAddress, Int32($0.count), &status)
      }
      try ICUError.check(status, "ucol_setReorderCodes(Latn first)")
    }
    for attribute in options.attributes {
      cicu_collator_set_attribute(collator, attribute.attribute, attribute.value, &status)
      try ICUError.check(status, "ucol_setAttribute(\(attribute.attribute), \(attribute.value))")
    }
  }
}
