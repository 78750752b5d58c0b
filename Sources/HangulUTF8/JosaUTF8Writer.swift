import Hangul

/// The byte core of ``josa(_:_:)-(String,Josa)`` and ``Josa/form(after:)``, for callers in
/// this package that hold UTF-8 bytes rather than `String`s (the `hangul` CLI's streaming
/// `josa`): a word ending in a modern syllable takes the form its final decides, and a word
/// ending in an ASCII letter the form `WordEnding`'s rule for Latin words gives (a single
/// letter or two capitals or more at the end are read by the last letter's name, other
/// words get both forms), written after the word's bytes or alone.
///
/// ```swift
/// let writer = JosaUTF8Writer(.subject, includesWord: true)
/// var out = [UInt8](repeating: 0, count: writer.room(9))
/// Array("홍길동".utf8).withUnsafeBufferPointer { word in
///   out.withUnsafeMutableBufferPointer { writer.write(word, into: $0.baseAddress!) }
/// }   // 12 (out holds "홍길동이")
/// ```
package struct JosaUTF8Writer: Sendable {
  /// The form after a vowel, a final ㄹ and another final, and both forms (indices 0…3).
  private let forms: PackedUTF8Strings
  private let includesWord: Bool

  /// The writer of `josa(word, particle)` (with `includesWord`) or of
  /// `particle.form(after: word)`.
  ///
  /// ```swift
  /// _ = JosaUTF8Writer(.direction, includesWord: false)   // writes 로 after 서울
  /// ```
  package init(_ particle: Josa, includesWord: Bool) {
    forms = PackedUTF8Strings([WordEnding.vowel, .rieul, .consonant, .unknown].map { particle.form(for: $0) })
    self.includesWord = includesWord
  }

  /// The room ``write(_:into:)`` needs for a word of `n` bytes (with the slack of the
  /// 16-byte store of the form).
  ///
  /// ```swift
  /// JosaUTF8Writer(.subject, includesWord: true).room(9)   // 25
  /// ```
  package func room(_ n: Int) -> Int { n &+ PackedUTF8Strings.slack }

  /// Writes the answer for `word` (valid UTF-8) to `out` (``room(_:)`` bytes) and returns its
  /// length, or -1 when the word ends in neither a modern syllable nor an ASCII letter
  /// (digits, jamo, trailing punctuation …: the `String` function reads those). The empty
  /// word gives the empty answer.
  ///
  /// ```swift
  /// // subject, with the word: "김철수" → "김철수가", "KTX" → "KTX가", "Apple" → "Apple이(가)",
  /// // "10" → -1, "" → 0
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the word (its copy).
  @inline(__always)
  package func write(_ word: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = word.baseAddress, word.count > 0 else { return 0 }
    let count = word.count
    let form = Self.form(ending: src, count: count)
    guard form >= 0 else { return -1 }
    var o = 0
    if includesWord {
      out.update(from: src, count: count)
      o = count
    }
    return o &+ forms.write(form, into: out + o)
  }

  /// The form a non-empty word of valid UTF-8 takes, as an index into ``forms``: by the final
  /// of a modern syllable at its end, or by `WordEnding`'s rule for a word ending in an ASCII
  /// letter (the letters before it walked back over: one letter alone, or two capitals or
  /// more at the end, read by the last letter's name — 엘 알 end in ㄹ, 엠 엔 in another
  /// consonant, the others in a vowel; any other Latin word takes both forms); -1 otherwise.
  @inline(__always)
  private static func form(ending src: UnsafePointer<UInt8>, count: Int) -> Int {
    let last = src[count &- 1]
    if last < 0x80 {
      guard (last | 0x20) &- 0x61 < 26 else { return -1 }
      var start = count &- 1
      while start > 0 && (src[start &- 1] | 0x20) &- 0x61 < 26 { start &-= 1 }
      var capitals = 0
      var index = count
      while index > start && src[index &- 1] < 0x61 {
        capitals &+= 1
        index &-= 1
      }
      guard count &- start == 1 || capitals >= 2 else { return 3 }
      switch last | 0x20 {
      case 0x6C, 0x72: return 1  // L 엘, R 알
      case 0x6D, 0x6E: return 2  // M 엠, N 엔
      default: return 0
      }
    }
    guard count >= 3 else { return -1 }
    let s = utf8SyllableIndex(src, at: count &- 3, count: count)
    guard s >= 0 else { return -1 }
    let final = HangulSyllable.jongseongIndex(ofIndex: s)
    return final == 0 ? 0 : final == 8 ? 1 : 2
  }

  /// Like ``write(_:into:)`` for any bytes: accepts only words made of ASCII and modern
  /// syllables, checking them as it reads (a word it accepts is valid UTF-8), -1 for the
  /// others.
  ///
  /// ```swift
  /// // subject, with the word: "홍길동" → "홍길동이"; "ㄱ가" → -1; [0xEA, 0xB0] → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the word.
  @inline(__always)
  package func writeValidating(_ word: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = word.baseAddress else { return 0 }
    let count = word.count
    var i = 0
    while i < count {
      let b = src[i]
      if b < 0x80 {
        i &+= 1
        continue
      }
      guard utf8SyllableIndex(src, at: i, count: count) >= 0 else { return -1 }  // valid UTF-8
      i &+= 3
    }
    return write(word, into: out)
  }

  /// For a block of whole lines (any bytes, each line ended by `\n`), writes the text output
  /// of its longest prefix of lines that are ASCII and modern syllables without a `\r`, and
  /// are empty or end in a syllable or an ASCII letter: each line's answer and a newline,
  /// while they fit in `capacity` bytes of `out` (a line takes at most its length, 1,
  /// ``room(_:)``'s slack and the longest form). Lines are checked as they are read, so a line it takes is valid
  /// UTF-8. Returns the bytes of lines taken, the bytes written, the number of lines, and
  /// whether it stopped for room (the next line may then be offered again in more room)
  /// rather than at a line it does not take.
  ///
  /// ```swift
  /// // subject, with the words: "홍길동\n김철수\n10\n" → "홍길동이\n김철수가\n",
  /// // (taken: 20, written: 26, lines: 2, stoppedForRoom: false)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the lines taken.
  package func writeLines(_ lines: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, capacity: Int)
    -> (taken: Int, written: Int, lines: Int, stoppedForRoom: Bool)
  {
    guard let src = lines.baseAddress else { return (0, 0, 0, false) }
    let count = lines.count
    var start = 0
    var o = 0
    var taken = 0
    while start < count {
      // Read one line, checking it, up to its newline.
      var i = start
      while true {
        guard i < count else { return (start, o, taken, false) }
        let b = src[i]
        if b < 0x80 {
          if b == 0x0A { break }
          if b == 0x0D { return (start, o, taken, false) }
          i &+= 1
          continue
        }
        guard utf8SyllableIndex(src, at: i, count: count) >= 0 else { return (start, o, taken, false) }
        i &+= 3
      }
      let length = i &- start
      if length > 0 {
        let form = Self.form(ending: src + start, count: length)
        guard form >= 0 else { return (start, o, taken, false) }
        guard o &+ length &+ 1 &+ forms.longest &+ PackedUTF8Strings.slack <= capacity else {
          return (start, o, taken, true)
        }
        if includesWord {
          (out + o).update(from: src + start, count: length)
          o &+= length
        }
        o &+= forms.write(form, into: out + o)
      } else if o &+ 1 > capacity {
        return (start, o, taken, true)
      }
      out[o] = 0x0A
      o &+= 1
      taken &+= 1
      start = i &+ 1
    }
    return (start, o, taken, false)
  }
}
