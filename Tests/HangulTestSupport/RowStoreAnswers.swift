import Hangul
import HangulDatabase
import Testing

/// The rows of every scope as the in-memory library holds them: in write order, a put of an
/// id already there replacing its name in place, a delete removing it. What a store's answers
/// within a scope are checked against.
package struct RowsInMemory {
  /// Each scope's rows, in write order.
  package private(set) var scopes: [RowScope?: [(id: RowID, name: String)]] = [:]

  package init() {}

  /// Applies `change` as a store's write does.
  package mutating func apply(_ change: RowChange) {
    switch change {
    case .put(let row):
      var rows = scopes[row.scope] ?? []
      if let k = rows.firstIndex(where: { $0.id == row.id }) {
        rows[k].name = row.name
      } else {
        rows.append((row.id, row.name))
      }
      scopes[row.scope] = rows
    case .delete(let id, let scope):
      scopes[scope]?.removeAll { $0.id == id }
    }
  }

  /// Replaces `scope`'s rows with `rows` (a replacing import of the scope).
  package mutating func replace(_ scope: RowScope?, with rows: [NameRow]) {
    scopes[scope] = rows.map { ($0.id, $0.name) }
  }

  /// `scope`'s rows in write order.
  package func rows(of scope: RowScope?) -> [(id: RowID, name: String)] { scopes[scope] ?? [] }
}

/// Checks that `store` answers within `scope` as the library in memory does over `rows`
/// alone (that scope's rows in write order): the sections and their counts, every page of
/// the whole list and of each section with the ids (ties in write order), and the first two
/// pages of search results for `queries` with the ids.
package func expectRowsAnswerAsInMemory(
  _ store: some RowStore, scope: RowScope?, rows: [(id: RowID, name: String)],
  queries: [String] = ["ㅎㄱ", "김", "이서", "k", "ㅇ", "김병욱"], pageSize: Int = 7,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let names = rows.map(\.name)
  let list = try SectionIndex().sections(of: names)
  var expected: [(String, Int)] = []
  for section in list.sections {
    if let last = expected.last, last.0 == section.title {
      expected[expected.count - 1].1 += section.items.count
    } else {
      expected.append((section.title, section.items.count))
    }
  }
  let sections = try await store.sections(in: scope)
  #expect(sections.map(\.title) == expected.map(\.0), sourceLocation: sourceLocation)
  #expect(sections.map(\.count) == expected.map(\.1), sourceLocation: sourceLocation)
  // Korean order with ties in write order; a name's section is the layout's for it.
  let order = try KoreanCollator().sortedIndices(of: names)
  var titleOf: [String: String] = [:]
  for section in list.sections {
    for name in section.items { titleOf[name] = section.title }
  }
  for title in [nil] + expected.map(\.0) {
    let wanted = order.filter { title == nil || titleOf[names[$0]] == title }
    var items: [String] = []
    var ids: [RowID] = []
    var cursor: ListCursor?
    repeat {
      let page = try await store.list(in: scope, section: title, after: cursor, limit: pageSize)
      items += page.items
      ids += page.ids
      cursor = page.next
    } while cursor != nil && items.count <= names.count
    #expect(items == wanted.map { names[$0] }, "\(title ?? "all")", sourceLocation: sourceLocation)
    #expect(ids == wanted.map { rows[$0].id }, "\(title ?? "all")", sourceLocation: sourceLocation)
  }
  let index = try SearchIndex(names)
  for query in queries {
    let whole = index.search(query, options: SearchOptions()).prefix(40).map { $0.itemOffset }
    let first = try await store.searchPage(in: scope, query, options: SearchOptions(), after: nil, limit: 20)
    let second =
      first.next == nil
      ? SearchPage(matches: [], next: nil)
      : try await store.searchPage(in: scope, query, options: SearchOptions(), after: first.next, limit: 20)
    let matches = first.matches + second.matches
    #expect(matches.map(\.name) == whole.map { names[$0] }, "\(query)", sourceLocation: sourceLocation)
    #expect(matches.map(\.id) == whole.map { rows[$0].id }, "\(query)", sourceLocation: sourceLocation)
  }
}
