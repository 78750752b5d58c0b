/// Where a search query may match inside an item.
///
/// ```swift
/// HangulSearchQuery("ㄱㄷ", options: .init(mode: .contains)).matches("홍길동")   // true
/// HangulSearchQuery("ㄱㄷ", options: .init(mode: .prefix)).matches("홍길동")     // false
/// ```
public enum SearchMode: String, Hashable, Sendable, CaseIterable {
  /// The query must match at the item's first character (its first non-space character
  /// when spaces are ignored).
  case prefix
  /// The query may match at any character of the item (the default).
  case contains
}
