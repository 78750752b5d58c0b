/// The initial consonants (초성) of the text: 홍길동 → ㅎㄱㄷ.
///
/// The rule (the reference in `shared/tools/oracle.py`, applied to the text's NFD):
/// - each modern syllable or modern leading jamo gives its initial as a compatibility
///   letter (ㄱ U+3131 … ㅎ U+314E), exactly — doubles are not folded: 까치 → ㄲㅊ;
/// - an old Hangul leading jamo (ᅀ, Jamo Extended-A, the filler U+115F) is kept as it is,
///   and the vowels and finals of its syllable are dropped: ᄒᆞᆫ글 → ㅎㄱ;
/// - a vowel or final jamo with no initial before it is kept as it is;
/// - everything else (Latin, digits, spaces, compatibility jamo, emoji …) is handled by
///   ``ChoseongOptions/nonHangul``, kept by default: 김 Andrew → ㄱ Andrew, 1조 → 1ㅈ;
/// - the result is NFC.
///
/// NFC, NFD and mixed input give the same answer. Text made only of ASCII, syllables,
/// conjoining jamo and compatibility jamo (nearly every name, NFD ones included) takes a fast
/// path over its UTF-8 bytes; anything else is composed with ICU first. Should ICU fail, the rule runs on the text as it is,
/// which is still right for all Hangul (only canonical equivalence of non-Hangul marks is
/// lost); it never crashes.
///
/// ```swift
/// choseong(of: "홍길동")            // "ㅎㄱㄷ"
/// choseong(of: "띄어 쓰기")         // "ㄸㅇ ㅆㄱ"
/// choseong(of: "김 Andrew")         // "ㄱ Andrew"
/// choseong(of: "ᄒᆞᆫ글")             // "ㅎㄱ"
/// choseong(of: "김 Andrew", options: ChoseongOptions(nonHangul: .drop))   // "ㄱ"
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func choseong(of text: some StringProtocol, options: ChoseongOptions = ChoseongOptions()) -> String {
  choseongOfText(text, options: options)
}

/// The initial consonants (초성) of a `String`: the same answer as the overload for any
/// `StringProtocol`, without generic dispatch (what a call with a `String` from another
/// module gets). For many names at once, ``ChoseongTable`` avoids one `String` per name.
///
/// Both overloads run one body (`choseongOfText`); this one gets it specialized for
/// `String`, which takes less time than the generic overload called with the same `String`s
/// (the benchmarks' choseong rows, Benchmarks/RESULTS.md).
///
/// ```swift
/// choseong(of: "홍길동")   // "ㅎㄱㄷ"
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func choseong(of text: String, options: ChoseongOptions = ChoseongOptions()) -> String {
  choseongOfText(text, options: options)
}

/// The body of both `choseong(of:options:)` overloads: the fast path over the text's UTF-8
/// when it applies, else the general path.
@inline(__always)
package func choseongOfText<Text: StringProtocol>(_ text: Text, options: ChoseongOptions) -> String {
  if text.isEmpty { return "" }
  if options.readsHanja, let read = readingHanja(text, options) { return read }
  let fast: String?? = text.utf8.withContiguousStorageIfAvailable {
    choseongOfInertUTF8($0, options: options)
  }
  if let fast {
    if let fast { return fast }
  } else {
    var copy = String(text)
    if let result = copy.withUTF8({ choseongOfInertUTF8($0, options: options) }) { return result }
  }
  return choseongOfComposed(String(text), options: options)
}

/// The choseong of `text` with its Hanja read (``ChoseongOptions/readsHanja``), or `nil`
/// when it holds none (or ICU cannot read them): the other options apply to the reading.
package func readingHanja(_ text: some StringProtocol, _ options: ChoseongOptions) -> String? {
  guard text.unicodeScalars.contains(where: HanjaReading.isHan), let reading = HanjaReading.shared else { return nil }
  var rest = options
  rest.readsHanja = false
  return choseong(of: reading.read(text), options: rest)
}

/// The general path: the text composed (NFC, or NFKC when folding compatibility letters),
/// then the rule on its scalars.
package func choseongOfComposed(_ text: String, options: ChoseongOptions) -> String {
  choseongOfScalars(
    text.composedForHangul(compatibility: options.foldsCompatibility).unicodeScalars,
    options: options)
}

