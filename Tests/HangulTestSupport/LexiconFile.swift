import RepositoryFiles

@testable import HangulCore

/// The data of `Resources/Lexicon/compounds.txt` as the tests read it: which syllables a word
/// of the lexicon reads hard (`*` before them): 제26항 in the Sino-Korean words (the readings
/// of mecab-ko-dic's entries written in Hanja, and the standard's examples) and 제24항 after
/// the verb stems in ㄴ ㅁ (`껴안*-`: the ending after the stem). The oracle answer for such a
/// word is an oracle's chain-rule reading with those initials made tense.
package enum LexiconFile {
  /// Each entry of the file: the word (without its marks), whether it is a stem, and the
  /// offsets of the syllables after each mark character (`*` tensed, `^` after a 사이시옷).
  package static let entries: [(word: String, isStem: Bool, marks: [Character: Set<Int>])] = {
    let text = RepositoryFiles.read("Resources/Lexicon/compounds.txt") ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      var word = ""
      var marks: [Character: Set<Int>] = [:]
      for character in line where character != "-" {
        if "+*^".contains(character) {
          marks[character, default: []].insert(word.count)
        } else {
          word.append(character)
        }
      }
      return (word, line.hasSuffix("-"), marks)
    }
  }()

  /// Word → offsets of its syllables read hard; stems (without their `-`) apart.
  package static let tensedWords = table(mark: "*", stems: false)
  package static let tensedStems = table(mark: "*", stems: true)
  /// Word → offsets of the syllables after a silent 사이시옷 (제30항 1).
  package static let saisiotWords = table(mark: "^", stems: false)

  package static func table(mark: Character, stems: Bool) -> [String: Set<Int>] {
    var table: [String: Set<Int>] = [:]
    for entry in entries where entry.isStem == stems {
      if let offsets = entry.marks[mark] { table[entry.word] = offsets }
    }
    return table
  }

  /// The offsets after a silent 사이시옷 for `word` or the longest word of the lexicon it
  /// starts with.
  package static func saisiotOffsets(in word: String) -> Set<Int>? { longestPrefix(of: word, in: saisiotWords) }

  /// The particles and the first syllables of derivations a word of the lexicon may be
  /// followed by (the lists the package documents in `WordLexicon`).
  package static let particles = Set(WordLexicon.particleList.split(whereSeparator: \.isWhitespace).map(String.init))
  package static let derivationStarts = Set("하해했한할함합되된될됐돼적")

  /// The value for `word` in `table`, or for the longest prefix of it (two syllables or more)
  /// followed by a particle or a derivation (실제로, 발생하다).
  package static func longestPrefix(of word: String, in table: [String: Set<Int>]) -> Set<Int>? {
    let characters = Array(word)
    var length = characters.count
    while length >= 2 {
      let rest = String(characters[length...])
      let followedRight = rest.isEmpty || particles.contains(rest) || derivationStarts.contains(characters[length])
      if followedRight, let offsets = table[String(characters[..<length])] { return offsets }
      length -= 1
    }
    return nil
  }

  /// `pronunciation` with the final of the syllables before `offsets` removed (the [ㄷ] a
  /// chain-rule reading gives a 사이시옷: 바닫까 → 바다까).
  package static func silencingSaisiot(_ pronunciation: String, before offsets: Set<Int>) -> String {
    var scalars = Array(pronunciation.unicodeScalars)
    for offset in offsets where offset > 0 && offset <= scalars.count {
      let index = Int(scalars[offset - 1].value) - 0xAC00
      guard index >= 0 && index < 11_172, index % 28 == 7 else { continue }  // ㄷ
      scalars[offset - 1] = Unicode.Scalar(UInt32(0xAC00 + index - 7))!
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// The endings' first syllables that 제24항 tenses after a stem (표준 발음법 제24항: the
  /// endings -고 -다 -소 -지 …; with -게 -자 -던 -도록 -든지 -더니 -겠- -거나).
  package static let verbalEndingStarts = Set("고다지게소자던도든더겠거")

  /// The tensed offsets for `word`: of the word itself, of the longest word of the lexicon it
  /// starts with (a particle or a derivation after it: 실제로, 발생하다), or after the longest
  /// stem it starts with when an ending follows (껴안다).
  package static func tensedOffsets(in word: String) -> Set<Int>? {
    if let offsets = longestPrefix(of: word, in: tensedWords) { return offsets }
    let characters = Array(word)
    var length = characters.count - 1
    while length >= 2 {
      if let offsets = tensedStems[String(characters[..<length])], verbalEndingStarts.contains(characters[length]) {
        return offsets
      }
      length -= 1
    }
    // A Sino-Korean word of 제26항 (every tensed syllable after ㄹ) and anything after it (발전소).
    length = characters.count - 1
    while length >= 2 {
      let prefix = String(characters[..<length])
      if let offsets = sinoKoreanWords[prefix], tensesAfterRieulOnly(prefix, offsets) { return offsets }
      length -= 1
    }
    return nil
  }

  /// Word → offsets of its syllables read hard, for the words whose only marks are `*`.
  package static let sinoKoreanWords: [String: Set<Int>] = {
    var table: [String: Set<Int>] = [:]
    for entry in entries where !entry.isStem && entry.marks.keys.allSatisfy({ $0 == "*" }) {
      if let offsets = entry.marks["*"] { table[entry.word] = offsets }
    }
    return table
  }()

  /// Whether every offset of `offsets` follows a syllable of `word` whose final is ㄹ.
  package static func tensesAfterRieulOnly(_ word: String, _ offsets: Set<Int>) -> Bool {
    let scalars = Array(word.unicodeScalars)
    return !offsets.isEmpty
      && offsets.allSatisfy { $0 > 0 && $0 <= scalars.count && (Int(scalars[$0 - 1].value) - 0xAC00) % 28 == 8 }
  }

  /// Whether the first tensed syllable of `word` follows ㄹ (제26항) rather than ㄴ ㅁ (제24항).
  package static func tensesAfterRieul(_ word: String, _ offsets: Set<Int>) -> Bool {
    guard let first = offsets.min(), first > 0 else { return false }
    let scalar = Array(word.unicodeScalars)[first - 1].value
    return (Int(scalar) - 0xAC00) % 28 == 8
  }

  /// `pronunciation` (Hangul, same length as the word) with the initials at `offsets` made
  /// tense: ㄷ → ㄸ, ㅅ → ㅆ, ㅈ → ㅉ (and ㄱ → ㄲ, ㅂ → ㅃ).
  package static func tensing(_ pronunciation: String, at offsets: Set<Int>) -> String {
    let tense: [Int: Int] = [0: 1, 3: 4, 7: 8, 9: 10, 12: 13]
    var scalars = Array(pronunciation.unicodeScalars)
    for offset in offsets where offset < scalars.count {
      let index = Int(scalars[offset].value) - 0xAC00
      guard index >= 0 && index < 11_172, let initial = tense[index / 588] else { continue }
      scalars[offset] = Unicode.Scalar(UInt32(0xAC00 + initial * 588 + index % 588))!
    }
    return String(String.UnicodeScalarView(scalars))
  }
}
