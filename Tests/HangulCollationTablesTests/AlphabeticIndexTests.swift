import CollationOracle
import Testing

@testable import HangulCollationTables

/// The AlphabeticIndex, both variants: labels, kinds, and the bucket of every code point,
/// every syllable, every boundary.
@Suite struct AlphabeticIndexTests {
  @Test(arguments: [false, true])
  func labelsAndBuckets(_ doubles: Bool) {
    let icu = oracle_index_open(doubles ? 1 : 0)!
    defer { oracle_index_close(icu) }
    let index = BuiltInAlphabeticIndex(separatesDoubleConsonants: doubles)
    let count = Int(oracle_index_bucket_count(icu))
    #expect(index.labels.count == count)
    for b in 0..<count {
      var buf = [UInt8](repeating: 0, count: 64)
      let n = Int(oracle_index_bucket_label(icu, Int32(b), &buf, 64))
      #expect(index.labels[b] == String(decoding: buf[0..<n], as: UTF8.self))
      #expect(index.kinds[b] == Int(oracle_index_bucket_type(icu, Int32(b))))
    }
    var mismatches = 0
    var checked = 0
    func check(_ t: [UInt8]) {
      checked += 1
      let e = t.withUnsafeBufferPointer { Int(oracle_index_bucket_of(icu, $0.baseAddress, Int32($0.count))) }
      let a = t.withUnsafeBufferPointer { index.bucket(ofUTF8: $0) }
      if e != a {
        mismatches += 1
        if mismatches < 6 { Issue.record("bucket of \(hex(t)): ICU \(e) vs \(a)") }
      }
    }
    for c in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(c) { check(utf8([c])) }
    for c in UInt32(0xAC00)...0xD7A3 {
      check(utf8([c, 0x61]))
      check(utf8([c, c]))
    }
    for b in CollationData.shared.indexes[doubles ? 1 : 0].lowerBoundaries where !b.isEmpty {
      check(utf8(b))
      check(utf8(b + [0x61]))
      check(utf8(Array(b.dropLast())))
    }
    check([])
    #expect(mismatches == 0, "\(mismatches) of \(checked)")
  }
}
