import CICU
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// ``KoreanCollator`` over random Unicode text (``RandomUnicode``): a total order, the same
/// order as its sort keys.
@Suite struct CollationPropertyTests {
  /// The sign of a comparison: -1, 0 or 1.
  static func sign(_ order: KoreanCollator.Order) -> Int { Int(order.rawValue) }

  static func sign(_ a: SortKey, _ b: SortKey) -> Int { a < b ? -1 : (b < a ? 1 : 0) }

  /// Strings in related pairs and triples, so that equal and near-equal strings are common:
  /// a random string, its NFD, an upper-cased or extended copy, another random string.
  static func relatedStrings(count: Int, seed: UInt64) throws -> [String] {
    var random = RandomUnicode(seed: seed)
    var strings: [String] = []
    while strings.count < count {
      let base = random.string(maxPieces: 6)
      switch random.below(4) {
      case 0: strings.append(try base.normalized(.nfd))
      case 1: strings.append(base.uppercased())
      case 2: strings.append(base + random.piece(random.kind(from: Set(RandomUnicode.Kind.allCases))))
      default: strings.append(random.string(maxPieces: 6))
      }
      strings.append(base)
    }
    return strings
  }

  /// sign(compare(a, b)) == sign(key(a) <=> key(b)) and compare(a, b) == -compare(b, a), for
  /// 10,000 pairs (neighbours in ``relatedStrings(count:seed:)``), at two strengths and with
  /// numeric ordering.
  @Test(arguments: [
    KoreanCollator.Options(), .init(sortsDigitsNumerically: true, strength: .secondary),
    .init(sortsLatinFirst: true, strength: .primary),
  ])
  func compareAgreesWithSortKeysAndIsAntisymmetric(options: KoreanCollator.Options) throws {
    let collator = try KoreanCollator(options: options)
    let strings = try Self.relatedStrings(count: 10_001, seed: 0xC011)
    let keys = try strings.map { try collator.sortKey(for: $0) }
    var failures: [String] = []
    var equal = 0
    for i in 0..<10_000 {
      let (a, b) = (strings[i], strings[i + 1])
      let forward = Self.sign(try collator.compare(a, b))
      let backward = Self.sign(try collator.compare(b, a))
      if forward != Self.sign(keys[i], keys[i + 1]) || forward != -backward {
        failures.append("\(CoreTestSupport.codePoints(a)) vs \(CoreTestSupport.codePoints(b))")
      }
      if forward == 0 { equal += 1 }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    #expect(equal > 1_000)  // equal pairs (NFD spellings) are well represented
  }

  /// Transitivity on 10,000 triples: sorted by sort key, each triple is in order by
  /// ``KoreanCollator/compare(_:_:)`` too (x ≤ y, y ≤ z and x ≤ z), and equality is transitive.
  @Test func compareIsTransitiveOnTriples() throws {
    let collator = try KoreanCollator()
    let strings = try Self.relatedStrings(count: 30_000, seed: 0x7121)
    var failures: [String] = []
    for t in 0..<10_000 {
      let triple = try strings[(3 * t)..<(3 * t + 3)].map { ($0, try collator.sortKey(for: $0)) }
        .sorted { $0.1 < $1.1 }.map(\.0)
      let xy = try collator.compare(triple[0], triple[1])
      let yz = try collator.compare(triple[1], triple[2])
      let xz = try collator.compare(triple[0], triple[2])
      let ordered = xy != .descending && yz != .descending && xz != .descending
      let equalityTransitive = !(xy == .equal && yz == .equal) || xz == .equal
      let strictTransitive = !(xy == .ascending || yz == .ascending) || xz == .ascending
      if !(ordered && equalityTransitive && strictTransitive) {
        failures.append(triple.map { CoreTestSupport.codePoints($0) }.joined(separator: " | "))
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  /// The bulk sort (``KoreanCollator/sortedIndices(of:)``) is a stable sort by ICU's own
  /// comparison (a fresh bridge collator): neighbours are in order, ties in input order.
  /// 10,000 strings take the radix sort, lists of under 256 the comparison sort.
  @Test(arguments: [10_000, 300, 256, 255, 40, 2])
  func bulkSortIsInICUOrder(count: Int) throws {
    let strings = try Self.relatedStrings(count: count, seed: 0x5041 + UInt64(count))
    let order = try KoreanCollator().sortedIndices(of: strings)
    #expect(order.sorted() == Array(strings.indices))
    var status: Int32 = 0
    let raw = try #require(cicu_collator_open("ko", 1, &status))
    defer { cicu_collator_close(raw) }
    var misordered = 0
    for (i, j) in zip(order, order.dropFirst()) {
      let (a, b) = (strings[i], strings[j])
      let c = cicu_collator_compare_utf8(raw, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
      if c > 0 || (c == 0 && i > j) { misordered += 1 }
    }
    #expect(status <= 0 && misordered == 0)
  }
}
