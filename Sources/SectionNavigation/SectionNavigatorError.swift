/// Why a ``SectionNavigator`` could not be built from the sections and index titles given.
///
/// ```swift
/// do {
///   _ = try SectionNavigator(titles: ["ㄴ", "ㄱ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
/// } catch {
///   print(error)   // titleOutOfOrder(sectionIndex: 1, title: "ㄱ")
/// }
/// ```
public enum SectionNavigatorError: Error, Hashable, Sendable {
  /// Two sections have the same id: the second one is at `sectionIndex`, the first at
  /// `firstIndex`. Navigation by id would be ambiguous.
  case duplicateID(sectionIndex: Int, firstIndex: Int)
  /// The section at `sectionIndex` has a title that is not among the index titles.
  case titleNotInIndexTitles(sectionIndex: Int, title: String)
  /// The section at `sectionIndex` has a title that is among the index titles, but not after
  /// the previous section's title: sections must follow the index titles' order, one section
  /// per index title at most.
  case titleOutOfOrder(sectionIndex: Int, title: String)
  /// The section at `sectionIndex` was given an index-title position that is outside the
  /// index titles or not after the previous section's position (the initializer that takes
  /// `(id:indexTitlePosition:)` pairs).
  case indexTitlePositionOutOfOrder(sectionIndex: Int, indexTitlePosition: Int)
}
