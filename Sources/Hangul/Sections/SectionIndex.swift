import CICU

/// The section titles of a Korean name list (ㄱ…ㅎ, A–Z, #) and the grouping of names
/// under them, decided by Korean collation exactly as ICU's `AlphabeticIndex` decides.
///
/// Three layouts:
/// - ``Layout/contacts`` (default): ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ, A–Z, then `#` for
///   everything else (digits, symbols, emoji, other scripts, a leading space).
/// - ``Layout/contactsLatinFirst``: A–Z, ㄱ…ㅎ, `#`, items in the order of a collator with
///   ``KoreanCollator/Options/sortsLatinFirst``.
/// - ``Layout/icu``: `AlphabeticIndex("ko")` with English labels, unchanged: `…` (underflow),
///   ㄱ…ㅎ, `…` (inflow), A…Z, `…` (overflow).
///
/// Double initials fold into their base letter (까치 → ㄱ) unless
/// `separatesDoubleConsonants` is on, which adds ㄲ ㄸ ㅃ ㅆ ㅉ as titles of their own
/// (ICU `AlphabeticIndex.addLabels`).
///
/// ```swift
/// let index = try SectionIndex()
/// try index.title(for: "金민수")   // "ㄱ"
/// try index.title(for: "Émile")    // "E"
/// try index.title(for: "Ｋｉｍ")    // "K"
/// try index.title(for: "ㄳ")       // "ㅎ"
/// try index.title(for: "😀")       // "#"
/// try SectionIndex(separatesDoubleConsonants: true).title(for: "까치")   // "ㄲ"
/// ```
///
/// ## Thread safety
///
/// Immutable after `init`. It holds an ICU `AlphabeticIndex::ImmutableIndex` (documented
/// thread-safe) and a ``KoreanCollator`` (safe for concurrent use), so one instance can be
/// shared across tasks.
public final class SectionIndex: @unchecked Sendable {
  /// Which titles the index shows.
  ///
  /// ```swift
  /// try SectionIndex(layout: .icu).titles.first   // "…"
  /// ```
  public enum Layout: String, Sendable, Hashable, CaseIterable {
    /// ㄱ…ㅎ, A–Z, `#` last: what a contacts app shows.
    case contacts
    /// ICU `AlphabeticIndex("ko")` + English labels exactly, with its three `…` buckets.
    case icu
    /// A–Z, ㄱ…ㅎ, `#` last: the contacts layout for a list sorted with
    /// ``KoreanCollator/Options/sortsLatinFirst``. A name files under the same title as in
    /// ``contacts``; items inside a section are in the Latin-first order (김A before 김가).
    ///
    /// ```swift
    /// try SectionIndex(layout: .contactsLatinFirst).sections(of: ["김민수", "Alice", "1반"])
    ///   .sections.map(\.title)   // ["A", "ㄱ", "#"]
    /// ```
    case contactsLatinFirst = "contacts-latin-first"
  }

  /// The layout of the titles.
  ///
  /// ```swift
  /// try SectionIndex(layout: .icu).layout   // .icu
  /// ```
  public let layout: Layout
  /// Whether ㄲ ㄸ ㅃ ㅆ ㅉ are titles of their own.
  ///
  /// ```swift
  /// try SectionIndex(separatesDoubleConsonants: true).titles.contains("ㄲ")   // true
  /// ```
  public let separatesDoubleConsonants: Bool
  /// Every title in order (the index strip).
  ///
  /// ```swift
  /// try SectionIndex().titles.count   // 41: ㄱ…ㅎ, A…Z, #
  /// ```
  public let titles: [String]
  /// The kind of each title in ``titles``.
  ///
  /// ```swift
  /// try SectionIndex(layout: .icu).kinds.first   // .underflow
  /// ```
  public let kinds: [SectionKind]
  /// The collator that orders names inside sections: ICU `ko`, default options (the
  /// collator `AlphabeticIndex` sorts its records with); with
  /// ``Layout/contactsLatinFirst``, the `ko` collator with
  /// ``KoreanCollator/Options/sortsLatinFirst``.
  ///
  /// ```swift
  /// try SectionIndex().collator.locale   // "ko"
  /// ```
  public let collator: KoreanCollator
  /// The `ko` collator, default options: ICU's buckets are intervals of its order.
  let bucketCollator: KoreanCollator
  /// Reads Hanja names first when the index was made with `readsHanja`.
  let hanjaReading: HanjaReading?

  /// Whether names are filed and sorted by their Hanja read as South Koreans write them
  /// (``HanjaReading``): 李민수 files under ㅇ and sorts with 이민수.
  ///
  /// ```swift
  /// try SectionIndex(readsHanja: true).title(for: "李민수")   // "ㅇ"
  /// try SectionIndex().title(for: "李민수")                   // "ㄹ" (ICU: 李 is 리)
  /// ```
  public var readsHanja: Bool { hanjaReading != nil }

  /// ICU's `ImmutableIndex`.
  private let raw: OpaquePointer
  /// For each ICU bucket, the index of its title in ``titles``.
  let titleOfBucket: [Int]

  /// The characters added as labels when double consonants are separate titles.
  static let doubleConsonants = "ㄲㄸㅃㅆㅉ"

