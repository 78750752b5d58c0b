import CICU
import HangulCollationTables

/// The built-in tables against the system ICU on arbitrary bytes: the input is split at its
/// first 0x0A into two texts (or halved), and for every option set the package has both
/// collators must put them in the same order and write the same sort keys, and the section
/// index must file each text in the same bucket, ill-formed UTF-8 included.
enum CollationFuzzing {
  /// Numeric, Latin first and the strengths, as ``KoreanCollator/Options`` offers them.
  static let optionSets: [(numeric: Bool, latinFirst: Bool, strength: CollationStrength, icu: Int32)] = [
    (false, false, .tertiary, 2), (true, false, .tertiary, 2), (false, true, .tertiary, 2),
    (false, false, .primary, 0), (false, false, .secondary, 1), (false, false, .quaternary, 3),
    (false, false, .identical, 15), (true, true, .secondary, 1),
  ]

  /// The collators of both sides, opened once.
  nonisolated(unsafe) static let pairs: [(BuiltInCollator, OpaquePointer)] = optionSets.map { set in
    var status: Int32 = 0
    let icu = cicu_collator_open("ko", 1, &status)!
    cicu_collator_set_strength(icu, set.icu, &status)
    if set.numeric { cicu_collator_set_numeric(icu, 1, &status) }
    if set.latinFirst {
      let codes: [Int32] = [Int32(CICU_SCRIPT_LATIN), Int32(CICU_SCRIPT_HANGUL), Int32(CICU_SCRIPT_HAN)]
      cicu_collator_set_reorder_codes(icu, codes, 3, &status)
    }
    precondition(status <= 0, "ICU rejected the fuzzer's options")
    return (
      BuiltInCollator(sortsDigitsNumerically: set.numeric, sortsLatinFirst: set.latinFirst, strength: set.strength), icu
    )
  }

  /// ICU's index and the built-in one, without and with separate double consonants.
  nonisolated(unsafe) static let indexes: [(BuiltInAlphabeticIndex, OpaquePointer)] = [false, true].map { separate in
    var status: Int32 = 0
    let extra = separate ? "ㄲㄸㅃㅆㅉ" : ""
    let icu = extra.withCString { cicu_index_open("ko", "en", separate ? $0 : nil, Int32(extra.utf8.count), &status) }!
    return (BuiltInAlphabeticIndex(separatesDoubleConsonants: separate), icu)
  }

  static func run(_ bytes: ArraySlice<UInt8>) {
    let cut = bytes.firstIndex(of: 0x0A) ?? bytes.index(bytes.startIndex, offsetBy: bytes.count / 2)
    let a = Array(bytes[..<cut])
    let b = Array(bytes[cut...].dropFirst(cut < bytes.endIndex && bytes[cut] == 0x0A ? 1 : 0))
    let shown = "\(a) | \(b)"
    for (n, (builtIn, icu)) in pairs.enumerated() {
      let ours = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in builtIn.compare(x, y) } }
      var status: Int32 = 0
      let theirs = a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in
          x.withMemoryRebound(to: CChar.self) { x in
            y.withMemoryRebound(to: CChar.self) { y in
              cicu_collator_compare_utf8(icu, x.baseAddress, Int32(x.count), y.baseAddress, Int32(y.count), &status)
            }
          }
        }
      }
      FuzzFailure.check(
        ours.signum() == Int(theirs).signum(), "option set \(n): built-in \(ours), ICU \(theirs)", shown)
      for text in [a, b] {
        FuzzFailure.check(key(builtIn, text) == key(icu, text), "option set \(n): sort keys differ", "\(text)")
      }
    }
    for (n, (builtIn, icu)) in indexes.enumerated() {
      for text in [a, b] {
        let ours = text.withUnsafeBufferPointer { builtIn.bucket(ofUTF8: $0) }
        var status: Int32 = 0
        let theirs = text.withUnsafeBufferPointer { p in
          p.withMemoryRebound(to: CChar.self) {
            cicu_index_bucket_of_utf8(icu, $0.baseAddress, Int32($0.count), &status)
          }
        }
        FuzzFailure.check(ours == Int(theirs), "index \(n): bucket \(ours), ICU \(theirs)", "\(text)")
      }
    }
  }

  static func key(_ collator: BuiltInCollator, _ text: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: text.count * 8 + 64)
    let n = text.withUnsafeBufferPointer { p in
      out.withUnsafeMutableBufferPointer { collator.sortKey(utf8: p, into: $0.baseAddress!, capacity: $0.count) }
    }
    return Array(out.prefix(n))
  }

  static func key(_ icu: OpaquePointer, _ text: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: text.count * 8 + 64)
    var status: Int32 = 0
    let n = text.withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: CChar.self) { p in
        out.withUnsafeMutableBufferPointer {
          cicu_collator_sort_key_utf8(icu, p.baseAddress, Int32(p.count), $0.baseAddress, Int32($0.count), &status)
        }
      }
    }
    return Array(out.prefix(Int(n)))
  }
}
