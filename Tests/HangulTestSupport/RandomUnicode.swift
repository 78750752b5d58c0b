import HangulCorpus

/// A seeded generator of random Unicode strings for the property tests, weighted toward
/// what stresses Korean text handling.
///
/// Each string is a run of *pieces*; each piece comes from one ``Kind``, drawn by weight:
/// modern syllables most often, then compatibility and conjoining jamo (old Hangul too),
/// NFD syllables, emoji with ZWJ, Latin with combining marks, digits, spaces, and rarely
/// unassigned code points, U+FFFD and NUL. The same seed gives the same strings.
///
/// ```swift
/// var random = RandomUnicode(seed: 1)
/// let text = random.string()                           // e.g. "김\u{1100}\u{1161}😀…"
/// let modern = random.string(from: RandomUnicode.modernText)   // no jamo at all
/// ```
package struct RandomUnicode {
  /// Where a piece comes from.
  package enum Kind: CaseIterable {
    /// One modern syllable 가…힣.
    case syllable
    /// One compatibility jamo, modern or archaic (U+3131…U+318E).
    case compatibilityJamo
    /// One modern conjoining jamo: leading U+1100…1112, vowel U+1161…1175, trailing U+11A8…11C2.
    case modernConjoiningJamo
    /// One old Hangul conjoining jamo: U+1113…115F, U+1176…11A7, U+11C3…11FF, U+A960…A97C,
    /// U+D7B0…D7C6, U+D7CB…D7FB (fillers U+115F, U+1160 included).
    case oldConjoiningJamo
    /// A modern syllable in NFD: two or three conjoining jamo.
    case nfdSyllable
    /// An emoji, sometimes a ZWJ sequence, a flag or with VS16.
    case emoji
    /// A Latin letter, sometimes followed by one or two combining marks (U+0300…U+036F).
    case latinWithMarks
    /// An ASCII digit.
    case digit
    /// A space, tab or ideographic space.
    case space
    /// A code point with no character assigned (general category Cn, noncharacters included).
    case unassigned
    /// U+FFFD REPLACEMENT CHARACTER.
    case replacement
    /// U+0000.
    case nul
    /// A lone combining mark (U+0300…U+036F, U+302E hangul tone mark).
    case combiningMark
  }

  /// Relative weights; syllables dominate, the rare kinds still come up every few strings.
  package static let weights: [(Kind, Int)] = [
    (.syllable, 30), (.compatibilityJamo, 10), (.modernConjoiningJamo, 10), (.oldConjoiningJamo, 6),
    (.nfdSyllable, 10), (.emoji, 5), (.latinWithMarks, 8), (.digit, 4), (.space, 6),
    (.unassigned, 2), (.replacement, 1), (.nul, 1), (.combiningMark, 3),
  ]

  /// The kinds with no jamo in them (NFD syllables excluded too): "modern Hangul text".
  package static let modernText: Set<Kind> = [
    .syllable, .emoji, .latinWithMarks, .digit, .space,
    .unassigned, .replacement, .nul, .combiningMark,
  ]

  /// Code points unassigned in Unicode 15 (ICU 72) and in Swift's tables.
  package static let unassigned: [UInt32] = [
    0x0378, 0x0379, 0x0380, 0x0383, 0x038B, 0x0530, 0x0590,
    0x1C8F, 0x2FFFD, 0xD7C7, 0xD7FC, 0xD7FF, 0xE0080, 0xEFFFD,
    0xFDD0, 0xFFFE, 0x10FFFF,
  ]

  private static let emoji: [String] = [
    "😀", "👩\u{200D}👩\u{200D}👧", "🇰🇷", "❤\u{FE0F}", "👍🏽",
    "🏳\u{FE0F}\u{200D}🌈", "\u{200D}", "🧑\u{200D}💻",
  ]

  private var random: SplitMix64

  /// A generator whose strings are determined by `seed`.
  package init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// A random integer in `0..<bound`.
  package mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

  /// A random scalar in `range`.
  package mutating func scalar(in range: ClosedRange<UInt32>) -> Unicode.Scalar {
    Unicode.Scalar(range.lowerBound + UInt32(below(Int(range.upperBound - range.lowerBound) + 1)))!
  }

  /// A kind drawn by weight from `allowed`.
  package mutating func kind(from allowed: Set<Kind>) -> Kind {
    let candidates = Self.weights.filter { allowed.contains($0.0) }
    var pick = below(candidates.reduce(0) { $0 + $1.1 })
    for (kind, weight) in candidates {
      if pick < weight { return kind }
      pick -= weight
    }
    return candidates[0].0
  }

  /// One piece of `kind`.
  package mutating func piece(_ kind: Kind) -> String {
    var scalars = String.UnicodeScalarView()
    switch kind {
    case .syllable:
      scalars.append(scalar(in: 0xAC00...0xD7A3))
    case .compatibilityJamo:
      scalars.append(scalar(in: 0x3131...0x318E))
    case .modernConjoiningJamo:
      let ranges: [ClosedRange<UInt32>] = [0x1100...0x1112, 0x1161...0x1175, 0x11A8...0x11C2]
      scalars.append(scalar(in: ranges[below(3)]))
    case .oldConjoiningJamo:
      let ranges: [ClosedRange<UInt32>] = [
        0x1113...0x115F, 0x1160...0x1160, 0x1176...0x11A7, 0x11C3...0x11FF,
        0xA960...0xA97C, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB,
      ]
      scalars.append(scalar(in: ranges[below(ranges.count)]))
    case .nfdSyllable:
      scalars.append(scalar(in: 0x1100...0x1112))
      scalars.append(scalar(in: 0x1161...0x1175))
      if below(2) == 0 { scalars.append(scalar(in: 0x11A8...0x11C2)) }
    case .emoji:
      return Self.emoji[below(Self.emoji.count)]
    case .latinWithMarks:
      scalars.append(below(2) == 0 ? scalar(in: 0x61...0x7A) : scalar(in: 0x41...0x5A))
      for _ in 0..<[0, 0, 1, 2][below(4)] { scalars.append(scalar(in: 0x0300...0x036F)) }
    case .digit:
      scalars.append(scalar(in: 0x30...0x39))
    case .space:
      scalars.append([" ", "\t", "\u{3000}"][below(3)])
    case .unassigned:
      scalars.append(Unicode.Scalar(Self.unassigned[below(Self.unassigned.count)])!)
    case .replacement:
      scalars.append("\u{FFFD}")
    case .nul:
      scalars.append("\0")
    case .combiningMark:
      scalars.append(below(4) == 0 ? "\u{302E}" : scalar(in: 0x0300...0x036F))
    }
    return String(scalars)
  }

  /// A string of 0 to `maxPieces` pieces drawn from `kinds`.
  package mutating func string(maxPieces: Int = 12, from kinds: Set<Kind> = Set(Kind.allCases)) -> String {
    var text = ""
    for _ in 0..<below(maxPieces + 1) { text += piece(kind(from: kinds)) }
    return text
  }
}
