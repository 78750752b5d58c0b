/// The Latin case folding search uses: a one-scalar Latin character maps to its lowercase
/// when that lowercase is itself one scalar; everything else maps to itself.
///
/// Latin here is Basic Latin, Latin-1 Supplement, Latin Extended-A/B (U+0000–U+024F),
/// Latin Extended Additional (U+1E00–U+1EFF), Latin Extended-C/D (U+2C60–U+2C7F,
/// U+A720–U+A7FF) and the fullwidth Latin letters (U+FF21–U+FF5A).
package enum LatinCaseFolding {
  /// `table[v]` is the folded value of the BMP scalar `v` (the identity outside Latin).
  package static let table: [UInt16] = {
    // The identity, written through a pointer in a plain loop: a closure call a value would
    // be most of the process's start-up in a debug build.
    var table = [UInt16](repeating: 0, count: 0x10000)
    table.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      var v = 0
      while v < 0x10000 {
        (base + v).pointee = UInt16(truncatingIfNeeded: v)
        v += 1
      }
    }
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
      0xFF21...0xFF3A,
    ]
    for range in ranges {
      for v in range {
        guard let scalar = Unicode.Scalar(v) else { continue }
        let lower = Character(scalar).lowercased().unicodeScalars
        if lower.count == 1, let first = lower.first, first.value < 0x10000 {
          table[Int(v)] = UInt16(first.value)
        }
      }
    }
    return table
  }()

  /// The folded form of one scalar.
  @inline(__always)
  package static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.value < 0x10000 else { return scalar }
    return Unicode.Scalar(UInt32(table[Int(scalar.value)]))!
  }

  /// Whether two characters are equal ignoring Latin case (one-scalar characters only;
  /// longer characters must be equal).
  package static func equal(_ a: Character, _ b: Character) -> Bool {
    if a == b { return true }
    let x = a.unicodeScalars
    let y = b.unicodeScalars
    guard x.count == 1, y.count == 1 else { return false }
    return fold(x.first!) == fold(y.first!)
  }
}
