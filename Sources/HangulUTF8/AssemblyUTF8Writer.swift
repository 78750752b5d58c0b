import Hangul

/// ``assemble(_:)`` over UTF-8 bytes, for callers in this package that stream lines (the
/// `hangul` CLI's `compose`): the same keys and the same joining as `assemble`, without a
/// `String` per line, for text made only of characters whose NFC composition is Hangul's
/// own (a modern initial and vowel, a syllable without a final and a final): ASCII, Latin-1
/// and Latin Extended-A, modern syllables, compatibility jamo, conjoining jamo (modern and
/// old: U+1100…U+11FF, U+A960…U+A97C, U+D7B0…U+D7FB), and the characters
/// `assemblesToItself` keeps (Hanja, symbols, emoji, ZWJ, VS16, fullwidth ASCII,
/// halfwidth Hangul). Other text, and lines longer than ``maxLineBytes``, are declined and
/// left to `assemble`.
///
/// The key tables are computed once per writer from the library's own decomposition
/// (`appendDisassembled` at ``DecompositionLevel/jamo``, ``JamoEncoding/compatibility``)
/// and jamo types, so a line costs no global look-up.
///
/// ```swift
/// let writer = AssemblyUTF8Writer()
/// var out = [UInt8](repeating: 0, count: AssemblyUTF8Writer.room(12))
/// Array("ㄱㅏㅂㅅ".utf8).withUnsafeBufferPointer { text in
///   out.withUnsafeMutableBufferPointer { writer.write(text, into: $0.baseAddress!) }
/// }   // 3 (out holds "값")
/// ```
package struct AssemblyUTF8Writer: @unchecked Sendable {
  /// The longest line handled (bytes).
  ///
  /// ```swift
  /// AssemblyUTF8Writer.maxLineBytes   // 4096
  /// ```
  package static let maxLineBytes = 4096

  /// The keys (one or two; the second 0 when there is one) of each jamo character: two
  /// entries per character of U+1100…U+11FF, U+3130…U+318F, U+A960…U+A97F, U+D7B0…U+D7FF
  /// (see ``jamoSlot(_:)``), allocated once per writer, freed with its last copy
  /// (``Deallocating``).
  private let jamoKeys: UnsafeMutablePointer<UInt32>
  /// Small tables of the jamo types, at the offsets below, as bytes.
  private let tables: UnsafeMutablePointer<UInt8>
  private let allocations: Deallocating

  /// For U+3131…U+3163 (51 letters): the initial's index + 1 (0: none).
  static let letterInitial = 0
  /// For U+3131…U+3163: the final's index (0: none).
  static let letterFinal = 51
  /// 21 × 21: the compound vowel's index + 1 (0: none).
  static let vowelCompound = 102
  /// 28 × 28: the cluster final's index (0: none).
  static let finalCluster = 543  // vowelCompound + 21 × 21
  /// 28: the final kept when a vowel follows (0: none).
  static let finalKept = 1327  // finalCluster + 28 × 28
  /// 28: the index + 1 of the initial the moved final becomes when a vowel follows (0: none).
  static let finalMovedInitial = 1355  // finalKept + 28
  private static let tableBytes = 1383  // finalMovedInitial + 28

  /// A writer with its tables.
  ///
  /// ```swift
  /// _ = AssemblyUTF8Writer()
  /// ```
  package init() {
    jamoKeys = .allocate(capacity: 2 * 464)
    tables = .allocate(capacity: Self.tableBytes)
    allocations = Deallocating(jamoKeys, tables)
    tables.initialize(repeating: 0, count: Self.tableBytes)
    for range in [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF] as [ClosedRange<UInt32>] {
      for value in range {
        let slot = 2 &* Self.jamoSlot(value)
        var keys: [UInt32] = []
        if let scalar = Unicode.Scalar(value) {
          appendDisassembled(scalar, level: .jamo, encoding: .compatibility) { keys.append($0.value) }
        }
        precondition(keys.count <= 2)
        jamoKeys[slot] = keys.first ?? value
        jamoKeys[slot &+ 1] = keys.count == 2 ? keys[1] : 0
      }
    }
    for value in UInt32(0x3131)...0x3163 {
      let letter = Unicode.Scalar(value)!
      let i = Int(value - 0x3131)
      if isModernConsonant(letter) {
        tables[Self.letterInitial + i] = Choseong(letter).map { UInt8($0.rawValue + 1) } ?? 0
        tables[Self.letterFinal + i] = Jongseong(letter).map { UInt8($0.rawValue) } ?? 0
      }
    }
    for first in Jungseong.allCases {
      for second in Jungseong.allCases {
        let compound = first.combined(with: second).map { UInt8($0.rawValue + 1) } ?? 0
        tables[Self.vowelCompound + first.rawValue * HangulSyllable.jungseongCount + second.rawValue] = compound
      }
    }
    for final in Jongseong.allCases {
      for next in Jongseong.allCases {
        tables[Self.finalCluster + final.rawValue * HangulSyllable.jongseongCount + next.rawValue] =
          final.combined(with: next).map {
            UInt8($0.rawValue)
          } ?? 0
      }
      let (kept, moved): (Jongseong?, Jongseong) = final.components.map { ($0.0, $0.1) } ?? (nil, final)
      tables[Self.finalKept + final.rawValue] = UInt8(kept?.rawValue ?? 0)
      tables[Self.finalMovedInitial + final.rawValue] = moved.asChoseong.map { UInt8($0.rawValue + 1) } ?? 0
    }
  }

  /// The slot of a jamo character in ``jamoKeys``: U+1100…U+11FF → 0…255,
  /// U+3130…U+318F → 256…351, U+A960…U+A97F → 352…383, U+D7B0…U+D7FF → 384…463.
  @inline(__always)
  private static func jamoSlot(_ value: UInt32) -> Int {
    if value &- 0x1100 < 0x100 { return Int(value &- 0x1100) }
    if value &- 0x3130 < 0x60 { return Int(value &- 0x3130) &+ 256 }
    if value &- 0xA960 < 0x20 { return Int(value &- 0xA960) &+ 352 }
    return Int(value &- 0xD7B0) &+ 384
  }

  /// Whether `value` is a jamo character the writer types through its key table: a
  /// compatibility jamo U+3131…U+318E or an assigned conjoining jamo (U+1100…U+11FF,
  /// U+A960…U+A97C, U+D7B0…U+D7C6, U+D7CB…U+D7FB).
  @inline(__always)
  static func isJamo(_ value: UInt32) -> Bool {
    value &- 0x1100 < 0x100 || value &- 0x3131 <= 0x5D || value &- 0xA960 <= 0x1C || value &- 0xD7B0 <= 0x16
      || value &- 0xD7CB <= 0x30
  }

  /// The room ``write(_:into:)`` needs for a line of `n` bytes.
  ///
  /// ```swift
  /// AssemblyUTF8Writer.room(3)   // 22
  /// ```
  @inline(__always)
  package static func room(_ n: Int) -> Int { 2 * n + 16 }

  /// Writes the UTF-8 of `assemble(text)` to `out` (``room(_:)`` bytes) and returns its
  /// length, or -1 when `text` holds anything but the characters listed above (or is not
  /// valid UTF-8: any bytes may be given, a text it accepts is valid UTF-8), is longer than
  /// ``maxLineBytes``, or assembles to more than the room.
  ///
  /// ```swift
  /// // "ㄱㅏ!ㄴㅏ" → "가!나"; "\u{1100}\u{1161}" (NFD) → "가"; "ᄒᆞᆫ" (old Hangul) → "ㅎᆞㄴ"
  /// // "Łukasz" → "Łukasz"; "\u{F9E1}" (changed by NFC) → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func write(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress, text.count <= Self.maxLineBytes else { return text.isEmpty ? 0 : -1 }
    let count = text.count
    var typist = Typist(out: out, room: Self.room(count), tables: tables)
    // `assemble` types the text's NFC. For these characters NFC only composes modern
    // conjoining jamo (initial + vowel, then a syllable without a final + final), which
    // only ever joins a character with the one just before it: hold each character until
    // the next one is known.
    var held: UInt32 = 0  // 0: nothing held (U+0000 is typed without being held)
    var i = 0
    while i < count {
      let b = src[i]
      var value: UInt32
      if b < 0x80 {
        value = UInt32(b)
        i &+= 1
      } else if b &- 0xE1 <= 0x0C && i &+ 2 < count {
        // Three bytes, lead E1…ED: syllables, jamo, Hanja, symbols.
        let b1 = src[i &+ 1]
        let b2 = src[i &+ 2]
        guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return -1 }
        value = utf8ThreeByteScalar(b, b1, b2)
        guard HangulSyllable.isSyllable(codePoint: value) || Self.isJamo(value) || isInertNonHangul(b, b1, b2) else {
          return -1
        }
        i &+= 3
      } else if b &- 0xC2 <= 3 && i &+ 1 < count {
        // Latin-1 and Latin Extended-A (U+0080…U+017F): NFC-stable, combining class 0,
        // never the second of a composition pair.
        let b1 = src[i &+ 1]
        guard b1 & 0xC0 == 0x80 else { return -1 }
        value = (UInt32(b & 0x1F) << 6) | UInt32(b1 & 0x3F)
        i &+= 2
      } else if b == 0xEF && i &+ 2 < count {
        let b1 = src[i &+ 1]
        let b2 = src[i &+ 2]
        guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80, isInertNonHangul(b, b1, b2) || isHalfwidthHangul(b1, b2)
        else { return -1 }
        value = utf8ThreeByteScalar(b, b1, b2)
        i &+= 3
      } else if b == 0xF0 && i &+ 3 < count && src[i &+ 1] == 0x9F && src[i &+ 2] &- 0x80 <= 0x2B
        && src[i &+ 3] & 0xC0 == 0x80
      {
        // Emoji U+1F000…U+1FAFF.
        value = 0x1F000 | (UInt32(src[i &+ 2] & 0x3F) << 6) | UInt32(src[i &+ 3] & 0x3F)
        i &+= 4
      } else {
        return -1
      }
      if held != 0 {
        // NFC's Hangul composition: initial + vowel, or a syllable without a final + final.
        if let composed = HangulSyllable.composition(of: held, value) {
          held = composed
          continue
        }
        type(held, into: &typist)
        held = 0
      }
      if value == 0 {
        typist.push(0)
      } else {
        held = value
      }
    }
    if held != 0 { type(held, into: &typist) }
    typist.finish()
    return typist.o <= typist.room ? typist.o : -1
  }

  /// Types the keys of one character (the NFC text's): a modern syllable's keys always
  /// re-form the syllable after whatever came before (its initial may join the last
  /// syllable as a final, but its vowel pulls it back), so the syllable is pushed whole;
  /// jamo are typed key by key; anything else is one key that joins nothing.
  @inline(__always)
  private func type(_ value: UInt32, into typist: inout Typist) {
    if HangulSyllable.isSyllable(codePoint: value) || value < 0x1100 || value > 0xD7FF || !Self.isJamo(value) {
      typist.push(value)
      return
    }
    let slot = 2 &* Self.jamoSlot(value)
    typist.key(jamoKeys[slot])
    let second = jamoKeys[slot &+ 1]
    if second != 0 { typist.key(second) }
  }
}

