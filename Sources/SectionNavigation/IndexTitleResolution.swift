extension SectionNavigator {
  /// The section a tap on an index title scrolls to: the section with that title; else (an
  /// index title with no section) the nearest following section; else the last section
  /// (UITableView's behaviour). `nil` when `title` is not an index title or there are no
  /// sections.
  ///
  /// When a title occurs more than once in ``indexTitles``, this resolves its first
  /// occurrence; use ``section(forIndexTitleAt:)`` to resolve a particular one.
  ///
  /// ```swift
  /// let navigator = try SectionNavigator(titles: ["ㄱ", "ㅂ", "A"],
  ///                                      indexTitles: ["ㄱ", "ㄴ", "ㅂ", "A", "B", "#"])
  /// navigator.section(forIndexTitle: "ㅂ")?.title   // "ㅂ"
  /// navigator.section(forIndexTitle: "ㄴ")?.title   // "ㅂ" (the next non-empty section)
  /// navigator.section(forIndexTitle: "#")?.title    // "A" (nothing follows: the last)
  /// navigator.section(forIndexTitle: "Z")           // nil (not an index title)
  /// ```
  @inlinable
  public func section(forIndexTitle title: String) -> NavigationSection<ID>? {
    guard let position = firstIndexTitleIndexByTitle[title] else { return nil }
    return section(forIndexTitleAt: position)
  }

  /// The section a tap on the index title at `position` (in ``indexTitles``) scrolls to: its
  /// own section, else the nearest following section, else the last section. `nil` when
  /// `position` is out of range or there are no sections.
  ///
  /// This is the form an index strip uses (``IndexStrip/titlePosition(at:)`` gives the position),
  /// and what UIKit's `sectionForSectionIndexTitle(_:at:)` gets as its `index`.
  ///
  /// ```swift
  /// if let position = strip.titlePosition(at: touchY),
  ///    let section = navigator.section(forIndexTitleAt: position) {
  ///   proxy.scrollTo(section.id, anchor: .top)
  /// }
  /// ```
  @inlinable
  public func section(forIndexTitleAt position: Int) -> NavigationSection<ID>? {
    guard sectionIndexByIndexTitle.indices.contains(position) else { return nil }
    let index = sectionIndexByIndexTitle[position]
    return index >= 0 ? sections[index] : nil
  }
}
