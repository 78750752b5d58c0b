#if ICU
  import CICU
#else
  import HangulCollationTables
#endif

/// The collator behind ``KoreanCollator``: the system ICU's `ucol` with the `ICU` package
/// trait, otherwise the built-in tables generated from ICU (the same order and the same sort
/// key bytes, checked against ICU for every code point).
///
/// Immutable after `init`; both engines are safe to share between threads (ICU documents
/// `ucol_strcoll` and `ucol_getSortKey` as thread-safe on a configured collator, and the
/// built-in one is a value over read-only tables).
final class CollatorEngine: @unchecked Sendable {
  #if ICU
    /// The ICU `UCollator`; never mutated after `init`.
    let raw: OpaquePointer
  #else
    /// The built-in collator.
    let builtIn: BuiltInCollator
  #endif

  /// Opens the collator for `locale` with `options`.
  ///
  /// - Throws: `ICUError` when the locale has no collation of its own (the built-in
  ///   tables hold `ko` only) or an option is rejected.
  init(locale: String, options: KoreanCollator.Options) throws(ICUError) {
    #if ICU
      var status: Int32 = 0
      guard let collator = cicu_collator_open(locale, 1, &status) else {
        throw ICUError.openFailure(status, "ucol_open(\(locale))")
      }
      do {
        try Self.configure(collator, with: options)
      } catch {
        cicu_collator_close(collator)
        throw error
      }
      raw = collator
    #else
      guard locale == "ko" else {
        throw ICUError(code: 2 /* U_MISSING_RESOURCE_ERROR */, operation: "ucol_open(\(locale)) (built-in: ko only)")
      }
      guard options.attributes.isEmpty else {
        throw ICUError(code: 16 /* U_UNSUPPORTED_ERROR */, operation: "ucol_setAttribute (built-in collation)")
      }
      let strength: CollationStrength =
        switch options.strength {
        case .primary: .primary
        case .secondary: .secondary
        case .tertiary: .tertiary
        case .quaternary: .quaternary
        case .identical: .identical
        }
      builtIn = BuiltInCollator(
        sortsDigitsNumerically: options.sortsDigitsNumerically, sortsLatinFirst: options.sortsLatinFirst,
        strength: strength)
    #endif
  }

  #if ICU
    deinit { cicu_collator_close(raw) }
  #endif

  /// -1, 0 or 1 as the UTF-8 text `a` sorts before, equal to or after `b`.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts.
  func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int {
    #if ICU
      let aLength = try icuLength(a.count, "ucol_strcollUTF8")
      let bLength = try icuLength(b.count, "ucol_strcollUTF8")
      var status: Int32 = 0
      let r = a.withMemoryRebound(to: CChar.self) { x in
        b.withMemoryRebound(to: CChar.self) { y in
          cicu_collator_compare_utf8(raw, x.baseAddress, aLength, y.baseAddress, bLength, &status)
        }
      }
      try ICUError.check(status, "ucol_strcollUTF8")
      return Int(r)
    #else
      _ = try icuLength(a.count, "ucol_strcollUTF8")
      _ = try icuLength(b.count, "ucol_strcollUTF8")
      return builtIn.compare(a, b)
    #endif
  }

  #if !ICU
    /// -1, 0 or 1 as the sort key of the UTF-8 text `text` sorts before, equal to or after
    /// `key` (a whole key from `sortKey`); fast for text of modern syllables only, whose
    /// primary bytes are compared as they are made.
    ///
    /// - Complexity: O(*n* + *m*) in the lengths of the text and the key.
    func compare(syllables text: UnsafeBufferPointer<UInt8>, toKey key: UnsafeBufferPointer<UInt8>) -> Int {
      builtIn.compare(syllables: text, toKey: key)
    }
  #endif

  /// Writes the sort key of the UTF-8 text `text` (ICU's bytes, with the final zero) into
  /// `out` and returns its length; when that is more than `capacity`, nothing useful was
  /// written and the caller retries with a larger buffer.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  func sortKey(
    _ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, capacity: Int
  ) throws(ICUError) -> Int {
    let length = try icuLength(text.count, "ucol_getSortKey")
    #if ICU
      var status: Int32 = 0
      let needed = text.withMemoryRebound(to: CChar.self) { chars in
        cicu_collator_sort_key_utf8(raw, chars.baseAddress, length, out, Int32(min(capacity, Int(Int32.max))), &status)
      }
      try ICUError.check(status, "ucol_getSortKey")
      return Int(needed)
    #else
      _ = length
      return builtIn.sortKey(utf8: text, into: out, capacity: capacity)
    #endif
  }

  #if ICU
    /// The script reordering ICU applies (ICU `UScriptCode` values; `ko` gives Hangul, Han).
    static func reorderCodes(of collator: OpaquePointer) throws(ICUError) -> [Int32] {
      var codes = [Int32](repeating: 0, count: 16)
      var status: Int32 = 0
      var n = codes.withUnsafeMutableBufferPointer {
        cicu_collator_get_reorder_codes(collator, $0.baseAddress, 16, &status)
      }
      try ICUError.check(status, "ucol_getReorderCodes")
      if n > 16 {
        codes = [Int32](repeating: 0, count: Int(n))
        n = codes.withUnsafeMutableBufferPointer {
          cicu_collator_get_reorder_codes(collator, $0.baseAddress, n, &status)
        }
        try ICUError.check(status, "ucol_getReorderCodes")
      }
      return Array(codes.prefix(Int(n)))
    }

    private static func configure(_ collator: OpaquePointer, with options: KoreanCollator.Options) throws(ICUError) {
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
  #endif
}
