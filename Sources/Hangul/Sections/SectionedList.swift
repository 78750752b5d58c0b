/// Items grouped into ordered sections, with every title of the index strip.
///
/// Made by `SectionIndex.sections(of:by:)` (titles ㄱ…ㅎ A–Z #) or by
/// `KoreanCollator.grouped(_:by:orderedBy:)` (titles from a grouping key). The sections
/// hold exactly the input items, each once.
///
/// ```swift
/// let index = try SectionIndex()
/// let list = try index.sections(of: ["이서연", "김민수", "Zoe", "1반"], name: { $0 })
/// list.titles.count                 // 41 (ㄱ…ㅎ, A…Z, #)
/// list.sections.map(\.title)        // ["ㄱ", "ㅇ", "Z", "#"]
/// list.sections[0].items            // ["김민수"]
/// ```
public struct SectionedList<Item> {
  /// One non-empty section: its title and its items in order.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["김민수", "Zoe"])
  /// list.sections.map(\.title)   // ["ㄱ", "Z"]
  /// ```
  public struct Section {
    /// The section title, e.g. `"ㄱ"`, `"A"`, `"#"` or a grouping key.
    ///
    /// ```swift
    /// try SectionIndex().sections(of: ["김민수"]).sections[0].title   // "ㄱ"
    /// ```
    public let title: String
    /// Where `title` is in ``SectionedList/titles``.
    ///
    /// ```swift
    /// try SectionIndex().sections(of: ["나래"]).sections[0].titlePosition   // 1 (ㄴ is the 2nd title)
    /// ```
    public let titlePosition: Int
    /// Whether the section is a letter or one of ICU's catch-all buckets.
    ///
    /// ```swift
    /// try SectionIndex().sections(of: ["김민수"]).sections[0].kind   // .normal
    /// ```
    public let kind: SectionKind
    /// The items, in Korean collation order of their names (stable).
    ///
    /// ```swift
    /// try SectionIndex().sections(of: ["김철수", "강민"]).sections[0].items   // ["강민", "김철수"]
    /// ```
    public let items: [Item]
  }

  /// Every title in order, including titles with no items (for an index strip).
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["김민수"]).titles.count   // 41
  /// ```
  public let titles: [String]
  /// The kind of each title in ``titles``.
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["김민수"]).kinds.last   // .overflow (the "#" title)
  /// ```
  public let kinds: [SectionKind]
  /// The non-empty sections, in title order (for the list itself).
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["김민수", "1반"]).sections.map(\.title)   // ["ㄱ", "#"]
  /// ```
  public let sections: [Section]
  /// For each title, the index of its section in ``sections``, or `nil` when empty.
  private let sectionOfTitle: [Int?]

  init(titles: [String], kinds: [SectionKind], itemsByTitle: [[Item]]) {
    self.titles = titles
    self.kinds = kinds
    var sections: [Section] = []
    var sectionOfTitle = [Int?](repeating: nil, count: titles.count)
    for (t, items) in itemsByTitle.enumerated() where !items.isEmpty {
      sectionOfTitle[t] = sections.count
      sections.append(Section(title: titles[t], titlePosition: t, kind: kinds[t], items: items))
    }
    self.sections = sections
    self.sectionOfTitle = sectionOfTitle
  }

  /// The number of items in all sections together.
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["김", "이"], name: { $0 }).itemCount   // 2
  /// ```
  ///
  /// - Complexity: O(number of sections).
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// The position in ``sections`` a tap on the title at `titlePosition` scrolls to: that
  /// title's section, else the nearest following non-empty section, else the last one
  /// (UITableView's behaviour). `nil` when there are no sections or the index is out of
  /// range.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["김민수", "이서연"], name: { $0 })
  /// list.sectionPosition(forIndexTitleAt: 1)   // 1: ㄴ is empty, ㅇ (이서연) follows
  /// ```
  ///
  /// - Complexity: O(number of titles).
  public func sectionPosition(forIndexTitleAt titlePosition: Int) -> Int? {
    guard !sections.isEmpty, titles.indices.contains(titlePosition) else { return nil }
    for t in titlePosition..<titles.count {
      if let s = sectionOfTitle[t] { return s }
    }
    return sections.count - 1
  }

  /// The position in ``sections`` for `title` (the first title spelled so; in the ICU
  /// layout "…" is the underflow one), resolved as ``sectionPosition(forIndexTitleAt:)`` does.
  /// `nil` when `title` is not a title of this list or there are no sections.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["김민수", "Zoe"], name: { $0 })
  /// list.sectionPosition(forIndexTitle: "ㅎ")   // 1: nothing from ㅎ to Y, so Z
  /// list.sectionPosition(forIndexTitle: "#")    // 1: # is empty and last, so the last section
  /// ```
  ///
  /// - Complexity: O(number of titles).
  public func sectionPosition(forIndexTitle title: String) -> Int? {
    guard let t = titles.firstIndex(of: title) else { return nil }
    return sectionPosition(forIndexTitleAt: t)
  }

  /// The section for `title`, resolved as ``sectionPosition(forIndexTitle:)`` does.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["김민수", "Zoe"], name: { $0 })
  /// list.section(forIndexTitle: "ㄴ")?.title   // "Z"
  /// ```
  ///
  /// - Complexity: O(number of titles).
  public func section(forIndexTitle title: String) -> Section? {
    sectionPosition(forIndexTitle: title).map { sections[$0] }
  }
}

extension SectionedList: Sendable where Item: Sendable {}
extension SectionedList.Section: Sendable where Item: Sendable {}