/// The output of ``AssemblyUTF8Writer/write(_:into:)``: `assemble`'s joining only ever
/// changes the last letter or syllable typed, so that one is kept (`last`) and everything
/// before it is already written as UTF-8.
private struct Typist {
  let out: UnsafeMutablePointer<UInt8>
  let room: Int
  let tables: UnsafeMutablePointer<UInt8>
  var o = 0
  /// The last letter or character typed, not yet written; `hasLast` false at the start.
  var last: UInt32 = 0
  var hasLast = false

  init(out: UnsafeMutablePointer<UInt8>, room: Int, tables: UnsafeMutablePointer<UInt8>) {
    self.out = out
    self.room = room
    self.tables = tables
  }

  /// Writes `last` (when there is one) and makes `value` the last.
  @inline(__always)
  mutating func push(_ value: UInt32) {
    if hasLast { emit(last) }
    last = value
    hasLast = true
  }

  /// Types one key: `assemble`'s `joining(last, key)`, in arithmetic on the tables.
  @inline(__always)
  mutating func key(_ key: UInt32) {
    guard hasLast else {
      last = key
      hasLast = true
      return
    }
    let letter = key &- 0x3131
    guard letter <= 0x32 else {  // not a modern compatibility letter: joins nothing
      push(key)
      return
    }
    let s = last &- HangulSyllable.firstCodePoint
    let isSyllable = s < UInt32(HangulSyllable.count)
    let finals = UInt32(HangulSyllable.jongseongCount)
    let medials = UInt32(HangulSyllable.jungseongCount)
    if letter < 0x1E {  // a consonant
      let final = UInt32(tables[AssemblyUTF8Writer.letterFinal &+ Int(letter)])
      if isSyllable && final != 0 {
        let t = HangulSyllable.jongseongIndex(ofIndex: s)
        if t == 0 {
          last &+= final
          return
        }
        let cluster = UInt32(tables[AssemblyUTF8Writer.finalCluster &+ Int(t &* finals &+ final)])
        if cluster != 0 {
          last = last &- t &+ cluster
          return
        }
      }
      push(key)
      return
    }
    let vowel = letter &- 0x1E  // 0…20
    if isSyllable {
      let t = HangulSyllable.jongseongIndex(ofIndex: s)
      if t == 0 {
        let v = HangulSyllable.jungseongIndex(ofIndex: s)
        let compound = UInt32(tables[AssemblyUTF8Writer.vowelCompound &+ Int(v &* medials &+ vowel)])
        if compound != 0 {
          last = HangulSyllable.codePoint(choseong: HangulSyllable.choseongIndex(ofIndex: s), jungseong: compound &- 1)
          return
        }
        push(key)
        return
      }
      let initial = UInt32(tables[AssemblyUTF8Writer.finalMovedInitial &+ Int(t)])
      guard initial != 0 else {
        push(key)
        return
      }
      emit(last &- t &+ UInt32(tables[AssemblyUTF8Writer.finalKept &+ Int(t)]))
      last = HangulSyllable.codePoint(choseong: initial &- 1, jungseong: vowel)
      return
    }
    let previous = last &- 0x3131
    if previous < 0x1E {
      let initial = UInt32(tables[AssemblyUTF8Writer.letterInitial &+ Int(previous)])
      if initial != 0 {
        last = HangulSyllable.codePoint(choseong: initial &- 1, jungseong: vowel)
        return
      }
    } else if previous <= 0x32 {
      let compound = UInt32(tables[AssemblyUTF8Writer.vowelCompound &+ Int((previous &- 0x1E) &* medials &+ vowel)])
      if compound != 0 {
        last = 0x314F &+ compound &- 1
        return
      }
    }
    push(key)
  }

  /// Writes the last character.
  @inline(__always)
  mutating func finish() {
    if hasLast { emit(last) }
    hasLast = false
  }

  /// Writes the UTF-8 of `v` when it fits in the room (else only counts it, and the
  /// writer declines the line).
  @inline(__always)
  mutating func emit(_ v: UInt32) {
    if o &+ 4 > room {
      o &+= 4
      return
    }
    if v < 0x80 {
      out[o] = UInt8(v)
      o &+= 1
    } else if v < 0x800 {
      out[o] = UInt8(0xC0 | (v >> 6))
      out[o &+ 1] = UInt8(0x80 | (v & 0x3F))
      o &+= 2
    } else if v < 0x10000 {
      out[o] = UInt8(0xE0 | (v >> 12))
      out[o &+ 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
      out[o &+ 2] = UInt8(0x80 | (v & 0x3F))
      o &+= 3
    } else {
      out[o] = UInt8(0xF0 | (v >> 18))
      out[o &+ 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
      out[o &+ 2] = UInt8(0x80 | ((v >> 6) & 0x3F))
      out[o &+ 3] = UInt8(0x80 | (v & 0x3F))
      o &+= 4
    }
  }
}
