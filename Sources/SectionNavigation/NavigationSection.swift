/// One section of a list, as navigation sees it: its id, its title, where it is in display
/// order and which index title it belongs to.
///
/// You get sections from a ``SectionNavigator``; you do not build them yourself.
///
/// ```swift
/// let navigator = try SectionNavigator(titles: ["ㄱ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
/// let section = navigator.sections[1]
/// section.id                // "ㄷ"
/// section.title             // "ㄷ"
/// section.index             // 1
/// section.indexTitleIndex   // 2 (the position of "ㄷ" in the index titles)
/// ```
public struct NavigationSection<ID: Hashable>: Hashable {
  /// The section's id, as the list knows it (a `String` title, an enum, a database key…).
  ///
  /// ```swift
  /// proxy.scrollTo(section.id, anchor: .top)
  /// ```
  public let id: ID

  /// The section's title, as a header or a "next ㄴ" button shows it.
  ///
  /// ```swift
  /// Text("next \(section.title)")
  /// ```
  public let title: String

  /// The section's position in display order (0 for the first section).
  ///
  /// ```swift
  /// navigator.sections[section.index] == section   // true
  /// ```
  public let index: Int

  /// The position of the section's title in the navigator's ``SectionNavigator/indexTitles``.
  ///
  /// ```swift
  /// navigator.indexTitles[section.indexTitleIndex] == section.title   // true
  /// ```
  public let indexTitleIndex: Int

  /// Creates a section (normally the ``SectionNavigator`` does this).
  ///
  /// ```swift
  /// let section = NavigationSection(id: "ㄱ", title: "ㄱ", index: 0, indexTitleIndex: 0)
  /// ```
  public init(id: ID, title: String, index: Int, indexTitleIndex: Int) {
    self.id = id
    self.title = title
    self.index = index
    self.indexTitleIndex = indexTitleIndex
  }
}

extension NavigationSection: Sendable where ID: Sendable {}
