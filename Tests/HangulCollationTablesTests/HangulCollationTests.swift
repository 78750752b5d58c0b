import HangulCorpus
import Testing

@testable import HangulCollationTables

/// Hangul: syllables, every jamo block, syllable pairs; Hanja readings; contractions.
@Suite struct HangulCollationTests {
  static let jamo: [UInt32] =
    Array(0x1100...0x11FF) + Array(0x3130...0x318F) + Array(0xA960...0xA97F)
    + Array(0xD7B0...0xD7FF) + Array(0xFFA0...0xFFDC)

  @Test(arguments: 0..<allConfigurations.count)
  func syllablesAndJamo(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var mismatches = 0
    let all = Array(UInt32(0xAC00)...0xD7A3) + Self.jamo
    for c in all {
      let t = utf8([c])
      if pair.icuKey(t) != pair.key(t) { mismatches += 1 }
    }
    #expect(mismatches == 0, "\(cfg.name): \(mismatches) of \(all.count)")
  }

  /// Two-syllable strings: keys and order of 100,000 random pairs plus syllable+jamo mixes.
  @Test func syllablePairs() {
    let pair = CollatorPair(numeric: false, latinFirst: false, strength: .tertiary)
    var rng = SplitMix64(seed: 7)
    var mismatches = 0
    var previous: [UInt8] = []
    for _ in 0..<100_000 {
      let a = UInt32.random(in: 0xAC00...0xD7A3, using: &rng)
      let b =
        Bool.random(using: &rng)
        ? UInt32.random(in: 0xAC00...0xD7A3, using: &rng) : Self.jamo.randomElement(using: &rng)!
      let t = utf8([a, b])
      if pair.icuKey(t) != pair.key(t) { mismatches += 1 }
      if !previous.isEmpty && pair.icuCompare(previous, t) != pair.compare(previous, t) { mismatches += 1 }
      previous = t
    }
    #expect(mismatches == 0)
  }

  /// Every tailored Hanja: its reading equals it at primary strength in ICU, sorts right before
  /// it at secondary strength, and its own key matches ICU's under every configuration.
  @Test func everyHanjaReading() {
    let primary = CollatorPair(numeric: false, latinFirst: false, strength: .primary)
    let tertiary = CollatorPair(numeric: false, latinFirst: false, strength: .tertiary)
    let data = CollationData.shared
    var bad = 0
    for (hanja, syllable) in data.hanjaReadings {
      let h = utf8([hanja])
      let s = utf8([syllable])
      if primary.icuCompare(h, s) != 0 { bad += 1 }
      if tertiary.icuCompare(s, h) != -1 { bad += 1 }
      if tertiary.builtIn.reading(ofHanja: Unicode.Scalar(hanja)!)?.value != syllable { bad += 1 }
    }
    #expect(data.hanjaReadings.count == 8116 - 640 || data.hanjaReadings.count > 7000)
    #expect(bad == 0)
    // Characters that are not tailored Hanja have no reading, and ICU agrees: not primary-equal
    // to any syllable (checked for the unified ideographs of the URO).
    for c in UInt32(0x4E00)...0x9FFF where data.hanjaReadings[c] == nil {
      #expect(tertiary.builtIn.reading(ofHanja: Unicode.Scalar(c)!) == nil)
    }
  }

  /// Every contraction and prefix string (and its precomposed forms via NFD) under every
  /// configuration, alone and followed by a combining mark or a letter.
  @Test(arguments: 0..<allConfigurations.count)
  func everyContraction(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var mismatches = 0
    var count = 0
    let data = CollationData.shared
    let prefixStrings = data.prefixMappings.flatMap { c, list in list.map { $0.prefix + [c] } }
    #expect(prefixStrings.count >= 4)
    for s in Array(data.contractions.keys) + prefixStrings {
      for suffix: [UInt32] in [[], [0x0301], [0x0316], [0x61], [0x0E01]] {
        let t = utf8(s + suffix)
        count += 1
        let e = pair.icuKey(t)
        let a = pair.key(t)
        if e != a {
          mismatches += 1
          if mismatches < 6 {
            Issue.record("\(cfg.name) \(s.map { String($0, radix: 16) }) \(suffix): \(hex(e)) vs \(hex(a))")
          }
        }
      }
    }
    #expect(count > 5000)
    #expect(mismatches == 0)
  }
}

/// `compare(syllables:toKey:)`, the merge's comparison of a syllable name with another
/// name's key, against the byte order of ICU's two keys.
@Suite struct SyllableKeyComparisonTests {
  @Test(arguments: 0..<allConfigurations.count)
  func againstICUKeys(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var rng = SplitMix64(seed: 11)
    func syllables(_ n: Int) -> [UInt32] { (0..<n).map { _ in UInt32.random(in: 0xAC00...0xD7A3, using: &rng) } }
    func nfd(_ s: [UInt32]) -> [UInt32] {
      s.flatMap { c -> [UInt32] in
        let i = c - 0xAC00
        return [0x1100 + i / 588, 0x1161 + (i % 588) / 28] + (i % 28 == 0 ? [] : [0x11A7 + i % 28])
      }
    }
    let tails: [[UInt32]] = [[0x20, 0x43], [0x41], [0x31], [0x4E00], [0x1100], [0x3131], [0x301], [0xFFFD], [0x1F600]]
    var mismatches = 0
    for _ in 0..<4_000 {
      let a = syllables(Int.random(in: 1...5, using: &rng))
      // Another name near `a`: itself, its NFD, a prefix or extension of it, a neighbour.
      var b: [UInt32]
      switch Int.random(in: 0..<7, using: &rng) {
      case 0: b = a
      case 1: b = nfd(a)
      case 2: b = a + tails.randomElement(using: &rng)!
      case 3: b = Array(a.dropLast()) + tails.randomElement(using: &rng)!
      case 4: b = Array(a.prefix(Int.random(in: 0...a.count, using: &rng)))
      case 5: b = syllables(Int.random(in: 1...5, using: &rng))
      default:
        b = a
        b[Int.random(in: 0..<b.count, using: &rng)] = UInt32.random(in: 0xAC00...0xD7A3, using: &rng)
      }
      let ta = utf8(a)
      let kb = pair.icuKey(utf8(b))
      let ka = pair.icuKey(ta)
      let expected = ka.lexicographicallyPrecedes(kb) ? -1 : (ka == kb ? 0 : 1)
      let got = ta.withUnsafeBufferPointer { t in
        kb.withUnsafeBufferPointer { pair.builtIn.compare(syllables: t, toKey: $0) }
      }
      if got != expected { mismatches += 1 }
    }
    // Not syllables only: the whole keys are compared.
    for text: [UInt32] in [[0x41], [0x1100, 0x1161], [0xAC00, 0x41], []] {
      let kb = pair.icuKey(utf8([0xAC00]))
      let ka = pair.icuKey(utf8(text))
      let expected = ka.lexicographicallyPrecedes(kb) ? -1 : (ka == kb ? 0 : 1)
      let got = utf8(text).withUnsafeBufferPointer { t in
        kb.withUnsafeBufferPointer { pair.builtIn.compare(syllables: t, toKey: $0) }
      }
      if got != expected { mismatches += 1 }
    }
    #expect(mismatches == 0, "\(cfg.name): \(mismatches)")
  }
}
