import Hangul

/// `hangul index`: the input lines grouped under their section titles, in section order.
///
/// ```swift
/// try IndexLines(lines: ["홍길동", "김민수", "Alice"]).output
/// // ["ㄱ\t김민수", "ㅎ\t홍길동", "A\tAlice"]
/// ```
public struct IndexLines: Sendable {
  /// One printed section: its title, its kind and its items in Korean order.
  ///
  /// ```swift
  /// try IndexLines(lines: ["홍길동"]).sections[0].title   // "ㅎ"
  /// ```
  public struct Section: Sendable {
    /// The section's title (ㄱ, A, #, …).
    ///
    /// ```swift
    /// try IndexLines(lines: ["Zoe"]).sections[0].title   // "Z"
    /// ```
    public let title: String
    /// The kind of bucket (normal, underflow, inflow, overflow).
    ///
    /// ```swift
    /// try IndexLines(lines: ["Zoe"]).sections[0].kind   // .normal
    /// ```
    public let kind: SectionKind
    /// The section's items, in order (empty for a title shown by `--all-titles` alone).
    ///
    /// ```swift
    /// try IndexLines(lines: ["홍길동", "허준"]).sections[0].items   // ["허준", "홍길동"]
    /// ```
    public let items: [String]
  }

  /// The sections to print, in order.
  ///
  /// ```swift
  /// try IndexLines(lines: ["홍길동", "김민수"]).sections.map { $0.title }   // ["ㄱ", "ㅎ"]
  /// ```
  public let sections: [Section]

  /// Groups `lines` with the command's options (`--layout`, `--separate-doubles`,
  /// `--hanja-reading`, `--all-titles`).
  ///
  /// ```swift
  /// try IndexLines(lines: ["김민수"], allTitles: true).sections.count   // 41
  /// ```
  ///
  /// - Throws: ``CommandLineError/icu(_:)`` when the index fails.
  /// - Complexity: O(*n* log *n*).
  public init(
    lines: [String], layout: SectionIndex.Layout = .contacts, separatesDoubles: Bool = false,
    readsHanja: Bool = false, allTitles: Bool = false
  ) throws(CommandLineError) {
    let list: SectionedList<String>
    do {
      list = try SectionIndex(layout: layout, separatesDoubleConsonants: separatesDoubles, readsHanja: readsHanja)
        .sections(of: lines)
    } catch {
      throw .icu(error.description)
    }
    if !allTitles {
      sections = list.sections.map { Section(title: $0.title, kind: $0.kind, items: $0.items) }
      return
    }
    var byTitle = [[String]](repeating: [], count: list.titles.count)
    for s in list.sections { byTitle[s.titlePosition] = s.items }
    sections = list.titles.indices.map { Section(title: list.titles[$0], kind: list.kinds[$0], items: byTitle[$0]) }
  }

  /// The lines the command prints: `TITLE<TAB>ITEM` per item, a title without items alone.
  ///
  /// ```swift
  /// try IndexLines(lines: ["Zoe"]).output   // ["Z\tZoe"]
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var output: [String] {
    var out: [String] = []
    for s in sections {
      if s.items.isEmpty { out.append(s.title) }
      for item in s.items { out.append(s.title + "\t" + item) }
    }
    return out
  }
}
