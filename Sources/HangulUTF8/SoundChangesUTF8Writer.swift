import Hangul

/// The byte core of ``romanize(_:options:)`` and ``pronounce(_:options:)``, for callers in
/// this package that hold UTF-8 bytes rather than `String`s (the `hangul` CLI's streaming
/// `romanize` and `pronounce`): text made only of ASCII and modern syllables is already
/// composed, so its words go straight through the same sound-change engine
/// (`SoundChanges`) and are written with the same letters, into the caller's buffer.
///
/// ```swift
/// let writer = SoundChangesUTF8Writer(romanization: RomanizationOptions())!
/// var out = [UInt8](repeating: 0, count: writer.room(6))
/// Array("백마".utf8).withUnsafeBufferPointer { text in
///   out.withUnsafeMutableBufferPointer { writer.writeValidating(text, into: $0.baseAddress!) }
/// }   // 7 (out holds "baengma")
/// ```
package struct SoundChangesUTF8Writer: @unchecked Sendable {
  /// What is written for each word.
  private enum Letters {
    /// Revised Romanization letters (``RomanLetters``), with hyphens or not.
    case roman(hyphens: Bool)
    /// Hangul syllables as spoken.
    case hangul
  }

  private let engine: SoundChanges
  private let letters: Letters
  /// Two words with one space between are read as one phrase (pronunciation only).
  private var connects: Bool { engine.connectsWords }
  private let table = RomanLetterBytes.shared
  /// The longest word the core takes (in syllables); a longer one is left to the `String`
  /// function.
  private static let longestWord = 128

  /// The core of `romanize(_:options:)` with `options`, or nil for personal names (they
  /// have their own rules; use ``romanize(_:options:)``).
  ///
  /// ```swift
  /// SoundChangesUTF8Writer(romanization: RomanizationOptions(isPersonalName: true))   // nil
  /// ```
  package init?(romanization options: RomanizationOptions) {
    guard !options.isPersonalName && !options.isPlaceName else { return nil }
    engine = SoundChanges(
      tensifies: false, keepsHieutAfterObstruents: options.treatsWordsAsNouns,
      consultsLexicon: options.usesLexicon)
    letters = .roman(hyphens: options.usesHyphens)
  }

  /// The core of `pronounce(_:options:)` with `options`.
  ///
  /// ```swift
  /// _ = SoundChangesUTF8Writer(pronunciation: PronunciationOptions(includesTensification: false))
  /// ```
  package init(pronunciation options: PronunciationOptions) {
    engine = SoundChanges(pronunciation: options)
    letters = .hangul
  }

  /// The room ``writeValidating(_:into:)`` needs for `n` bytes of text: a syllable (3 bytes)
  /// is at most 7 letters (`kkwaeng` is 2 + 3 + 2), with a hyphen 8.
  ///
  /// ```swift
  /// SoundChangesUTF8Writer(pronunciation: PronunciationOptions()).room(9)   // 27
  /// ```
  package func room(_ n: Int) -> Int { n &* 3 }

  /// Writes the UTF-8 of the romanization or pronunciation of `text` to `out` (room for
  /// ``room(_:)`` bytes) and returns its length, or -1 when `text` holds anything but ASCII
  /// and modern syllables (or a word longer than 128 syllables), for the `String` function.
  /// It checks the bytes as it reads them, so any bytes may be given: a text it accepts is
  /// valid UTF-8.
  ///
  /// ```swift
  /// // romanization: "국물 Kim" → "gungmul Kim"; "ㄱ" → -1 (a jamo: use romanize)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func writeValidating(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress else { return 0 }
    let step = scan(src, count: text.count, into: out, byLines: false)
    return step.taken == text.count ? step.written : -1
  }

  /// For a block of whole lines (any bytes, each line ended by `\n`), writes the text output
  /// of its longest prefix of lines that are ASCII and modern syllables without a `\r` (and
  /// no word longer than 128 syllables): each line's answer and a newline, as long as they
  /// fit in `capacity` bytes of `out` (it reads at most a third of them). Lines are checked
  /// as they are read, so a line it takes is valid UTF-8. Returns the bytes of lines taken,
  /// the bytes written, the number of lines, and whether it stopped for room (the next line
  /// may then be offered again in more room) rather than at a line it does not take.
  ///
  /// ```swift
  /// // romanization: "국물\n신라\nㄱ\n" → "gungmul\nsilla\n",
  /// // (taken: 14, written: 14, lines: 2, stoppedForRoom: false)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the lines taken.
  package func writeLines(_ lines: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, capacity: Int)
    -> (taken: Int, written: Int, lines: Int, stoppedForRoom: Bool)
  {
    guard let src = lines.baseAddress else { return (0, 0, 0, false) }
    let limit = min(lines.count, max(0, (capacity &- PackedUTF8Strings.slack) / 3))
    let step = scan(src, count: limit, into: out, byLines: true)
    return (step.taken, step.written, step.lines, step.reachedEnd && limit < lines.count)
  }

  /// The loop of both entries. With `byLines`, a `\n` ends a line: the result is the prefix
  /// of whole lines before the first byte it does not take (a `\r` included) or before the
  /// end of `count` bytes; without, the text is one line and `taken` is `count` only if all
  /// of it was taken.
  @inline(__always)
  private func scan(_ src: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, byLines: Bool)
    -> (taken: Int, written: Int, lines: Int, reachedEnd: Bool)
  {
    withUnsafeTemporaryAllocation(of: SoundChanges.Syllable.self, capacity: Self.longestWord) { word in
      guard let base = word.baseAddress else { return (0, 0, 0, false) }
      var i = 0
      var o = 0
      var length = 0
      // Where the current line starts, in the text and in the output, and the lines before it.
      var lineStart = 0
      var lineOutput = 0
      var lines = 0
      // Two words with one space between read as one phrase (`SoundChanges.link(_:end:to:)`;
      // pronunciation only): the last syllable of the word before, where its three bytes were
      // written (rewritten once the next word is read), and what its end lets across. A word is
      // linkable when one space and a syllable's lead byte follow it, so the next run is the
      // next word (or the line is declined).
      var linkable = false
      var before = SoundChanges.Syllable(index: 0)
      var beforeOffset = 0
      var beforeEnd = SoundChanges.WordEnd()
      while true {
        let b = i < count ? src[i] : 0
        if i < count && b >= 0x80 {
          guard b &- 0xEA <= 3, i &+ 2 < count, length < Self.longestWord else {
            return (lineStart, lineOutput, lines, byLines && i &+ 2 >= count && b &- 0xEA <= 3)
          }
          let s = utf8SyllableIndex(src, at: i, count: count)
          guard s >= 0 else { return (lineStart, lineOutput, lines, false) }
          (base + length).initialize(to: SoundChanges.Syllable(index: s))
          length &+= 1
          i &+= 3
          continue
        }
        if length > 0 {
          let run = UnsafeMutableBufferPointer(start: base, count: length)
          engine.apply(to: run)
          if linkable {
            engine.link(&before, end: beforeEnd, to: run)
            _ = withUnsafeMutablePointer(to: &before) {
              write(UnsafeMutableBufferPointer(start: $0, count: 1), into: out + beforeOffset)
            }
          }
          linkable = connects && b == 0x20 && i &+ 1 < count && src[i &+ 1] &- 0xEA <= 3
          if linkable {
            before = run[length &- 1]
            beforeOffset = o &+ 3 &* (length &- 1)
            beforeEnd = engine.end(of: run)
          }
          o &+= write(run, into: out + o)
          length = 0
        }
        guard i < count else {
          return byLines ? (lineStart, lineOutput, lines, true) : (count, o, 1, true)
        }
        if byLines && b == 0x0D { return (lineStart, lineOutput, lines, false) }
        out[o] = b
        o &+= 1
        i &+= 1
        if byLines && b == 0x0A {
          lineStart = i
          lineOutput = o
          lines &+= 1
        }
      }
    }
  }

  /// Writes one word after the sound changes, as ``RomanLetters/append(_:to:hyphens:)`` or
  /// `SoundChanges.Syllable.spoken` would.
  @inline(__always)
  private func write(_ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>, into out: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var o = 0
    switch letters {
    case .hangul:
      for syllable in word {
        let v = syllable.spoken.value
        out[o] = UInt8(truncatingIfNeeded: 0xE0 | v >> 12)
        out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | v >> 6 & 0x3F)
        out[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | v & 0x3F)
        o &+= 3
      }
    case .roman(let hyphens):
      var previousFinal = SoundChanges.fNone
      var previousVowel: UInt8 = 0
      for (k, syllable) in word.enumerated() {
        if k > 0 {
          if hyphens
            && RomanLetters.isAmbiguous(
              final: previousFinal, vowel: previousVowel, initial: syllable.initial, nextVowel: syllable.vowel)
          {
            out[o] = UInt8(ascii: "-")
            o &+= 1
          }
        }
        if k > 0 && syllable.initial == SoundChanges.iR && previousFinal == SoundChanges.fL {
          out[o] = UInt8(ascii: "l")
          o &+= 1
        } else {
          o &+= table.write(table.initials[Int(syllable.initial)], into: out + o)
        }
        o &+= table.write(table.vowels[Int(syllable.vowel)], into: out + o)
        o &+= table.write(table.finals[Int(syllable.final)], into: out + o)
        previousFinal = syllable.final
        previousVowel = syllable.vowel
      }
    }
    return o
  }
}