  /// Creates the index for `layout`; with `readsHanja`, names are filed and sorted by their
  /// Hanja read as South Koreans write them (see ``HanjaReading``).
  ///
  /// ```swift
  /// let strip = try SectionIndex(layout: .contacts).titles
  /// // ["ㄱ", "ㄴ", …, "ㅎ", "A", …, "Z", "#"]
  /// ```
  ///
  /// - Throws: ``ICUError`` when ICU cannot build the index (missing data).
  /// - Complexity: O(1) in the input; ICU builds about 45 buckets.
  public init(layout: Layout = .contacts, separatesDoubleConsonants: Bool = false, readsHanja: Bool = false)
    throws(ICUError)
  {
    hanjaReading = readsHanja ? try HanjaReading() : nil
    var status: Int32 = 0
    let extra = separatesDoubleConsonants ? Self.doubleConsonants : ""
    let opened: OpaquePointer? = extra.withCString { extraPointer in
      cicu_index_open(
        "ko", "en", separatesDoubleConsonants ? extraPointer : nil,
        Int32(extra.utf8.count), &status)
    }
    guard let index = opened else {
      throw ICUError(
        code: status > 0 ? status : 7 /* U_MEMORY_ALLOCATION_ERROR */,
        operation: "AlphabeticIndex(ko).buildImmutableIndex")
    }
    do throws(ICUError) {
      let count = Int(cicu_index_bucket_count(index))
      var labels: [String] = []
      var types: [SectionKind] = []
      for b in 0..<count {
        labels.append(
          try withGrowingUTF8Buffer(initialCapacity: 16, operation: "ImmutableIndex.getBucket(\(b))") {
            out, capacity, status in
            cicu_index_bucket_label(index, Int32(b), out, capacity, &status)
          })
        switch cicu_index_bucket_type(index, Int32(b)) {
        case Int32(CICU_BUCKET_NORMAL): types.append(.normal)
        case Int32(CICU_BUCKET_UNDERFLOW): types.append(.underflow)
        case Int32(CICU_BUCKET_INFLOW): types.append(.inflow)
        case Int32(CICU_BUCKET_OVERFLOW): types.append(.overflow)
        default:
          throw ICUError(
            code: 8 /* U_INDEX_OUTOFBOUNDS_ERROR */, operation: "ImmutableIndex.getBucket(\(b)).getLabelType")
        }
      }
      switch layout {
      case .icu:
        titles = labels
        kinds = types
        titleOfBucket = Array(0..<count)
      case .contacts, .contactsLatinFirst:
        // The letters in ICU's order (ㄱ…ㅎ, A…Z), or with the Latin ones first, then "#".
        let letters = (0..<count).filter { types[$0] == .normal }
        let isHangul = { (b: Int) in labels[b].unicodeScalars.first.map { $0.value &- 0x3131 < 0x5E } ?? false }
        let shown =
          layout == .contactsLatinFirst ? letters.filter { !isHangul($0) } + letters.filter(isHangul) : letters
        var map = [Int](repeating: shown.count, count: count)  // "#" unless a letter
        for (position, b) in shown.enumerated() { map[b] = position }
        titles = shown.map { labels[$0] } + ["#"]
        kinds = shown.map { _ in .normal } + [.overflow]
        titleOfBucket = map
      }
      bucketCollator = try KoreanCollator()
      collator =
        layout == .contactsLatinFirst ? try KoreanCollator(options: .init(sortsLatinFirst: true)) : bucketCollator
    } catch {
      cicu_index_close(index)
      throw error
    }
    raw = index
    self.layout = layout
    self.separatesDoubleConsonants = separatesDoubleConsonants
  }

  deinit { cicu_index_close(raw) }

  /// The number of ICU buckets (in the contacts layout several of them share `#`).
  var bucketCount: Int { titleOfBucket.count }

  /// The ICU bucket of `name` (one `ImmutableIndex::getBucketIndex` call).
  func bucket(of name: String) throws(ICUError) -> Int {
    if let hanjaReading, name.unicodeScalars.contains(where: HanjaReading.isHan) {
      return try rawBucket(of: hanjaReading.read(name))
    }
    return try rawBucket(of: name)
  }

  /// The ICU bucket of `name` as it is.
  func rawBucket(of name: String) throws(ICUError) -> Int {
    try name.withCString8 { (utf8) throws(ICUError) -> Int in
      guard utf8.count <= Int(Int32.max) else {
        throw ICUError(
          code: 1 /* U_ILLEGAL_ARGUMENT_ERROR */, operation: "ImmutableIndex.getBucketIndex (text over 2 GiB)")
      }
      var status: Int32 = 0
      let b = cicu_index_bucket_of_utf8(raw, utf8.baseAddress, Int32(utf8.count), &status)
      try ICUError.check(status, "ImmutableIndex.getBucketIndex")
      guard b >= 0, Int(b) < bucketCount else {
        throw ICUError(code: 8 /* U_INDEX_OUTOFBOUNDS_ERROR */, operation: "ImmutableIndex.getBucketIndex")
      }
      return Int(b)
    }
  }

  /// The position in ``titles`` of the title `name` falls under.
  ///
  /// ```swift
  /// let index = try SectionIndex()
  /// index.titles[try index.titlePosition(for: "쌍둥이")]   // "ㅅ"
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(log *b*) collator comparisons for *b* ≈ 45 buckets.
  public func titlePosition(for name: some StringProtocol) throws(ICUError) -> Int {
    // One String conversion here (free for a String), so that the ICU call below is not
    // generic: an unspecialized generic call from another module costs more than the lookup.
    titleOfBucket[try bucket(of: String(name))]
  }

  /// The title `name` falls under.
  ///
  /// ```swift
  /// try SectionIndex().title(for: "2반 김민수")            // "#"
  /// try SectionIndex(layout: .icu).title(for: "2반 김민수") // "…"
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(log *b*) collator comparisons for *b* ≈ 45 buckets.
  public func title(for name: some StringProtocol) throws(ICUError) -> String {
    titles[try titlePosition(for: name)]
  }
}
