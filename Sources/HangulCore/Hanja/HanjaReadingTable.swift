/// The built-in table behind ``HanjaReading``: every Han character that ICU's `ko` collation
/// files with a Hangul syllable (equal at primary strength: 金 = 김), and that syllable.
///
/// The data is `Resources/ICUTables/hanja-readings.bin`, written from the system ICU by
/// `scripts/data/icu-tables/generate.sh` (which names the ICU, Unicode and CLDR versions it read
/// in `Resources/ICUTables/VERSIONS.txt`) and embedded in the binary; the tests compare it
/// with ICU for every Han code point. Format, little-endian: `HJR1`, a `u32` count of
/// syllables, then per syllable (in syllable order) its `u16` index from U+AC00, a `u16`
/// count `n` and `n` ascending code points as LEB128 deltas.
///
/// ```swift
/// HanjaReadingTable.shared.syllable(forHan: 0x91D1)   // 김 (金)
/// ```
package struct HanjaReadingTable: Sendable {
  /// The Han characters that have a reading, ascending.
  package let characters: [UInt32]
  /// `syllables[i]`: the reading of `characters[i]`, as an index from U+AC00.
  package let syllables: [UInt16]

  /// The table, decoded once from the embedded bytes.
  package static let shared = HanjaReadingTable(bytes: EmbeddedResource.hanjaReadings.bytes)

  /// Decodes the table; malformed bytes (which the tests rule out for the embedded file)
  /// give the entries decoded before the fault.
  ///
  /// - Complexity: O(*n*) in the size of the data, then a sort of the entries.
  package init(bytes: [UInt8]) {
    var pairs: [(UInt32, UInt16)] = []
    var at = 8
    func u16() -> Int? {
      guard at + 2 <= bytes.count else { return nil }
      defer { at += 2 }
      return Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }
    if bytes.count >= 8, bytes[0] == 0x48, bytes[1] == 0x4A, bytes[2] == 0x52, bytes[3] == 0x31 {
      let groups = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
      groups: for _ in 0..<groups {
        guard let syllable = u16(), syllable < HangulSyllable.count, let count = u16() else { break }
        var code: UInt32 = 0
        for _ in 0..<count {
          var delta: UInt32 = 0
          var shift: UInt32 = 0
          while true {
            guard at < bytes.count, shift < 32 else { break groups }
            let byte = bytes[at]
            at += 1
            delta |= UInt32(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 { break }
          }
          code &+= delta
          pairs.append((code, UInt16(syllable)))
        }
      }
    }
    pairs.sort { $0.0 < $1.0 }
    characters = pairs.map { $0.0 }
    syllables = pairs.map { $0.1 }
  }

  /// The syllable ICU's `ko` collation files the Han character `value` with, or `nil`.
  ///
  /// ```swift
  /// HanjaReadingTable.shared.syllable(forHan: 0x674E)   // 리 (李)
  /// ```
  ///
  /// - Complexity: O(log *n*) in the 8,000-odd characters of the table.
  package func syllable(forHan value: UInt32) -> HangulSyllable? {
    var low = 0
    var high = characters.count
    while low < high {
      let mid = (low + high) / 2
      if characters[mid] < value { low = mid + 1 } else { high = mid }
    }
    guard low < characters.count, characters[low] == value else { return nil }
    return HangulSyllable(index: UInt16(syllables[low]))
  }
}
