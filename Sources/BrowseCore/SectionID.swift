/// The id of a section in one grouping of the browse screen: the grouping's number and the
/// section's position in it.
///
/// Ids of different groupings never compare equal, so an id kept from before a grouping
/// switch (a pending jump, the selected section) is not found by the new grouping's
/// ``SectionNavigation/SectionNavigator`` and is ignored, never taken for a section of the new
/// grouping that happens to sit at the same position.
///
/// ```swift
/// SectionID(grouping: 0, position: 3) == SectionID(grouping: 1, position: 3)   // false
/// ```
public struct SectionID: Hashable, Sendable {
  /// Which grouping the section belongs to (its position in ``BrowseState/groupings``).
  ///
  /// ```swift
  /// id.grouping   // 0 for the name index
  /// ```
  public let grouping: Int

  /// The section's position in display order within its grouping.
  ///
  /// ```swift
  /// id.position   // 0 for the first section
  /// ```
  public let position: Int

  /// Creates an id.
  ///
  /// ```swift
  /// let id = SectionID(grouping: 1, position: 0)
  /// ```
  public init(grouping: Int, position: Int) {
    self.grouping = grouping
    self.position = position
  }
}
