/// The fixed-width code `SearchIndex` stores for each character of an item, and the
/// one-byte key it scans first.
///
/// A code is a `UInt16`:
/// - a character that is one BMP scalar after NFC: that scalar's value (syllables
///   U+AC00…U+D7A3, jamo, ASCII, Hanja, …);
/// - any other character (emoji, old Hangul jamo sequences, base + combining mark, CR LF,
///   supplementary-plane scalars): `0xD800 + id`, `id` an index into the index's table of
///   distinct such characters, or ``overflow`` once that table holds ``complexCapacity``.
///
/// The key byte of a code is coarser, so equal keys are necessary (never sufficient) for
/// a query character to match an item character: 1…19 for a syllable's initial, a
/// compatibility consonant, a leading jamo or a complex character with an initial (뭐ퟝ, see
/// `searchInitial(of:)`), the lowercase ASCII value for ASCII, `0x1F` for controls, and a
/// hash with the high bit set for the (Latin-folded) rest.
package enum SearchCode {
  /// The first code of characters that are not one BMP scalar.
  package static let complexBase: UInt16 = 0xD800
  /// How many distinct complex characters get their own code.
  package static let complexCapacity = 0x7FF
  /// The code of complex characters beyond ``complexCapacity`` (compared by text).
  package static let overflow: UInt16 = 0xDFFF

  /// The key byte of each code.
  package static let keys: [UInt8] = {
    // A plain loop through pointers: a closure call a code would be most of the process's
    // start-up in a debug build.
    var keys = [UInt8](repeating: 0, count: 0x10000)
    LatinCaseFolding.table.withUnsafeBufferPointer { folded in
      keys.withUnsafeMutableBufferPointer { out in
        let (from, to) = (folded.baseAddress!, out.baseAddress!)
        var code = 0
        while code < 0x10000 {
          (to + code).pointee = key(ofFolded: (from + code).pointee)
          code += 1
        }
      }
    }
    return keys
  }()

  /// The key of an already folded code.
  package static func key(ofFolded code: UInt16) -> UInt8 {
    let v = UInt32(code)
    if v < 0x20 { return 0x1F }
    if v < 0x80 { return UInt8(v) }
    if let index = HangulSyllable.index(ofCodePoint: v) {
      return UInt8(1 + index / HangulSyllable.syllablesPerChoseong)
    }
    if v >= 0x3131 && v <= 0x314E, let initial = Choseong(Unicode.Scalar(v)!) { return UInt8(1 + initial.rawValue) }
    if v &- 0x1100 < 19 { return UInt8(1 + v - 0x1100) }  // a modern leading jamo has its initial
    return 0x80 | UInt8(truncatingIfNeeded: (v &* 0x9E37_79B1) >> 25)
  }

  /// The key of a complex code in an index: its character's initial when it has one
  /// (`searchInitial(of:)`: 뭐ퟝ has ㅁ's), else the code's hash. `initials` are the
  /// index's initials by complex id, `character` the text of an overflow code.
  package static func key(ofComplex code: UInt16, initials: [UInt8], overflow character: Character?) -> UInt8 {
    if code == overflow {
      if let character, let initial = searchInitial(of: character) { return UInt8(1 + initial.rawValue) }
    } else if initials[Int(code - complexBase)] != 0xFF {
      return 1 + initials[Int(code - complexBase)]
    }
    return key(code)
  }

  /// The key of a query element's code, ignoring case.
  @inline(__always)
  package static func key(_ code: UInt16) -> UInt8 { keys.withUnsafeBufferPointer { $0[Int(code)] } }

  /// Whether a simple (one-scalar) code is whitespace: the BMP scalars with Unicode's
  /// White_Space property (PropList.txt; stable since Unicode 6.3, checked against the
  /// standard library's property for every BMP value in `SearchCodeTests`). A switch, not a
  /// table: a table built from the property at first use cost each process several
  /// milliseconds.
  @inline(__always)
  package static func isSimpleWhitespace(_ code: UInt16) -> Bool {
    switch code {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Appends the codes of `utf8` when every scalar is ASCII (but CR), a modern syllable or a
  /// compatibility jamo: then each scalar is one character and already NFC. Returns `false`
  /// (appending nothing) otherwise.
  package static func appendInert(_ utf8: UnsafeBufferPointer<UInt8>, to codes: inout [UInt16]) -> Bool {
    let start = codes.count
    var i = 0
    let n = utf8.count
    while i < n {
      let b = utf8[i]
      if b < 0x80 {
        if b == 0x0D {
          codes.removeSubrange(start...)
          return false
        }
        codes.append(UInt16(b))
        i += 1
        continue
      }
      guard b == 0xE3 || b &- 0xEA <= 3, i + 2 < n else {
        codes.removeSubrange(start...)
        return false
      }
      let v = utf8ThreeByteScalar(b, utf8[i + 1], utf8[i + 2])
      guard HangulSyllable.isSyllable(codePoint: v) || (v >= 0x3131 && v <= 0x318E) else {
        codes.removeSubrange(start...)
        return false
      }
      codes.append(UInt16(v))
      i += 3
    }
    return true
  }
}
