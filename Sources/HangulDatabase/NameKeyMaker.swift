import Hangul

/// Computes the stored keys of names with the same collator and section index the `hangul`
/// commands use (`hangul sort`, `hangul index`, `hangul search`), so that a database
/// ordered and grouped by the keys answers as the in-memory commands do.
///
/// ```swift
/// let maker = try NameKeyMaker()
/// let a = try maker.keys(for: "이서연"), b = try maker.keys(for: "Zoe")
/// a.sortKey.lexicographicallyPrecedes(b.sortKey)   // true: Hangul before Latin
/// maker.titles.first                               // "ㄱ"
/// ```
public final class NameKeyMaker: Sendable {
  /// The collator of `hangul sort` (ICU `ko`, default options).
  ///
  /// ```swift
  /// try NameKeyMaker().collator.compare("가", "A")   // .ascending
  /// ```
  public let collator: KoreanCollator
  /// The section index of `hangul index` (contacts layout).
  ///
  /// ```swift
  /// try NameKeyMaker().sectionIndex.title(for: "까치")   // "ㄱ"
  /// ```
  public let sectionIndex: SectionIndex

  /// A maker with the package's default collator and contacts layout.
  ///
  /// ```swift
  /// try NameKeyMaker().titles.count   // 41: ㄱ…ㅎ (14), A–Z (26), #
  /// ```
  ///
  /// - Throws: `ICUError` (from `Hangul`) if ICU fails to open the collator or the index.
  public init() throws(ICUError) {
    collator = try KoreanCollator()
    sectionIndex = try SectionIndex(layout: .contacts)
  }

  /// The section titles in order; ``NameKeys/titlePosition`` indexes them.
  ///
  /// ```swift
  /// try NameKeyMaker().titles.last   // "#"
  /// ```
  public var titles: [String] { sectionIndex.titles }

  /// The keys of `name`.
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "'); DROP TABLE names; --").title   // "#"
  /// ```
  ///
  /// - Throws: `ICUError` (from `Hangul`) if ICU fails (memory).
  /// - Complexity: O(*n*) in the length of `name`, plus O(log *b*) comparisons for the title.
  public func keys(for name: String) throws(ICUError) -> NameKeys {
    try keys(for: name, jamoKey: nil)
  }

  /// The keys of `name`, with its jamo key when the caller has made it already (a bulk load
  /// sorts by it first).
  package func keys(for name: String, jamoKey: String?) throws(ICUError) -> NameKeys {
    let position = try sectionIndex.titlePosition(for: name)
    return NameKeys(
      sortKey: try collator.sortKey(for: name).bytes, titlePosition: position, title: sectionIndex.titles[position],
      choseongKey: SearchKeys.choseongKey(of: name), jamoKey: jamoKey ?? SearchKeys.jamoKey(of: name),
      version: .current)
  }
}
