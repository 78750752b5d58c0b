/// Why a ``SectionedList`` could not be made from the titles, keys and items given.
///
/// ```swift
/// do {
///   _ = try SectionedList(titles: ["A", "B"], itemsByTitle: [["apple"]])
/// } catch {
///   print(error)   // countMismatch(titles: 2, kinds: 2, itemsByTitle: 1)
/// }
/// ```
public enum SectionedListError: Error, Hashable, Sendable {
  /// `kinds` or `itemsByTitle` does not have one entry per title.
  case countMismatch(titles: Int, kinds: Int, itemsByTitle: Int)
  /// The section order lists the key at `position` a second time (keys are compared as Swift
  /// strings, so NFC and NFD spellings are the same key).
  case duplicateKeyInSectionOrder(position: Int, key: String)
  /// The item at `itemOffset` (in input order) has a key that the section order does not list.
  case keyNotInSectionOrder(itemOffset: Int, key: String)
  /// ICU failed while sorting (memory).
  case icu(ICUError)
}
