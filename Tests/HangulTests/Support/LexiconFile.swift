import RepositoryFiles

/// The data of `Resources/Lexicon/compounds.txt` as the tests read it: which syllables a word
/// of the lexicon reads hard (`*` before them): 제26항 in the Sino-Korean words (the readings
/// of mecab-ko-dic's entries written in Hanja, and the standard's examples) and 제24항 after
/// the verb stems in ㄴ ㅁ (`껴안*-`: the ending after the stem). The oracle answer for such a
/// word is an oracle's chain-rule reading with those initials made tense.
enum LexiconFile {
  /// Word → offsets of its syllables read hard; stems (without their `-`) apart.
  static let (tensedWords, tensedStems): ([String: Set<Int>], [String: Set<Int>]) = {
    let text = RepositoryFiles.read("Resources/Lexicon/compounds.txt") ?? ""
    var words: [String: Set<Int>] = [:]
    var stems: [String: Set<Int>] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("*") {
      var word = ""
      var tensed: Set<Int> = []
      for character in line where character != "+" && character != "-" && character != "^" {
        if character == "*" { tensed.insert(word.count) } else { word.append(character) }
      }
      if line.hasSuffix("-") { stems[word] = tensed } else { words[word] = tensed }
    }
    return (words, stems)
  }()

  /// Word → offsets of the syllables after a silent 사이시옷 (`^` before them, 제30항 1).
  static let saisiotWords: [String: Set<Int>] = {
    let text = RepositoryFiles.read("Resources/Lexicon/compounds.txt") ?? ""
    var words: [String: Set<Int>] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("^") {
      var word = ""
      var after: Set<Int> = []
      for character in line where !"+-*".contains(character) {
        if character == "^" { after.insert(word.count) } else { word.append(character) }
      }
      words[word] = after
    }
    return words
  }()

  /// The offsets after a silent 사이시옷 for `word` or the longest word of the lexicon it
  /// starts with.
  static func saisiotOffsets(in word: String) -> Set<Int>? {
    let characters = Array(word)
    var length = characters.count
    while length >= 2 {
      if let offsets = saisiotWords[String(characters[..<length])] { return offsets }
      length -= 1
    }
    return nil
  }

  /// `pronunciation` with the final of the syllables before `offsets` removed (the [ㄷ] a
  /// chain-rule reading gives a 사이시옷: 바닫까 → 바다까).
  static func silencingSaisiot(_ pronunciation: String, before offsets: Set<Int>) -> String {
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
  static let verbalEndingStarts = Set("고다지게소자던도든더겠거")

  /// The tensed offsets for `word`: of the word itself, of the longest word of the lexicon it
  /// starts with (a particle or a derivation after it: 실제로, 발생하다), or after the longest
  /// stem it starts with when an ending follows (껴안다).
  static func tensedOffsets(in word: String) -> Set<Int>? {
    let characters = Array(word)
    var length = characters.count
    while length >= 2 {
      if let offsets = tensedWords[String(characters[..<length])] { return offsets }
      length -= 1
    }
    length = characters.count - 1
    while length >= 2 {
      if let offsets = tensedStems[String(characters[..<length])], verbalEndingStarts.contains(characters[length]) {
        return offsets
      }
      length -= 1
    }
    return nil
  }

  /// Whether the first tensed syllable of `word` follows ㄹ (제26항) rather than ㄴ ㅁ (제24항).
  static func tensesAfterRieul(_ word: String, _ offsets: Set<Int>) -> Bool {
    guard let first = offsets.min(), first > 0 else { return false }
    let scalar = Array(word.unicodeScalars)[first - 1].value
    return (Int(scalar) - 0xAC00) % 28 == 8
  }

  /// `pronunciation` (Hangul, same length as the word) with the initials at `offsets` made
  /// tense: ㄷ → ㄸ, ㅅ → ㅆ, ㅈ → ㅉ (and ㄱ → ㄲ, ㅂ → ㅃ).
  static func tensing(_ pronunciation: String, at offsets: Set<Int>) -> String {
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
