import HangulCorpus
import Testing

@testable import HangulCollationTables

/// Random strings from every script, normalized and not, with ill-formed UTF-8: sort key bytes
/// and compare() signs equal ICU's.
@Suite struct CollationRandomDifferentialTests {
  static let ranges: [ClosedRange<UInt32>] = [
    0xAC00...0xD7A3, 0xAC00...0xD7A3, 0xAC00...0xD7A3,  // modern syllables (weighted)
    0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x3130...0x318F, 0xFFA0...0xFFDC,  // jamo
    0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2EBEF, 0x30000...0x323AF,
    0xF900...0xFAFF, 0x2F800...0x2FA1F,  // Han, compatibility ideographs
    0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x300...0x36F, 0x300...0x36F,  // Latin, marks
    0x370...0x3FF, 0x1F00...0x1FFF, 0x400...0x52F,  // Greek, Cyrillic
    0x3040...0x30FF, 0x30FC...0x30FE, 0x3005...0x3005, 0xFF66...0xFF9F,  // Kana
    0x30...0x39, 0x30...0x39, 0x660...0x669, 0xFF10...0xFF19, 0x966...0x96F,  // digits
    0x1F300...0x1FAFF, 0x200D...0x200D, 0xFE0F...0xFE0F, 0x1F3FB...0x1F3FF,  // emoji
    0xE000...0xF8FF, 0xF0000...0xF00FF,  // private use
    0xE01F0...0xEFFFF, 0x2FE0...0x2FEF, 0x0870...0x089F,  // (mostly) unassigned
    0xE00...0xE7F, 0xE80...0xEFF, 0x900...0x97F, 0xF00...0xFFF,  // Thai, Lao, Devanagari, Tibetan
    0x20...0x40, 0x2000...0x206F, 0x591...0x5C7, 0x610...0x61A, 0x1AB0...0x1AFF, 0x20D0...0x20FF,
    0xFFF0...0xFFFF, 0xFDD0...0xFDEF,
  ]

  static let contractions = Array(CollationData.shared.contractions.keys.sorted { $0.lexicographicallyPrecedes($1) })

  static func randomString(_ rng: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    let pieces = Int.random(in: 1...6, using: &rng)
    for _ in 0..<pieces {
      let kind = Int.random(in: 0..<100, using: &rng)
      if kind < 4 {
        // ill-formed bytes
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          bytes.append(
            [0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF, 0xE1, 0xA0].randomElement(using: &rng)!)
        }
      } else if kind < 8 {
        bytes += utf8(contractions.randomElement(using: &rng)!)
      } else if kind < 12 {
        // NFD Hangul
        let s = UInt32.random(in: 0...11171, using: &rng)
        var cps: [UInt32] = [0x1100 + s / 588, 0x1161 + (s % 588) / 28]
        if s % 28 != 0 { cps.append(0x11A7 + s % 28) }
        bytes += utf8(cps)
      } else if kind < 16 {
        // NFD Latin with several marks
        bytes += utf8([
          UInt32.random(in: 0x61...0x7A, using: &rng), UInt32.random(in: 0x300...0x36F, using: &rng),
          [0x316, 0x323, 0x301, 0x308, 0x345].randomElement(using: &rng)!,
        ])
      } else if kind < 18 {
        bytes += utf8(
          [UInt32.random(in: 0...0x10FFFF, using: &rng)].map { (0xD800...0xDFFF).contains($0) ? 0xFFFD : $0 })
      } else {
        let r = ranges.randomElement(using: &rng)!
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          var c = UInt32.random(in: r, using: &rng)
          if (0xD800...0xDFFF).contains(c) { c = 0x61 }
          bytes += utf8([c])
        }
      }
    }
    return bytes
  }

  @Test(arguments: 0..<allConfigurations.count)
  func randomStrings(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var rng = SplitMix64(seed: UInt64(42 + configuration))
    let n = configuration == 0 ? 200_000 : 40_000
    var keyMismatches = 0
    var orderMismatches = 0
    var previous: [UInt8] = []
    for _ in 0..<n {
      let t = Self.randomString(&rng)
      let e = pair.icuKey(t)
      let a = pair.key(t)
      if e != a {
        keyMismatches += 1
        if keyMismatches < 8 { Issue.record("\(cfg.name) \(hex(t)): ICU \(hex(e)) vs \(hex(a))") }
      }
      if pair.icuCompare(previous, t) != pair.compare(previous, t) {
        orderMismatches += 1
        if orderMismatches < 4 {
          Issue.record(
            "\(cfg.name) order of \(hex(previous)) vs \(hex(t)): ICU \(pair.icuCompare(previous, t)), keys \(hex(pair.icuKey(previous))) / \(hex(pair.icuKey(t)))"
          )
        }
      }
      previous = t
    }
    #expect(keyMismatches == 0, "\(cfg.name): \(keyMismatches) of \(n) keys differ")
    #expect(orderMismatches == 0, "\(cfg.name): \(orderMismatches) of \(n) comparisons differ")
  }
}

/// compare() on pairs sharing a prefix, where ICU skips the identical prefix: digits of several
/// scripts (numeric and not), combining marks, contractions' later characters, Hangul jamo.
@Suite struct SharedPrefixTests {
  static let alphabet: [UInt32] = [
    0x30, 0x31, 0x35, 0x39, 0xFF10, 0xFF18, 0x660, 0x665, 0x966, 0x61, 0xAC00, 0x1161,
    0x11A8, 0x301, 0x316, 0xB7, 0x4C, 0x30FC, 0x30AB, 0xE40, 0xE01, 0x0FDE, 0x2E, 0x20,
  ]

  @Test(arguments: [0, 1, 2, 6])
  func sharedPrefixes(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var rng = SplitMix64(seed: UInt64(99 + configuration))
    var mismatches = 0
    for _ in 0..<50_000 {
      let prefix = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }
      let a = prefix + (0..<Int.random(in: 0...3, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }
      let b = prefix + (0..<Int.random(in: 0...3, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }
      let x = utf8(a)
      let y = utf8(b)
      if pair.icuCompare(x, y) != pair.compare(x, y) {
        mismatches += 1
        if mismatches < 6 { Issue.record("\(cfg.name): \(hex(x)) vs \(hex(y)): ICU \(pair.icuCompare(x, y))") }
      }
    }
    #expect(mismatches == 0)
  }
}
