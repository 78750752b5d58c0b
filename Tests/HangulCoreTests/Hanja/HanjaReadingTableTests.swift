import CICUOracle
import Testing

@testable import HangulCore

/// The built-in Hanja readings against ICU's `ko` collation, for every Han code point: the
/// reading is the syllable whose primary sort key is the character's own.
@Suite struct HanjaReadingTableTests {
  static func primaryKey(_ c: UInt32) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: 64)
    let n = cicu_oracle_primary_key(c, &out, Int32(out.count))
    precondition(n > 0 && n <= 64, "ICU failed")
    return Array(out.prefix(Int(n)))
  }

  @Test func everyHanCodePointReadsAsICUFilesIt() {
    var syllableOfKey: [[UInt8]: UInt32] = [:]
    for s in UInt32(0xAC00)...0xD7A3 {
      let key = Self.primaryKey(s)
      // Two syllables never share a primary key (ko keeps every syllable apart).
      #expect(syllableOfKey.updateValue(s, forKey: key) == nil)
    }
    var read = 0
    let ranges: [ClosedRange<UInt32>] = [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F]
    for range in ranges {
      for c in range {
        let expected = syllableOfKey[Self.primaryKey(c)]
        let actual = HanjaReadingTable.shared.syllable(forHan: c)?.scalar.value
        #expect(actual == expected, "U+\(String(c, radix: 16, uppercase: true))")
        if actual != nil { read += 1 }
      }
    }
    #expect(read == HanjaReadingTable.shared.characters.count)
    #expect(read > 8_000)
  }

  @Test func isHanCoversEveryCharacterOfTheTable() {
    for c in HanjaReadingTable.shared.characters {
      #expect(HanjaReading.isHan(Unicode.Scalar(c)!))
    }
  }
}
