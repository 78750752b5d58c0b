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
/// section.position             // 1
/// section.indexTitlePosition   // 2 (the position of "ㄷ" in the index titles)
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
  /// navigator.sections[section.position] == section   // true
  /// ```
  public let position: Int

  /// The position of the section's title in the navigator's ``SectionNavigator/indexTitles``.
  ///
  /// ```swift
  /// navigator.indexTitles[section.indexTitlePosition] == section.title   // true
  /// ```
  public let indexTitlePosition: Int

  /// Creates a section (normally the ``SectionNavigator`` does this).
  ///
  /// ```swift
  /// let section = NavigationSection(id: "ㄱ", title: "ㄱ", position: 0, indexTitlePosition: 0)
  /// ```
  public init(id: ID, title: String, position: Int, indexTitlePosition: Int) {
    self.id = id
    self.title = title
    self.position = position
    self.indexTitlePosition = indexTitlePosition
  }
}

extension NavigationSection: Sendable where ID: Sendable {}
