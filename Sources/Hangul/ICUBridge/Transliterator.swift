#if ICU
  import CICU

  /// An ICU transliterator (`utrans`), e.g. `Hangul-Latin` or `Latin-Hangul`. Only with the
  /// `ICU` package trait: the built-in tables hold no transliterators (the package's own
  /// `romanize(_:options:)` needs none).
  ///
  /// ```swift
  /// let romanizer = try Transliterator(id: "Hangul-Latin")
  /// try romanizer.transliterate("홍길동")   // "hong-gildong"
  /// ```
  /// Not `Sendable`: ICU does not promise that one transliterator may be used from several
  /// threads at once; open one per thread (opening costs about a millisecond).
  public final class Transliterator {
    /// The ICU id it was opened with.
    ///
    /// ```swift
    /// try Transliterator(id: "Hangul-Latin").id   // "Hangul-Latin"
    /// ```
    public let id: String
    let raw: OpaquePointer

    /// Opens the transliterator `id` (see ICU's list: `Hangul-Latin`, `Latin-Hangul`,
    /// `Any-Latin`, …).
    ///
    /// ```swift
    /// let toHangul = try Transliterator(id: "Latin-Hangul")
    /// ```
    public init(id: String) throws(ICUError) {
      var status: Int32 = 0
      let opened = cicu_transliterator_open(id, &status)
      try ICUError.check(status, "utrans_openU(\(id))")
      guard let opened else {
        throw ICUError(code: 7 /* U_MEMORY_ALLOCATION_ERROR */, operation: "utrans_openU(\(id))")
      }
      self.id = id
      raw = opened
    }

    deinit { cicu_transliterator_close(raw) }

    /// `text` transliterated.
    ///
    /// ```swift
    /// try Transliterator(id: "Hangul-Latin").transliterate("김민수")   // "gimminsu"
    /// ```
    /// - Throws: `ICUError` if ICU fails, or `U_INPUT_TOO_LONG_ERROR` for text (or a result)
    ///   over 2 GiB of UTF-8, ICU's limit.
    /// - Complexity: O(*n*) in the length of `text`.
    public func transliterate(_ text: some StringProtocol) throws(ICUError) -> String {
      try text.withCString8 { (src) throws(ICUError) -> String in
        let length = try icuLength(src.count, "utrans_transUChars")
        return try withGrowingUTF8Buffer(initialCapacity: src.count * 3 + 16, operation: "utrans_transUChars") {
          out, capacity, status in
          cicu_transliterate_utf8(raw, src.baseAddress, length, out, capacity, &status)
        }
      }
    }
  }
#endif
