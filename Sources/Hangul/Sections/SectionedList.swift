/// Items grouped into ordered sections, with every title of the index strip.
///
/// Made by ``SectionIndex/sections(of:)`` (titles ㄱ…ㅎ A–Z #), by
/// `KoreanCollator.grouped(_:by:orderedBy:)` (titles from a grouping key, in collation order),
/// by `KoreanCollator.grouped(_:by:sectionOrder:orderedBy:)` (titles from a grouping key, in the
/// app's order), or by the app itself (`init(titles:kinds:itemsByTitle:)`). The sections
/// hold exactly the input items, each once. The `HangulNavigation` module adds `navigator`,
/// a `SectionNavigator` over them (this module does not depend on `SectionNavigation`).
///
/// ```swift
/// let index = try SectionIndex()
/// let list = try index.sections(of: ["이서연", "김민수", "Zoe", "1반"])
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
  /// The kind of each title in `titles`.
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
  /// Creates a list from every title, their kinds and the items under each title (empty for a
  /// title with no items), for a grouping the app computed itself.
  ///
  /// The items are kept in the order given. Titles may repeat (ICU's "…"); a section's
  /// `Section/id` is its title's position.
  ///
  /// ```swift
  /// let list = try SectionedList(titles: ["A", "B", "C"], itemsByTitle: [["apple"], [], ["cherry"]])
  /// list.sections.map(\.title)                     // ["A", "C"]
  /// list.sections.map(\.id)                        // [0, 2]
  /// ```
  ///
  /// - Parameters:
  ///   - titles: every title of the index strip, in order.
  ///   - kinds: the kind of each title; `nil` for all ``SectionKind/normal``.
  ///   - itemsByTitle: the items under each title, one array per title.
  /// - Throws: ``SectionedListError/countMismatch(titles:kinds:itemsByTitle:)`` when `kinds`
  ///   or `itemsByTitle` does not have one entry per title.
  /// - Complexity: O(t + n) for t titles and n items.
  public init(titles: [String], kinds: [SectionKind]? = nil, itemsByTitle: [[Item]]) throws(SectionedListError) {
    let kinds = kinds ?? Array(repeating: .normal, count: titles.count)
    guard kinds.count == titles.count, itemsByTitle.count == titles.count else {
      throw .countMismatch(titles: titles.count, kinds: kinds.count, itemsByTitle: itemsByTitle.count)
    }
    self.init(validatedTitles: titles, kinds: kinds, itemsByTitle: itemsByTitle)
  }

  /// The same, with counts already known to match.
  init(validatedTitles titles: [String], kinds: [SectionKind], itemsByTitle: [[Item]]) {
    self.titles = titles
    self.kinds = kinds
    var sections: [Section] = []
    for (t, items) in itemsByTitle.enumerated() where !items.isEmpty {
      sections.append(Section(title: titles[t], titlePosition: t, kind: kinds[t], items: items))
    }
    self.sections = sections
  }

  /// The number of items in all sections together.
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["김", "이"]).itemCount   // 2
  /// ```
  ///
  /// - Complexity: O(number of sections).
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}

extension SectionedList.Section: Identifiable {
  /// The section's id: the position of its title in ``SectionedList/titles``, unique in every
  /// layout (the ICU layout spells three titles "…"). The same id the list's
  /// `navigator` of the `HangulNavigation` module uses.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["나래"])
  /// list.sections[0].id   // 1 (ㄴ is the 2nd title)
  /// ```
  public var id: Int { titlePosition }
}

extension SectionedList: Sendable where Item: Sendable {}
extension SectionedList.Section: Sendable where Item: Sendable {}