/// The fast path: choseong of UTF-8 text made only of ASCII, modern syllables, conjoining
/// jamo and (without NFKC) the compatibility letters U+3131…U+318E, halfwidth Hangul letters
/// U+FFA0…U+FFDC, U+0080…U+00FF, Hanja U+4E00…U+9FFF, emoji U+1F000…U+1FAFF, symbols
/// U+2600…U+27BF and U+2B00…U+2BFF, fullwidth ASCII forms, ZWJ and VS16, or `nil` as soon as
/// anything else shows up.
///
/// None of these has a compatibility decomposition, conjoining jamo are their own NFD, and
/// none reorders or composes with ASCII or compatibility letters, so the text's NFD is just
/// its syllables split — the reference rule can run directly on the bytes, syllables by
/// arithmetic. The output is already NFC: it never holds a modern conjoining initial or a
/// syllable that a kept vowel or final could compose with.
@usableFromInline
package func choseongOfInertUTF8(_ source: UnsafeBufferPointer<UInt8>, options: ChoseongOptions) -> String? {
  let count = source.count
  guard let src = source.baseAddress, count > 0 else { return "" }
  var failed = false
  let keepsAll = options.nonHangul == .keep
  let result = String(unsafeUninitializedCapacity: count) { out -> Int in
    if keepsAll {
      let written = choseongInitialUTF8Pairs.withUnsafeBufferPointer {
        choseongOfSyllablesAndASCII(src, count: count, into: out.baseAddress!, initialPairs: $0.baseAddress!)
      }
      if written >= 0 { return written }
    }
    let written = choseongInitialUTF8Tails.withUnsafeBufferPointer {
      choseongOfInertUTF8(src, count: count, into: out.baseAddress!, options: options, initialTails: $0.baseAddress!)
    }
    if written < 0 {
      failed = true
      return 0
    }
    return written
  }
  return failed ? nil : result
}