/// ``RomanLetters``'s initials, vowels and finals packed as little-endian `UInt32`s (up to
/// three bytes, the length in the top byte), at a stable address: the letters written
/// without an array per letter.
struct RomanLetterBytes: @unchecked Sendable {
  let initials: UnsafePointer<UInt32>
  let vowels: UnsafePointer<UInt32>
  let finals: UnsafePointer<UInt32>

  /// Made once from ``RomanLetters`` and kept for the process.
  static let shared = RomanLetterBytes()

  private init() {
    func pack(_ table: [[UInt8]]) -> UnsafePointer<UInt32> {
      let packed = UnsafeMutablePointer<UInt32>.allocate(capacity: table.count)
      for (index, letters) in table.enumerated() {
        precondition(letters.count <= 3, "a romanization letter group longer than three bytes")
        var value = UInt32(letters.count) << 24
        for (position, byte) in letters.enumerated() { value |= UInt32(byte) << (8 * position) }
        packed[index] = value
      }
      return UnsafePointer(packed)
    }
    initials = pack(RomanLetters.initials)
    vowels = pack(RomanLetters.vowels)
    finals = pack(RomanLetters.finals)
  }

  /// Writes the letters of `packed` (all four bytes are stored; the caller's room has
  /// slack) and returns their number.
  @inline(__always)
  func write(_ packed: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
    UnsafeMutableRawPointer(out).storeBytes(of: packed.littleEndian, as: UInt32.self)
    return Int(packed >> 24)
  }
}
