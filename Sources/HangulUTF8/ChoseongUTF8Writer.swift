import Hangul

/// The choseong byte core, for callers in this package that hold UTF-8 bytes rather than
/// `String`s (the `hangul` CLI's streaming commands): the same fast path as
/// ``ChoseongTable`` and ``choseong(of:options:)-(String,_)``, written into the caller's
/// buffer.
///
/// ```swift
/// let writer = ChoseongUTF8Writer(options: ChoseongOptions())
/// var out = [UInt8](repeating: 0, count: 9)
/// Array("홍길동".utf8).withUnsafeBufferPointer { line in
///   out.withUnsafeMutableBufferPointer { writer.write(line, into: $0.baseAddress!) }
/// }   // 9 (out holds "ㅎㄱㄷ")
/// ```
package struct ChoseongUTF8Writer: Sendable {
  private let options: ChoseongOptions
  private let keepsAll: Bool

  /// A writer for `options`.
  ///
  /// ```swift
  /// _ = ChoseongUTF8Writer(options: ChoseongOptions(nonHangul: .drop))
  /// ```
  package init(options: ChoseongOptions) {
    self.options = options
    keepsAll = options.nonHangul == .keep
  }

  /// Writes the UTF-8 of `choseong(of: text, options:)` to `out`, which has room for
  /// `text.count` bytes (the answer is never longer), and returns its length; or returns -1
  /// when `text` (valid UTF-8) holds something the fast path does not handle (NFD, some
  /// old Hangul, compatibility forms to fold…), and the caller asks ``choseong(of:options:)-(String,_)``.
  ///
  /// ```swift
  /// // "김 Andrew" → "ㄱ Andrew"; conjoining-jamo text → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  @inline(__always)
  package func write(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress, text.count > 0 else { return 0 }
    if keepsAll {
      let written = choseongOfSyllablesAndASCII(
        src, count: text.count, into: out, initialPairs: ChoseongUTF8Writer.initialPairs)
      if written >= 0 { return written }
    }
    return choseongOfInertUTF8(
      src, count: text.count, into: out, options: options, initialTails: ChoseongUTF8Writer.initialTails)
  }

  /// Writes the answer like ``write(_:into:)`` for text made only of ASCII and modern
  /// syllables (with the default options, non-Hangul kept), checking the bytes as it reads
  /// them, so any bytes may be given: a text it accepts is valid UTF-8. Returns -1 for
  /// anything else (other options, other characters, invalid bytes).
  ///
  /// ```swift
  /// // "홍길동 Kim" → "ㅎㄱㄷ Kim"; [0xEA, 0xB0, 0x00] → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  @inline(__always)
  package func writeValidating(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard keepsAll, let src = text.baseAddress else { return text.isEmpty ? 0 : -1 }
    let count = text.count
    let pairs = ChoseongUTF8Writer.initialPairs
    var i = 0
    var o = 0
    while i < count {
      let b = src[i]
      if b < 0x80 {
        out[o] = b
        o &+= 1
        i &+= 1
        continue
      }
      let s = utf8SyllableIndex(src, at: i, count: count)
      guard s >= 0 else { return -1 }
      Self.writeInitial(ofSyllable: s, to: out + o, pairs: pairs)
      o &+= 3
      i &+= 3
    }
    return o
  }

  /// Writes the text output of whole lines at once: for the longest prefix of `lines` (each
  /// line ended by `\n`) whose lines are ASCII without `\r` and modern syllables, each line's
  /// answer as ``writeValidating(_:into:)`` gives it, followed by `\n`. Each answer is as long
  /// as its line, so the output is as long as the prefix taken; `capacity` bounds it. Returns
  /// the length of the prefix taken, the bytes written (the same), its number of lines, and
  /// whether it stopped for room rather than at a line it declines (or the end). With options
  /// other than the default it takes nothing.
  ///
  /// ```swift
  /// // "홍길동\nKim\n" → "ㅎㄱㄷ\nKim\n": (taken: 14, written: 14, lines: 2, stoppedForRoom: false)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the prefix taken.
  package func writeLines(_ lines: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, capacity: Int)
    -> (taken: Int, written: Int, lines: Int, stoppedForRoom: Bool)
  {
    guard keepsAll, let src = lines.baseAddress else { return (0, 0, 0, false) }
    let pairs = ChoseongUTF8Writer.initialPairs
    let count = lines.count
    // A syllable read at `i` writes up to `i + 2`: stop before that could pass `capacity`.
    let limit = Swift.min(count, capacity &- 2)
    var start = 0
    var taken = 0
    var i = 0
    while i < limit {
      let b = src[i]
      if b < 0x80 {
        out[i] = b
        i &+= 1
        if b == 0x0A {
          taken &+= 1
          start = i
        } else if b == 0x0D {
          return (start, start, taken, false)
        }
        continue
      }
      let s = utf8SyllableIndex(src, at: i, count: count)
      guard s >= 0 else { return (start, start, taken, false) }
      Self.writeInitial(ofSyllable: s, to: out + i, pairs: pairs)
      i &+= 3
    }
    return (start, start, taken, start < count && limit < count)
  }

  /// Writes the three UTF-8 bytes of the compatibility jamo of the initial of syllable `s`
  /// (its index from 가) at `out`.
  @inline(__always)
  private static func writeInitial(ofSyllable s: Int, to out: UnsafeMutablePointer<UInt8>, pairs: UnsafePointer<UInt16>)
  {
    out[0] = 0xE3
    UnsafeMutableRawPointer(out + 1).storeBytes(of: pairs[HangulSyllable.choseongIndex(ofIndex: s)], as: UInt16.self)
  }

  /// ``choseongInitialUTF8Pairs`` at a stable address (allocated once, never freed).
  nonisolated(unsafe) private static let initialPairs: UnsafePointer<UInt16> = {
    let table = UnsafeMutablePointer<UInt16>.allocate(capacity: choseongInitialUTF8Pairs.count)
    table.initialize(from: choseongInitialUTF8Pairs, count: choseongInitialUTF8Pairs.count)
    return UnsafePointer(table)
  }()

  /// ``choseongInitialUTF8Tails`` at a stable address (allocated once, never freed).
  nonisolated(unsafe) private static let initialTails: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: choseongInitialUTF8Tails.count)
    table.initialize(from: choseongInitialUTF8Tails, count: choseongInitialUTF8Tails.count)
    return UnsafePointer(table)
  }()
}