/// The UTF-8 of the fast path's answer, written to `out` (room for `count` bytes: the answer
/// is never longer than the text); returns the number of bytes written, or -1 when the text
/// holds something the fast path does not handle (`out` then holds garbage).
/// `initialTails` is ``choseongInitialUTF8Tails`` (a table load is much faster than any
/// arithmetic from the initial's index to its letter).
@inline(__always)
@inlinable
package func choseongOfInertUTF8(
  _ src: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>,
  options: ChoseongOptions, initialTails: UnsafePointer<UInt8>
) -> Int {
  let policy = options.nonHangul
  let keepsAll = policy == .keep
  let allowsCompatibilityLetters = !options.foldsCompatibility
  let readsHanja = options.readsHanja
  var i = 0
  var o = 0
  var inSyllable = false  // after an initial: its vowel and final jamo are dropped
  @inline(__always) func writeInitial(_ index: Int) {
    out[o] = 0xE3
    out[o &+ 1] = initialTails[index &* 2]
    out[o &+ 2] = initialTails[index &* 2 &+ 1]
    o &+= 3
  }
  @inline(__always) func copy3(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) {
    out[o] = b0
    out[o &+ 1] = b1
    out[o &+ 2] = b2
    o &+= 3
  }
  while i < count {
    let b = src[i]
    if b &- 0xEA <= 3 && i &+ 2 < count {  // U+A000…U+DFFF, syllables first: the common case
      let b1 = src[i &+ 1]
      let b2 = src[i &+ 2]
      if let s = HangulSyllable.index(ofCodePoint: utf8ThreeByteScalar(b, b1, b2)) {
        writeInitial(s / HangulSyllable.syllablesPerChoseong)
        inSyllable = true
        i &+= 3
        continue
      }
    }
    if b < 0x80 {
      switch policy {
      case .keep:
        out[o] = b
        o &+= 1
      case .dropAllButWhitespace:
        if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
          out[o] = b
          o &+= 1
        }
      case .drop:
        break
      }
      inSyllable = false
      i &+= 1
      continue
    }
    if (b == 0xC2 || b == 0xC3) && allowsCompatibilityLetters && i &+ 1 < count {
      // U+0080…U+00FF: NFC-stable starters (precomposed Latin-1 letters compose with
      // nothing that follows except combining marks, which leave the fast path).
      let b1 = src[i &+ 1]
      if keepsAll || (policy == .dropAllButWhitespace && b == 0xC2 && (b1 == 0xA0 || b1 == 0x85)) {
        out[o] = b
        out[o &+ 1] = b1
        o &+= 2
      }
      inSyllable = false
      i &+= 2
      continue
    }
    if b == 0xF0 && allowsCompatibilityLetters && i &+ 3 < count && src[i &+ 1] == 0x9F
      && src[i &+ 2] &- 0x80 <= 0x2B
    {
      // U+1F000…U+1FAFF (emoji, symbols): NFC-stable starters that compose with nothing.
      if keepsAll {
        out[o] = b
        out[o &+ 1] = src[i &+ 1]
        out[o &+ 2] = src[i &+ 2]
        out[o &+ 3] = src[i &+ 3]
        o &+= 4
      }
      inSyllable = false
      i &+= 4
      continue
    }
    guard i &+ 2 < count else { return -1 }
    let b1 = src[i &+ 1]
    let b2 = src[i &+ 2]
    if b &- 0xEA <= 3 {  // U+A000…U+DFFF
      let cp = utf8ThreeByteScalar(b, b1, b2)
      if let s = HangulSyllable.index(ofCodePoint: cp) {
        writeInitial(s / HangulSyllable.syllablesPerChoseong)
        inSyllable = true
      } else if cp &- 0xA960 <= 0xA97C - 0xA960 {  // Jamo Extended-A initial (old)
        copy3(b, b1, b2)
        inSyllable = true
      } else if cp &- 0xD7B0 <= 0xD7FB - 0xD7B0 {  // Jamo Extended-B vowel or final
        if !inSyllable && keepsAll { copy3(b, b1, b2) }
      } else {
        return -1
      }
    } else if b == 0xE1 && b1 &- 0x84 <= 3 {  // U+1100…U+11FF
      let cp = 0x1000 | (UInt32(b1 & 0x3F) << 6) | UInt32(b2 & 0x3F)
      if cp <= 0x1112 {
        writeInitial(Int(cp &- 0x1100))
        inSyllable = true
      } else if cp <= 0x115F {  // old initial (a consonant letter) or the filler
        if cp != 0x115F || keepsAll { copy3(b, b1, b2) }
        inSyllable = true
      } else if !inSyllable && keepsAll {  // a vowel or final with no initial
        copy3(b, b1, b2)
      }
    } else if b == 0xE3 && allowsCompatibilityLetters {
      // The compatibility letters U+3131…U+318E (E3 84 B1 … E3 86 8E), modern and archaic;
      // the consonants U+3131…U+314E and U+3165…U+3186 are what dropping policies keep.
      let cp = 0x3000 | (UInt32(b1 & 0x3F) << 6) | UInt32(b2 & 0x3F)
      guard cp &- 0x3131 <= 0x318E - 0x3131 else { return -1 }
      let isConsonant = cp <= 0x314E || (cp >= 0x3165 && cp <= 0x3186)
      if keepsAll || isConsonant { copy3(b, b1, b2) }
      inSyllable = false
    } else if b == 0xEF && allowsCompatibilityLetters && isHalfwidthHangul(b1, b2) {
      // Halfwidth Hangul letters (U+FFA0…U+FFDC, assigned ones): NFC-stable starters that
      // compose with nothing; the consonants U+FFA1…U+FFBE are what dropping policies keep.
      if keepsAll || (b1 == 0xBE && b2 >= 0xA1) { copy3(b, b1, b2) }
      inSyllable = false
    } else if allowsCompatibilityLetters && isInertNonHangul(b, b1, b2) {
      // Hanja (U+4E00…U+9FFF), ZWJ, VS16: NFC-stable starters that compose with nothing.
      // Hanja to be read (``ChoseongOptions/readsHanja``) take the general path.
      if readsHanja && ((b &- 0xE5 <= 4) || (b == 0xE4 && b1 >= 0xB8)) { return -1 }
      if keepsAll { copy3(b, b1, b2) }
      inSyllable = false
    } else {
      return -1
    }
    i &+= 3
  }
  return o
}

/// The last two UTF-8 bytes of the compatibility letter of each initial (ㄱ is E3 84 B1),
/// two per initial in raw-value order; the first byte is always E3.
package let choseongInitialUTF8Tails: [UInt8] = Choseong.compatibilityValues.flatMap {
  [UInt8(0x80 | (($0 >> 6) & 0x3F)), UInt8(0x80 | ($0 & 0x3F))]
}

/// The same two bytes of each initial as one `UInt16` whose little-endian memory order is
/// the UTF-8 order, so ``choseongOfSyllablesAndASCII(_:count:into:initialPairs:)`` writes
/// them with one store.
package let choseongInitialUTF8Pairs: [UInt16] = stride(from: 0, to: choseongInitialUTF8Tails.count, by: 2).map {
  (UInt16(choseongInitialUTF8Tails[$0]) | UInt16(choseongInitialUTF8Tails[$0 + 1]) << 8).littleEndian
}

