import RepositoryFiles

/// The data of `Resources/Lexicon/compounds.txt` as the tests read it: which syllables of a
/// Sino-Korean word 제26항 reads hard (`*` before them; the words are the readings of
/// mecab-ko-dic's entries written in Hanja, and the standard's examples). The oracle answer
/// for such a word is an oracle's chain-rule reading with those initials made tense.
enum LexiconFile {
  /// Word → offsets of its syllables read hard.
  static let sinoKoreanTensing: [String: Set<Int>] = {
    let text = RepositoryFiles.read("Resources/Lexicon/compounds.txt") ?? ""
    var words: [String: Set<Int>] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("*") {
      var word = ""
      var tensed: Set<Int> = []
      for character in line where character != "+" && character != "-" {
        if character == "*" { tensed.insert(word.count) } else { word.append(character) }
      }
      words[word] = tensed
    }
    return words
  }()

  /// The tensed offsets for `word`: of the word itself, or of the longest word of the lexicon
  /// it starts with (a particle or a derivation after it: 실제로, 발생하다).
  static func tensedOffsets(in word: String) -> Set<Int>? {
    let characters = Array(word)
    var length = characters.count
    while length >= 2 {
      if let offsets = sinoKoreanTensing[String(characters[..<length])] { return offsets }
      length -= 1
    }
    return nil
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
