import Hangul

/// The byte core of ``KoreanNumber/reading(_:style:options:)`` in the Sino-Korean style, for
/// callers in this package that hold UTF-8 bytes rather than `String`s (the `hangul` CLI's
/// streaming `number`): an integer written in ASCII, parsed as `IntegerText` parses it and
/// read as ``KoreanNumber/sinoKorean(_:options:)-(Int,_)`` reads it, into the caller's
/// buffer.
///
/// ```swift
/// let writer = SinoKoreanUTF8Writer(options: SinoKoreanOptions())
/// var out = [UInt8](repeating: 0, count: writer.room(6))
/// Array("12,345".utf8).withUnsafeBufferPointer { text in
///   out.withUnsafeMutableBufferPointer { writer.writeValidating(text, into: $0.baseAddress!) }
/// }   // 27 (out holds "일만이천삼백사십오")
/// ```
package struct SinoKoreanUTF8Writer: Sendable {
  private let options: SinoKoreanOptions
  /// 영 … 구 (0–9), the places (none) 십 백 천 (10–13), the group units (none) 만 억 … 무량대수
  /// (14–31), then 마이너스 and the separator between groups (``SinoKoreanDigits``).
  private let words: PackedUTF8Strings
  private static let places = 10, units = 14, unitCount = SinoKoreanDigits.groupUnits.count
  private static let minus = units + unitCount, separator = minus + 1

  /// The writer for `options`.
  ///
  /// ```swift
  /// _ = SinoKoreanUTF8Writer(options: SinoKoreanOptions(spacesBetweenGroups: true))
  /// ```
  package init(options: SinoKoreanOptions) {
    self.options = options
    words = PackedUTF8Strings(
      SinoKoreanDigits.digits + SinoKoreanDigits.places + SinoKoreanDigits.groupUnits
        + ["마이너스", options.spacesBetweenGroups ? " " : ""])
  }

  /// The room ``writeValidating(_:into:)`` needs for `n` bytes of text: a digit is at most
  /// a digit and a place (6 bytes) plus, every four digits, a unit and a separator (13
  /// bytes); a sign is 마이너스 and a separator (13 bytes); and the slack of the 16-byte
  /// stores.
  ///
  /// ```swift
  /// SinoKoreanUTF8Writer(options: SinoKoreanOptions()).room(5)   // 86
  /// ```
  package func room(_ n: Int) -> Int { n &* 10 &+ 20 &+ PackedUTF8Strings.slack }

  /// Writes the UTF-8 of the Sino-Korean reading of the integer `text` spells to `out`
  /// (room for ``room(_:)`` bytes) and returns its length, or -1 when `text` is not an
  /// integer of plain ASCII (optional spaces and tabs around, an optional `-` or `+`, digits
  /// with optional commas between groups of three) below 10⁷² in magnitude: the `String`
  /// function reads U+2212 and reports the errors. Any bytes may be given: a text it
  /// accepts is ASCII.
  ///
  /// ```swift
  /// // "-210000" → "마이너스이십일만"; "0" → "영"; "3.5" → -1; "1,23" → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func writeValidating(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress else { return -1 }
    var start = 0
    var end = text.count
    while start < end && (src[start] == 0x20 || src[start] == 0x09) { start &+= 1 }
    while end > start && (src[end &- 1] == 0x20 || src[end &- 1] == 0x09) { end &-= 1 }
    var negative = false
    if start < end && (src[start] == UInt8(ascii: "-") || src[start] == UInt8(ascii: "+")) {
      negative = src[start] == UInt8(ascii: "-")
      start &+= 1
    }
    guard start < end else { return -1 }
    // First pass: the syntax of IntegerText (1–3 digits before the first comma, exactly 3
    // after each) and the number of significant digits.
    var groupLength = 0
    var sawComma = false
    var significant = 0
    for i in start..<end {
      let b = src[i]
      if b == UInt8(ascii: ",") {
        guard groupLength > 0, groupLength <= 3, !sawComma || groupLength == 3 else { return -1 }
        sawComma = true
        groupLength = 0
        continue
      }
      guard b &- 0x30 <= 9 else { return -1 }
      groupLength &+= 1
      if significant > 0 || b != 0x30 { significant &+= 1 }
    }
    guard groupLength > 0, !sawComma || groupLength == 3 else { return -1 }
    guard significant > 0 else { return words.write(0, into: out) }  // 영
    let groupCount = (significant &+ 3) / 4
    guard groupCount <= Self.unitCount else { return -1 }
    var o = 0
    if negative {
      o &+= words.write(Self.minus, into: out)
      o &+= words.write(Self.separator, into: out + o)
    }
    // Second pass: the significant digits, read group by group from the most significant.
    var position = significant  // digits left, this one included
    var group = 0  // the current group's value
    var first = true
    for i in start..<end {
      let b = src[i]
      guard b != UInt8(ascii: ",") else { continue }
      if position == significant && b == 0x30 { continue }  // a leading zero
      group = group &* 10 &+ Int(b &- 0x30)
      position &-= 1
      guard position % 4 == 0 else { continue }
      let unit = position / 4
      if group != 0 {
        if !first { o &+= words.write(Self.separator, into: out + o) }
        if !(group == 1 && unit == 1 && first && options.omitsOneBeforeMan) {
          o &+= writeGroup(group, into: out + o)
        }
        o &+= words.write(Self.units &+ unit, into: out + o)
        first = false
      }
      group = 0
    }
    return o
  }

  /// 1…9999 as ``KoreanNumber`` reads a group: 1 before 십 백 천 is not read. The digits
  /// are taken with constant divisors (a loop over a variable divisor compiles to `div`).
  @inline(__always)
  private func writeGroup(_ group: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
    var o = writeDigit(group / 1000, place: 3, into: out)
    o &+= writeDigit(group / 100 % 10, place: 2, into: out + o)
    o &+= writeDigit(group / 10 % 10, place: 1, into: out + o)
    return o &+ writeDigit(group % 10, place: 0, into: out + o)
  }

  /// One digit of a group and its place (십 백 천), nothing for 0, the place alone for 1
  /// before a place.
  @inline(__always)
  private func writeDigit(_ digit: Int, place: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard digit != 0 else { return 0 }
    var o = 0
    if digit != 1 || place == 0 { o = words.write(digit, into: out) }
    return o &+ words.write(Self.places &+ place, into: out + o)
  }
}
