import CICU
import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// KoreanCollator against ICU through the raw bridge (an independent path to the same ICU).
@Suite struct KoreanCollatorTests {
  /// The raw ICU answer for `a` vs `b` from a freshly opened bridge collator.
  private func icuCompare(_ a: String, _ b: String, numeric: Bool = false) -> Int32 {
    var status: Int32 = 0
    let c = cicu_collator_open("ko", 1, &status)
    defer { cicu_collator_close(c) }
    if numeric { cicu_collator_set_numeric(c, 1, &status) }
    return cicu_collator_compare_utf8(c, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
  }

  /// Differential, not an oracle (the oracle is `CollationFixtureTests`, ICU 78 through PyICU):
  /// `KoreanCollator`'s comparison and sort keys against a raw `ucol_strcoll` of the same
  /// system ICU, opened through this package's C bridge.
  @Test func defaultOrderMatchesRawICU() throws {
    let collator = try KoreanCollator()
    let words = [
      "김민수", "金民洙", "이서연", "alice", "Alice", "ALICE", "10조", "2조", "😀", " 김", "Émile", "Ｋｉｍ", "ㄳ", "까치", "가지",
    ]
    for a in words {
      for b in words {
        let expected = icuCompare(a, b)
        #expect(try collator.compare(a, b).rawValue == Int8(expected), "\(a) vs \(b)")
        #expect(try (collator.sortKey(for: a) < collator.sortKey(for: b)) == (expected < 0))
        #expect(try (collator.sortKey(for: a) == collator.sortKey(for: b)) == (expected == 0))
      }
    }
  }

  @Test func numericOrdering() throws {
    let numeric = try KoreanCollator(options: .init(sortsDigitsNumerically: true))
    #expect(try numeric.sorted(["10조", "2조", "1조"]) == ["1조", "2조", "10조"])
    #expect(icuCompare("2조", "10조", numeric: true) == -1)
    let plain = try KoreanCollator()
    #expect(try plain.sorted(["2조", "10조", "1조"]) == ["10조", "1조", "2조"])
    #expect(icuCompare("10조", "1조") == -1)
  }

  @Test func koDefaultReorderIsHangulThenHan() throws {
    let latinFirst = try KoreanCollator(options: .init(sortsLatinFirst: true))
    #if ICU
      // CLDR ko: [reorder Hang Hani]; USCRIPT_HANGUL = 18, USCRIPT_HAN = 17 (ICU's own codes:
      // the built-in tables carry the reordering as primary weights instead).
      #expect(try KoreanCollator().reorderCodes() == [Int32(CICU_SCRIPT_HANGUL), Int32(CICU_SCRIPT_HAN)])
      #expect(
        try latinFirst.reorderCodes() == [Int32(CICU_SCRIPT_LATIN), Int32(CICU_SCRIPT_HANGUL), Int32(CICU_SCRIPT_HAN)])
    #endif
    #expect(try latinFirst.sorted(["김민수", "Zoe", "金民洙", "alice", "1조"]) == ["1조", "alice", "Zoe", "김민수", "金民洙"])
  }

  @Test func strengthIgnoresCaseAndWidth() throws {
    let secondary = try KoreanCollator(options: .init(strength: .secondary))
    #expect(try secondary.compare("alice", "ALICE") == .equal)
    #expect(try secondary.compare("Ｋｉｍ", "Kim") == .equal)
    #expect(try secondary.compare("Émile", "Emile") == .descending)
    let primary = try KoreanCollator(options: .init(strength: .primary))
    #expect(try primary.compare("Émile", "emile") == .equal)
    let tertiary = try KoreanCollator()
    #expect(try tertiary.compare("alice", "ALICE") == .ascending)
  }

  @Test func invalidLocaleThrows() {
    #expect(throws: ICUError.self) { try KoreanCollator(locale: "xx-not-a-locale") }
    do {
      _ = try KoreanCollator(locale: "xx-not-a-locale")
    } catch {
      #expect(error.name == "U_MISSING_RESOURCE_ERROR")
    }
  }

  @Test func invalidRawAttributeThrows() {
    // UCOL_STRENGTH (5) with a value that is no strength: ICU rejects it; the built-in tables
    // take no raw ICU attributes at all.
    var options = KoreanCollator.Options()
    options.attributes = [.init(attribute: 5, value: 99)]
    do {
      _ = try KoreanCollator(options: options)
      Issue.record("expected an ICUError")
    } catch {
      #if ICU
        #expect(error.name == "U_ILLEGAL_ARGUMENT_ERROR")
      #else
        #expect(error.name == "U_UNSUPPORTED_ERROR")
      #endif
    }
  }

