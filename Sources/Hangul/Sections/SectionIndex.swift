/// The section titles of a Korean name list (ㄱ…ㅎ, A–Z, #) and the grouping of names
/// under them, decided by Korean collation exactly as ICU's `AlphabeticIndex` decides.
///
/// Three layouts:
/// - `Layout/contacts` (default): ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ, A–Z, then `#` for
///   everything else (digits, symbols, emoji, other scripts, a leading space).
/// - `Layout/contactsLatinFirst`: A–Z, ㄱ…ㅎ, `#`, items in the order of a collator with
///   ``KoreanCollator/Options/sortsLatinFirst``.
/// - `Layout/icu`: `AlphabeticIndex("ko")` with English labels, unchanged: `…` (underflow),
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
    /// `contacts`; items inside a section are in the Latin-first order (김A before 김가).
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
  /// The kind of each title in `titles`.
  ///
  /// ```swift
  /// try SectionIndex(layout: .icu).kinds.first   // .underflow
  /// ```
  public let kinds: [SectionKind]
  /// The collator that orders names inside sections: ICU `ko`, default options (the
  /// collator `AlphabeticIndex` sorts its records with); with
  /// `Layout/contactsLatinFirst`, the `ko` collator with
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
  /// (`HanjaReading`): 李민수 files under ㅇ and sorts with 이민수.
  ///
  /// ```swift
  /// try SectionIndex(readsHanja: true).title(for: "李민수")   // "ㅇ"
  /// try SectionIndex().title(for: "李민수")                   // "ㄹ" (ICU: 李 is 리)
  /// ```
  public var readsHanja: Bool { hanjaReading != nil }

  /// ICU's `ImmutableIndex`, or the built-in copy of its buckets.
  private let engine: IndexEngine
  /// For each ICU bucket, the index of its title in `titles`.
  let titleOfBucket: [Int]

  /// The characters added as labels when double consonants are separate titles.
  static let doubleConsonants = "ㄲㄸㅃㅆㅉ"

  /// Creates the index for `layout`; with `readsHanja`, names are filed and sorted by their
  /// Hanja read as South Koreans write them (see `HanjaReading`).
  ///
  /// ```swift
  /// let strip = try SectionIndex(layout: .contacts).titles
  /// // ["ㄱ", "ㄴ", …, "ㅎ", "A", …, "Z", "#"]
  /// ```
  ///
  /// - Throws: `ICUError` when ICU cannot build the index (missing data).
  /// - Complexity: O(1) in the input; ICU builds about 45 buckets.
  public init(layout: Layout = .contacts, separatesDoubleConsonants: Bool = false, readsHanja: Bool = false)
    throws(ICUError)
  {
    hanjaReading = readsHanja ? HanjaReading() : nil
    engine = try IndexEngine(separatesDoubleConsonants: separatesDoubleConsonants)
    let labels = engine.labels
    let types = engine.kinds
    let count = labels.count
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
    self.layout = layout
    self.separatesDoubleConsonants = separatesDoubleConsonants
  }

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
    var name = name
    let result: Result<Int, ICUError> = name.withUTF8 { utf8 in
      Result { () throws(ICUError) in try engine.bucket(of: utf8) }
    }
    return try result.get()
  }

  /// The position in `titles` of the title `name` falls under.
  ///
  /// ```swift
  /// let index = try SectionIndex()
  /// index.titles[try index.titlePosition(for: "쌍둥이")]   // "ㅅ"
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
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
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(log *b*) collator comparisons for *b* ≈ 45 buckets.
  public func title(for name: some StringProtocol) throws(ICUError) -> String {
    titles[try titlePosition(for: name)]
  }
}
