import Foundation
import Hangul
import HangulCorpus
import HangulDatabase
import HangulSQLite
import Testing

/// The stores' results as JSON (Codable): a server sends them, a client reads them back
/// equal; cursors travel as their text, match kinds by name.
@Suite struct StoredResultsCodingTests {
  static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> (T, String) {
    let data = try JSONEncoder().encode(value)
    return (try JSONDecoder().decode(T.self, from: data), String(decoding: data, as: UTF8.self))
  }

  @Test func pagesOfAStoreComeBackEqual() async throws {
    let store = try await SharedSQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    var generator = NameGenerator(seed: 61)
    let names = generator.names(count: 2_000).filter { !$0.isEmpty }
    try await store.importNames(names, replacing: true)
    let sections = try await store.sections()
    #expect(try Self.roundTrip(sections).0 == sections)
    let list = try await store.list(section: "ㅇ", after: nil, limit: 10)
    let (decodedList, listJSON) = try Self.roundTrip(list)
    #expect(decodedList == list)
    // The cursor is its text, the string `hangul db list --after` takes.
    #expect(listJSON.contains("\"next\":\"\(list.next!.text)\""))
    for query in ["ㅎㄱ", "김", "이서연", "k"] {
      let page = try await store.searchPage(query, options: SearchOptions(), after: nil, limit: 20)
      let (decoded, json) = try Self.roundTrip(page)
      #expect(decoded == page, "\(query)")
      if let next = page.next { #expect(json.contains("\"next\":\"\(next.text)\"")) }
      // Each kind by its name, as `hangul search --json` names it.
      for match in page.matches {
        #expect(json.contains("\"kind\":\"\(match.match.kind)\""))
      }
    }
  }

  @Test func everyMatchKindIsItsName() throws {
    for kind in SearchMatch.Kind.allCases {
      let (decoded, json) = try Self.roundTrip(kind)
      #expect(decoded == kind)
      #expect(json == "\"\(kind)\"")
    }
  }

  @Test func badInputFailsToDecodeWithTheReason() throws {
    let decoder = JSONDecoder()
    #expect(throws: DecodingError.self) { try decoder.decode(ListCursor.self, from: Data("\"k1.zz.1\"".utf8)) }
    #expect(throws: DecodingError.self) { try decoder.decode(SearchCursor.self, from: Data("\"s1.9.00.1\"".utf8)) }
    #expect(throws: DecodingError.self) { try decoder.decode(SearchMatch.Kind.self, from: Data("\"fuzzy\"".utf8)) }
    let negative = """
      {"itemOffset":-1,"kind":"exact","characterRanges":[[0,1]],"usesCarryOver":false,"isTypoMatch":false}
      """
    #expect(throws: DecodingError.self) { try decoder.decode(SearchResults.Hit.self, from: Data(negative.utf8)) }
    let reversed = """
      {"itemOffset":0,"kind":"exact","characterRanges":[[2,1]],"usesCarryOver":false,"isTypoMatch":false}
      """
    #expect(throws: DecodingError.self) { try decoder.decode(SearchResults.Hit.self, from: Data(reversed.utf8)) }
  }
}
