/// The initial a search item character shows: a modern syllable, or a modern leading jamo
/// (ᄀ…ᄒ), followed by nothing but vowel and final jamo (modern or old: 뭐ퟝ, 까ᇫ, ᄀᆞ). This
/// is what ``choseong(of:options:)-(StringProtocol,_)`` writes for such a character (its vowels and finals are
/// dropped), so a consonant query matches it exactly when the choseong has that letter.
///
/// ```swift
/// searchInitial(of: "뭐\u{D7DD}")   // .mieum
/// searchInitial(of: "a")            // nil
/// ```
package func searchInitial(of character: Character) -> Choseong? {
  var scalars = character.unicodeScalars.makeIterator()
  guard let first = scalars.next() else { return nil }
  let initial: Choseong
  if let syllable = HangulSyllable(first) {
    initial = syllable.choseong
  } else if first.value &- 0x1100 < 19, let leading = Choseong(first) {
    initial = leading
  } else {
    return nil
  }
  while let next = scalars.next() {
    guard isVowelOrFinalJamo(next.value) else { return nil }
  }
  return initial
}

/// A conjoining vowel or final jamo, modern or old (U+1160…U+11FF, U+D7B0…U+D7FB): what
/// ``choseong(of:options:)-(StringProtocol,_)`` drops after an initial.
@inline(__always)
package func isVowelOrFinalJamo(_ v: UInt32) -> Bool { (v >= 0x1160 && v <= 0x11FF) || (v >= 0xD7B0 && v <= 0xD7FB) }

/// An item seen as its choseong (``choseong(of:options:)-(StringProtocol,_)`` with the default options), each
/// choseong character with the item characters it comes from.
///
/// Search matches a query of compatibility consonants character by character: a consonant
/// matches an item character with that initial (``searchInitial(of:)``) or the letter itself.
/// For nearly every item that is the same as finding the query in the item's choseong. It
/// differs only where conjoining jamo make the choseong's characters not line up one to one
/// with the item's: a vowel jamo after a syllable with a final is a character of its own that
/// the choseong drops (각 + ᅡ), two leading jamo are one character that gives two letters
/// (ᄀᄀ), an old initial before a syllable is one character with two letters (ᅀ가). Such
/// items are *irregular*; consonant queries are matched in this view of them, so search
/// finds an item exactly when its choseong contains the query.
package struct ChoseongView: Sendable {
  /// The choseong, by character.
  package let characters: [Character]
  /// The item characters each choseong character comes from.
  package let itemRanges: [Range<Int>]
  /// Whether a consonant query matched character by character gives the same answers as
  /// matched in the choseong.
  package let isRegular: Bool

  /// The view of an item given as its search-normalized characters.
  /// - Complexity: O(*n*) in the item's length.
  package init(_ items: [Character]) {
    // The rule of `choseongOfScalars` (default options), each scalar tagged with its item
    // character.
    var output = String.UnicodeScalarView()
    var owners: [Int] = []
    var inSyllable = false
    for (i, character) in items.enumerated() {
      for scalar in character.unicodeScalars {
        let v = scalar.value
        if let syllable = HangulSyllable(scalar) {
          output.append(syllable.choseong.compatibilityScalar)
          owners.append(i)
          inSyllable = true
        } else if (v >= 0x1100 && v <= 0x115F) || (v >= 0xA960 && v <= 0xA97C) {
          output.append(Choseong(scalar)?.compatibilityScalar ?? scalar)
          owners.append(i)
          inSyllable = true
        } else if isVowelOrFinalJamo(v) {
          if !inSyllable {
            output.append(scalar)
            owners.append(i)
          }
        } else {
          output.append(scalar)
          owners.append(i)
          inSyllable = false
        }
      }
    }
    var characters: [Character] = []
    var itemRanges: [Range<Int>] = []
    var k = 0
    for character in String(output) {
      let n = character.unicodeScalars.count
      characters.append(character)
      itemRanges.append(owners[k]..<owners[k + n - 1] + 1)
      k += n
    }
    self.characters = characters
    self.itemRanges = itemRanges
    var regular = characters.count == items.count
    if regular {
      for i in 0..<items.count {
        guard itemRanges[i] == i..<i + 1,
          Self.consonant(characters[i])
            == (searchInitial(of: items[i])?.compatibilityScalar.value
              ?? Self.consonant(items[i]))
        else {
          regular = false
          break
        }
      }
    }
    isRegular = regular
  }

  /// The compatibility consonant (U+3131…U+314E) a character is, if it is one.
  package static func consonant(_ character: Character) -> UInt32? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let v = scalars.first?.value, v >= 0x3131 && v <= 0x314E else { return nil }
    return v
  }

  /// Whether an item might be irregular: only conjoining jamo (after NFC) can make one.
  package static func mightBeIrregular(_ character: Character) -> Bool {
    character.unicodeScalars.contains { v in
      let v = v.value
      return (v >= 0x1100 && v <= 0x11FF) || (v >= 0xA960 && v <= 0xA97C) || (v >= 0xD7B0 && v <= 0xD7FB)
    }
  }

  /// The first match of `consonants` (compatibility consonant values) in the choseong: its
  /// kind and the item characters it covers.
  /// - Complexity: O(*n* × *m*).
  package func firstMatch(of consonants: [UInt32], mode: SearchMode, ignoresSpaces: Bool) -> (
    kind: SearchMatch.Kind, characterRanges: [Range<Int>]
  )? {
    let visible = characters.indices.filter { !(ignoresSpaces && characters[$0].isWhitespace) }
    let m = consonants.count
    guard m > 0, visible.count >= m else { return nil }
    let lastStart = mode == .prefix ? 0 : visible.count - m
    for start in 0...lastStart {
      guard (0..<m).allSatisfy({ Self.consonant(characters[visible[start + $0]]) == consonants[$0] }) else {
        continue
      }
      var ranges: [Range<Int>] = []
      for position in visible[start..<start + m] {
        let range = itemRanges[position]
        if let last = ranges.last, last.upperBound >= range.lowerBound {
          ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
        } else {
          ranges.append(range)
        }
      }
      let kind: SearchMatch.Kind = start != 0 ? .contains : (start + m == visible.count ? .exact : .prefix)
      return (kind, ranges)
    }
    return nil
  }
}
