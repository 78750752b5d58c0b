import Hangul
import HangulDatabase
import Testing

/// Checks that `store`, holding `names` imported in this order, answers as the library in
/// memory does (the oracle-tested `SectionIndex` and `SearchIndex`): the sections and their
/// counts, the first two pages of the list of every section and of the whole list, and the
/// first two pages of search results for `queries`.
package func expectAnswersAsInMemory(
  _ store: some NameStore, names: [String], queries: [String] = ["ㅎㄱ", "김", "이서", "k", "ㅇ"],
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let names = names.filter { !$0.isEmpty }
  let list = try SectionIndex().sections(of: names)
  let sections = try await store.sections()
  // The contacts layout's `#` may be two ranges of the order (symbols before Hangul, other
  // scripts after Latin): the store counts the title once.
  var expected: [(String, Int)] = []
  for section in list.sections {
    if let last = expected.last, last.0 == section.title {
      expected[expected.count - 1].1 += section.items.count
    } else {
      expected.append((section.title, section.items.count))
    }
  }
  #expect(sections.map(\.title) == expected.map(\.0), sourceLocation: sourceLocation)
  #expect(sections.map(\.count) == expected.map(\.1), sourceLocation: sourceLocation)
  // The whole list in Korean order (ties in import order): `#`'s symbols and digits first.
  let sorted = try KoreanCollator().sorted(names)
  for title in [nil] + expected.map(\.0) {
    let items = title.map { title in list.sections.filter { $0.title == title }.flatMap(\.items) } ?? sorted
    let first = try await store.list(section: title, after: nil, limit: 7)
    let second =
      first.next == nil
      ? ListPage(items: [], next: nil) : try await store.list(section: title, after: first.next, limit: 7)
    #expect(first.items + second.items == Array(items.prefix(14)), "\(title ?? "all")", sourceLocation: sourceLocation)
  }
  let search = try WholeSearch(names)
  for query in queries {
    let whole = search.names(matching: query, options: SearchOptions(), limit: 40)
    let first = try await store.searchPage(query, options: SearchOptions(), after: nil, limit: 20)
    let second =
      first.next == nil
      ? SearchPage(matches: [], next: nil)
      : try await store.searchPage(query, options: SearchOptions(), after: first.next, limit: 20)
    #expect(
      (first.matches + second.matches).map(\.name) == whole, "\(query)", sourceLocation: sourceLocation)
  }
}
