import Hangul
import SectionNavigation

extension SectionedList {
  /// A navigator over `sections`: next and previous section, the
  /// "next" button, index-title taps (exact title, else the next non-empty section, else the
  /// last) and the index strip, each in O(1) once built.
  ///
  /// Section ids are `Section.id`, the position of the section's title in `titles`: unique in
  /// every layout, also in the ICU layout where three titles are spelled "…". Its sections are
  /// in the same order as `sections` (`navigator.sections[k].position == k`).
  ///
  /// This glue lives in `HangulNavigation` so that `Hangul` (ICU) and `SectionNavigation`
  /// (pure Swift, every platform) each stand alone. Each access builds a new navigator:
  /// keep the one you get for as long as the list lives.
  ///
  /// ```swift
  /// import Hangul
  /// import HangulNavigation
  ///
  /// let list = try SectionIndex(layout: .icu).sections(of: ["1반", "김민수", "Zoe", "Ω"])
  /// let navigator = list.navigator                                  // build once, keep it
  /// list.sections.map(\.title)                                      // ["…", "ㄱ", "Z", "…"]
  /// navigator.next(after: [list.sections[1].id])?.title             // "Z"
  /// navigator.section(forIndexTitle: "ㄴ")?.position                // 2 (ㄴ…Y are empty: Z)
  /// ```
  ///
  /// - Complexity: O(*s* + *t*) to build, for *s* sections and *t* titles.
  public var navigator: SectionNavigator<Int> {
    // Title positions are unique and increasing, so the navigator cannot reject them.
    let positions = sections.map { $0.titlePosition }
    return SectionNavigator(validatedIDs: positions, indexTitlePositions: positions, indexTitles: titles)
  }

  /// The section a tap on `title` scrolls to: that title's section, else the nearest following
  /// non-empty section, else the last one (UITableView's behaviour); `nil` when `title` is not
  /// a title of this list or there are no sections. A repeated title (ICU's "…") means its
  /// first occurrence; for a particular one use `navigator.section(forIndexTitleAt:)` and
  /// `sections[section.position]`.
  ///
  /// This forwards to ``navigator``'s resolution, the only one in the package. For repeated
  /// look-ups keep a ``navigator`` and ask it.
  ///
  /// ```swift
  /// let list = try SectionIndex().sections(of: ["김민수", "Zoe"])
  /// list.section(forIndexTitle: "ㄴ")?.title   // "Z"
  /// list.section(forIndexTitle: "#")?.title    // "Z" (# is empty and last: the last section)
  /// ```
  ///
  /// - Complexity: O(*s* + *t*) (it builds a navigator).
  public func section(forIndexTitle title: String) -> Section? {
    navigator.section(forIndexTitle: title).map { sections[$0.position] }
  }
}