/// The common case of the fast path, with the default options (non-Hangul kept): text made
/// only of modern syllables and ASCII, the shape of nearly every name. Writes the answer's
/// UTF-8 to `out` (room for `count` bytes) and returns its length, or -1 at the first byte
/// of anything else; the caller then runs the whole fast path
/// (``choseongOfInertUTF8(_:count:into:options:initialTails:)``) from the start, which
/// gives the same answer for this text.
///
/// It is the C arithmetic of the benchmark's baseline and nothing more: one branch per
/// ASCII byte, one per syllable, the initial's last two bytes written with one store.
@inline(__always)
@inlinable
package func choseongOfSyllablesAndASCII(
  _ src: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>,
  initialPairs: UnsafePointer<UInt16>
) -> Int {
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
    guard b &- 0xEA <= 3, i &+ 2 < count else { return -1 }
    guard let s = HangulSyllable.index(ofCodePoint: utf8ThreeByteScalar(b, src[i &+ 1], src[i &+ 2])) else {
      return -1
    }
    out[o] = 0xE3
    UnsafeMutableRawPointer(out + (o &+ 1)).storeBytes(
      of: initialPairs[s / HangulSyllable.syllablesPerChoseong], as: UInt16.self)
    o &+= 3
    i &+= 3
  }
  return o
}

/// Whether `EF b1 b2` is an assigned halfwidth Hangul letter: U+FFA0…U+FFBE (EF BE A0…BE),
/// U+FFC2…U+FFC7, U+FFCA…U+FFCF, U+FFD2…U+FFD7, U+FFDA…U+FFDC (EF BF 82…9C, gaps skipped).
@inline(__always)
@inlinable
package func isHalfwidthHangul(_ b1: UInt8, _ b2: UInt8) -> Bool {
  if b1 == 0xBE { return b2 >= 0xA0 && b2 <= 0xBE }
  guard b1 == 0xBF, b2 >= 0x82, b2 <= 0x9C else { return false }
  let low = b2 & 0x07
  return b2 >= 0x9A || low >= 2  // FFC2-7, FFCA-F, FFD2-7: the last 3 bits are 2…7
}

/// Whether the 3-byte UTF-8 sequence is a CJK Unified Ideograph (U+4E00…U+9FFF), ZWJ
/// (U+200D), VS16 (U+FE0F), a symbol or dingbat (U+2600…U+27BF, U+2B00…U+2BFF: ☕ ❤ ⭐) or
/// a fullwidth ASCII form (U+FF01…U+FF5E): NFC-stable, canonical combining class 0, never
/// composing, neither whitespace nor a consonant letter (dropping policies drop them).
@inline(__always)
@inlinable
package func isInertNonHangul(_ b: UInt8, _ b1: UInt8, _ b2: UInt8) -> Bool {
  (b &- 0xE5 <= 4) || (b == 0xE4 && b1 >= 0xB8)
    || (b == 0xE2 && ((b1 == 0x80 && b2 == 0x8D) || b1 &- 0x98 <= 6 || b1 &- 0xAC <= 3))
    || (b == 0xEF && ((b1 == 0xB8 && b2 == 0x8F) || (b1 == 0xBC && b2 >= 0x81) || (b1 == 0xBD && b2 <= 0x9E)))
}

/// The general path: the reference rule on the scalars of NFC (or NFKC) text, which may still
/// hold conjoining jamo that do not compose (old Hangul, fillers, a lone vowel).
@usableFromInline
package func choseongOfScalars(_ scalars: String.UnicodeScalarView, options: ChoseongOptions) -> String {
  var output = String.UnicodeScalarView()
  var inSyllable = false
  func emit(_ scalar: Unicode.Scalar) {
    switch options.nonHangul {
    case .keep:
      output.append(scalar)
    case .dropAllButWhitespace:
      if isConsonantLetter(scalar) || scalar.properties.isWhitespace { output.append(scalar) }
    case .drop:
      if isConsonantLetter(scalar) { output.append(scalar) }
    }
  }
  for scalar in scalars {
    let v = scalar.value
    if let syllable = HangulSyllable(scalar) {
      emit(syllable.choseong.compatibilityScalar)
      inSyllable = true
    } else if (v >= 0x1100 && v <= 0x115F) || (v >= 0xA960 && v <= 0xA97C) {
      emit(Choseong(scalar)?.compatibilityScalar ?? scalar)
      inSyllable = true
    } else if (v >= 0x1160 && v <= 0x11FF) || (v >= 0xD7B0 && v <= 0xD7FB) {
      if !inSyllable { emit(scalar) }
    } else {
      emit(scalar)
      inSyllable = false
    }
  }
  return String(output)
}

/// A consonant letter that the dropping policies keep: compatibility consonants (modern and
/// archaic), halfwidth consonants and conjoining leading jamo other than the filler.
@inlinable
package func isConsonantLetter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x3131...0x314E, 0x3165...0x3186, 0xFFA1...0xFFBE, 0x1100...0x115E, 0xA960...0xA97C: true
  default: false
  }
}
