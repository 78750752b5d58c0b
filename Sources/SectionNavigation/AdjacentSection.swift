extension SectionNavigator {
  /// The section after the last visible one, in display order; the first section when none of
  /// `visible` is a section of this navigator; `nil` after the last section.
  ///
  /// `visible` may come in any order, with duplicates, and with ids that are not sections of
  /// this grouping (stale ids delivered late after a grouping switch): those are ignored. The
  /// "last" visible section is the one that comes last in display order, never the largest id
  /// (sorting ids as strings is the seed bug this avoids: "10" < "9", "ㅎ" < "A" < "가").
  ///
  /// ```swift
  /// let navigator = try SectionNavigator(titles: ["ㄱ", "ㄴ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
  /// navigator.next(after: ["ㄴ", "ㄱ"])?.id   // "ㄷ"
  /// navigator.next(after: ["ㄷ"])             // nil (at the end)
  /// navigator.next(after: [])?.id             // "ㄱ" (nothing visible: the first section)
  /// navigator.next(after: ["party:녹색"])?.id  // "ㄱ" (stale ids are ignored)
  /// ```
  ///
  /// - Complexity: O(v) for v visible ids (one hash look-up each).
  @inlinable
  public func next(after visible: some Sequence<ID>) -> NavigationSection<ID>? {
    var last = -1
    for id in visible {
      if let index = sectionIndexByID[id], index > last { last = index }
    }
    return section(afterPosition: last < 0 ? nil : last)
  }

  /// The section before the first visible one, in display order; `nil` before the first
  /// section, and `nil` when none of `visible` is a section of this navigator.
  ///
  /// Stale and unknown ids are ignored, as in ``next(after:)``. With nothing visible, the list
  /// is at its start (or not laid out yet), so there is nothing before it: unlike `next`, which
  /// then offers the first section, `previous` gives `nil`.
  ///
  /// ```swift
  /// let navigator = try SectionNavigator(titles: ["ㄱ", "ㄴ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
  /// navigator.previous(before: ["ㄷ", "ㄴ"])?.id   // "ㄱ"
  /// navigator.previous(before: ["ㄱ"])             // nil (at the start)
  /// navigator.previous(before: [])                 // nil
  /// ```
  ///
  /// - Complexity: O(v) for v visible ids (one hash look-up each).
  @inlinable
  public func previous(before visible: some Sequence<ID>) -> NavigationSection<ID>? {
    var first = Int.max
    for id in visible {
      if let index = sectionIndexByID[id], index < first { first = index }
    }
    return section(beforePosition: first == Int.max ? nil : first)
  }

  /// The section after the one at `index` in display order (`nil` after the last), or the first
  /// section when `index` is `nil`: the per-scroll-event form of ``next(after:)`` when a scroll
  /// spy already gives the current section's index.
  ///
  /// An index below 0 gives the first section, an index at or past the last section `nil`.
  ///
  /// ```swift
  /// let current = sectionLayout.currentIndex(at: offset)
  /// navigator.section(afterPosition: current)?.title   // the "next" button's target
  /// ```
  @inlinable
  public func section(afterPosition index: Int?) -> NavigationSection<ID>? {
    guard let index else { return sections.first }
    guard !sections.isEmpty, index < sections.count - 1 else { return nil }
    return sections[Swift.max(index, -1) + 1]
  }

  /// The section before the one at `index` in display order (`nil` before the first, and `nil`
  /// when `index` is `nil`).
  ///
  /// An index past the end gives the last section, an index at or below 0 `nil`.
  ///
  /// ```swift
  /// navigator.section(beforePosition: 2)?.position   // 1
  /// navigator.section(beforePosition: 0)          // nil
  /// ```
  @inlinable
  public func section(beforePosition index: Int?) -> NavigationSection<ID>? {
    guard let index, index >= 1, !sections.isEmpty else { return nil }
    return sections[Swift.min(index, sections.count) - 1]
  }
}