  @Test func stableForEqualKeys() throws {
    struct Person: Equatable {
      var name: String
      var id: Int
    }
    let nfd = "김철수".decomposedForTest
    let people = [
      Person(name: "김철수", id: 0), Person(name: "Zoe", id: 1), Person(name: nfd, id: 2),
      Person(name: "김철수", id: 3), Person(name: "\u{F9E1}瑞炫", id: 4), Person(name: "\u{674E}瑞炫", id: 5),
      Person(name: "\u{F9E1}瑞炫", id: 6),
    ]
    let collator = try KoreanCollator()
    #expect(try collator.compare("김철수", nfd) == .equal)
    let sorted = try collator.sorted(people, by: \.name).map(\.id)
    #expect(sorted == [0, 2, 3, 4, 5, 6, 1])
  }

  @Test func badInputDoesNotCrash() throws {
    let collator = try KoreanCollator()
    let odd = ["", "\u{0}", "\u{0301}", "\u{10FFFF}", "\u{E0001}", "a\u{0}b", String(repeating: "가나다", count: 20_000)]
    let sorted = try collator.sorted(odd)
    #expect(sorted.count == odd.count)
    for (x, y) in zip(sorted, sorted.dropFirst()) {
      #expect(icuCompare(x, y) <= 0)
    }
    #expect(try collator.compare("a\u{0}b", "a\u{0}b") == .equal)
    #expect(try collator.sortKey(for: String(repeating: "가나다", count: 20_000)).bytes.count > 60_000)
  }

  @Test func concurrentUseFromEightTasks() async throws {
    let collator = try KoreanCollator()
    var generator = SplitMix64(seed: 7)
    let pool = ["김민수", "金民洙", "이서연", "alice", "Alice", "ALICE", "10조", "2조", "😀", "박지훈", "Zoe", "최", "ㄳ"]
    let inputs = (0..<8).map { _ in
      (0..<2_000).map { _ in
        pool[Int(generator.next() % UInt64(pool.count))] + pool[Int(generator.next() % UInt64(pool.count))]
      }
    }
    let expected = try inputs.map { try KoreanCollator().sorted($0) }
    let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
      for (i, input) in inputs.enumerated() {
        group.addTask {
          var pairsOK = true
          for (a, b) in zip(input, input.dropFirst()) {
            let same = try collator.compare(a, b) == KoreanCollator.Order(rawValue: Int8(compareWithFreshBridge(a, b)))
            pairsOK = pairsOK && same
          }
          return (i, pairsOK ? try collator.sorted(input) : [])
        }
      }
      var out = [[String]](repeating: [], count: inputs.count)
      for try await (i, sorted) in group { out[i] = sorted }
      return out
    }
    #expect(results == expected)
  }
}

private func compareWithFreshBridge(_ a: String, _ b: String) -> Int32 {
  var status: Int32 = 0
  let c = cicu_collator_open("ko", 1, &status)
  defer { cicu_collator_close(c) }
  return cicu_collator_compare_utf8(c, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
}

extension String {
  /// NFD through the bridge (ICU), for tests.
  var decomposedForTest: String {
    var status: Int32 = 0
    var out = [CChar](repeating: 0, count: utf8.count * 4 + 16)
    let n = cicu_normalize_utf8(Int32(CICU_NFD), self, Int32(utf8.count), &out, Int32(out.count), &status)
    return String(decoding: out.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// The bulk sort (radix on key prefixes + tail comparison) against sorting by SortKey.
@Suite struct BulkSortTests {
  @Test func bulkSortEqualsSortingBySortKeysWithIndexTies() throws {
    let collator = try KoreanCollator()
    let alphabet = ["", "a", "A", "가", "각", "김", "金", "1", "10", " ", "é", "e\u{301}", "ㄱ", "😀", "김민수", "Ｋ"]
    var random = SplitMix64(seed: 11)
    let strings = (0..<5_000).map { _ in
      (0..<Int(random.next() % 6)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
    }
    let keys = try strings.map { try collator.sortKey(for: $0) }
    let expected = strings.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    #expect(try collator.sortedIndices(of: strings) == expected)
    #expect(Set(keys.map { $0.bytes.count <= 8 }).count == 2)  // short and long keys both occur
  }
}
