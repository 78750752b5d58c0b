/// The keys a database stores beside one name, so that the database's own indexes answer
/// order, sections and search candidates without running Swift.
///
/// ```swift
/// let keys = try NameKeyMaker().keys(for: "홍길동")
/// keys.title        // "ㅎ"
/// keys.choseongKey  // "3ag" (ㅎ ㄱ ㄷ in ASCII codes, see SearchKeys)
/// ```
public struct NameKeys: Sendable, Hashable {
  /// The ICU sort key of the name (`hangul sort` order): compare as unsigned bytes, then
  /// break ties by import sequence.
  ///
  /// ```swift
  /// let maker = try NameKeyMaker()
  /// try maker.keys(for: "가").sortKey.lexicographicallyPrecedes(maker.keys(for: "나").sortKey)   // true
  /// ```
  public var sortKey: [UInt8]
  /// The position of the name's section among the contacts layout's titles
  /// (`SectionIndex().titles`): sections in order are positions in order.
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "김민수").titlePosition   // 0 (ㄱ)
  /// ```
  public var titlePosition: Int
  /// The contacts-layout title the name is filed under (ㄱ…ㅎ, A–Z, #), as `hangul index`.
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "Zoe").title   // "Z"
  /// ```
  public var title: String
  /// The name's choseong written in codes (`SearchKeys/choseongKey(of:)`): the search key
  /// of consonant queries. A name that `hangul search` can return for ㅎㄱ holds ㅎㄱ's codes
  /// in it.
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "홍길동").choseongKey   // "3ag"
  /// ```
  public var choseongKey: String
  /// The name's syllables written in codes, three a syllable (`SearchKeys/jamoKey(of:)`):
  /// the search key of queries with syllables (홍기 → 홍길동).
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "홍길").jamoKey   // "s1zadm"
  /// ```
  public var jamoKey: String
  /// The version the keys were made with.
  ///
  /// ```swift
  /// try NameKeyMaker().keys(for: "가").version == .current   // true
  /// ```
  public var version: KeyVersion

  /// Keys made of their parts (a store reading them back).
  ///
  /// ```swift
  /// NameKeys(sortKey: [0x27], titlePosition: 0, title: "ㄱ", choseongKey: "a", jamoKey: "ate",
  ///   version: .current).title  // "ㄱ"
  /// ```
  public init(
    sortKey: [UInt8], titlePosition: Int, title: String, choseongKey: String, jamoKey: String, version: KeyVersion
  ) {
    self.sortKey = sortKey
    self.titlePosition = titlePosition
    self.title = title
    self.choseongKey = choseongKey
    self.jamoKey = jamoKey
    self.version = version
  }
}
