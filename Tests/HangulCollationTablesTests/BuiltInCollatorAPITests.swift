import Testing

@testable import HangulCollationTables

/// The API's contracts: capacity handling, documented examples, readings of compatibility
/// ideographs, compare() of equal and empty texts.
@Suite struct BuiltInCollatorAPITests {
  @Test func keyOfAIsICUs() {
    let pair = CollatorPair(numeric: false, latinFirst: false, strength: .tertiary)
    #expect(pair.key(Array("a".utf8)) == pair.icuKey(Array("a".utf8)))
  }

  @Test func capacityTooSmallReturnsNeededLength() {
    let c = BuiltInCollator(strength: .identical)
    let text = Array("김지현 Kim".utf8)
    let full = text.withUnsafeBufferPointer { c.key($0) }
    var small = [UInt8](repeating: 0xEE, count: 4)
    let n = text.withUnsafeBufferPointer { t in
      small.withUnsafeMutableBufferPointer { c.sortKey(utf8: t, into: $0.baseAddress!, capacity: 4) }
    }
    #expect(n == full.count)
    var exact = [UInt8](repeating: 0, count: n)
    let m = text.withUnsafeBufferPointer { t in
      exact.withUnsafeMutableBufferPointer { c.sortKey(utf8: t, into: $0.baseAddress!, capacity: n) }
    }
    #expect(m == n && exact == full)
  }

  @Test func readings() {
    let c = BuiltInCollator()
    #expect(c.reading(ofHanja: "伽") == "가")
    // 金 reads 금 or 김; ICU's ko tailoring files it under 김 (checked against ICU in HangulTests).
    #expect(c.reading(ofHanja: "金") == "김")
    #expect(c.reading(ofHanja: "\u{F900}") == c.reading(ofHanja: "\u{8C48}"))  // compatibility ideograph
    #expect(c.reading(ofHanja: "a") == nil)
  }

  @Test func compareEdgeCases() {
    let c = BuiltInCollator()
    func cmp(_ a: String, _ b: String) -> Int {
      Array(a.utf8).withUnsafeBufferPointer { x in Array(b.utf8).withUnsafeBufferPointer { y in c.compare(x, y) } }
    }
    #expect(cmp("", "") == 0)
    #expect(cmp("", "가") == -1)
    #expect(cmp("가", "伽") == -1)
    #expect(cmp("가나", "나") == -1)
    #expect(cmp("é", "e\u{301}") == 0)
  }

  @Test func indexExample() {
    let index = BuiltInAlphabeticIndex(separatesDoubleConsonants: false)
    #expect(index.labels[1] == "ㄱ")
    #expect(Array("김".utf8).withUnsafeBufferPointer { index.bucket(ofUTF8: $0) } == 1)
    let doubles = BuiltInAlphabeticIndex(separatesDoubleConsonants: true)
    #expect(doubles.labels.contains("ㄲ"))
  }
}
