import HangulCore
import RepositoryFiles

/// Why the package and an oracle disagree on a word, decided from the word alone (each
/// reason is a rule of the standard pronunciation or romanization text that the oracle
/// reads differently; the StandardPronunciation and Romanization articles list them).
package enum OracleReasons {
  package static let finals = Array(" ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
  package static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")

  /// The syllables of a word as (syllable, final, initial, vowel index), nil if it is not all
  /// syllables.
  package static func syllables(_ word: String) -> [(s: Character, final: Character, initial: Character, vowel: Int)]? {
    var out: [(Character, Character, Character, Int)] = []
    for scalar in word.unicodeScalars {
      let k = Int(scalar.value) - 0xAC00
      guard k >= 0 && k < 11_172 else { return nil }
      out.append((Character(scalar), finals[k % 28], initials[k / 588], k % 588 / 28))
    }
    return out
  }

  /// The vowels of the Revised Romanization (제2장 제1항), ㅏ…ㅣ.
  package static let vowels = [
    "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu",
    "ui", "i",
  ]

  package static let letterNames = ["디귿", "지읒", "치읓", "키읔", "티읕", "피읖", "히읗"]

  /// The words of the standard's own example lists that the lexicon carries
  /// (Resources/Lexicon/standard-examples.txt, copied from the rule texts it cites), where
  /// ko-pron without boundary marks cannot see the parts.
  package static let standardExamples: Set<String> = {
    let path = RepositoryFiles.root + "/Resources/Lexicon/standard-examples.txt"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var words: Set<String> = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      for item in line.split(separator: " ") {
        words.insert(item.filter { !"+*^".contains($0) })
      }
    }
    return words
  }()

  package static let sinoKoreanTensingReason =
    "제26항: ㄷ ㅅ ㅈ after ㄹ in a Sino-Korean word (a reading of mecab-ko-dic's Hanja entries) read hard (울산 [울싼]); ko-pron does not apply the rule"

  package static let verbStemTensingReason =
    "제24항: ㄱ ㄷ ㅅ ㅈ of an ending after a verb stem in ㄴ ㅁ of the lexicon read hard (껴안다 [껴안따]); ko-pron tenses only after ㄵ ㄻ"

  package static let standardExampleReason =
    "the standard's own example of a word whose parts meet (국어의 로마자 표기법 제3장 제1항: 신문로 [신문노], 학여울 [항녀울], 알약 [알략]), from the lexicon; ko-pron without boundary marks does not see the parts"

  /// The reasons shared by pronunciation and romanization, at the boundary before
  /// syllable `k + 1`.
  package static func sharedReason(_ w: [(s: Character, final: Character, initial: Character, vowel: Int)], _ k: Int)
    -> String?
  {
    let (a, b) = (w[k], w[k + 1])
    if k > 0, b.initial == "ㅇ", letterNames.contains(String([w[k - 1].s, a.s])) {
      return "제16항: letter names before a vowel (디귿이 [디그시], 키읔이 [키으기])"
    }
    if a.final == "ㄾ" && b.initial == "ㅇ" && b.vowel == 20 { return "제17항: 벼훑이 [벼훌치] keeps ㄹ" }
    if "닭흙칡삵슭".contains(a.s) && "ㄱㄲㅋ".contains(b.initial) {
      return "제11항: ㄺ of a noun reads ㄱ before ㄱ (흙과 [흑꽈])"
    }
    if "ㄵㄶ".contains(a.final) && b.initial == "ㄹ" { return "제20항: ㄴ (from ㄵ ㄶ) before ㄹ reads ㄹ" }
    if a.final == "ㄽ" && "ㄴㄹ".contains(b.initial) { return "제20항: ㄹ (from ㄽ) makes ㄴ ㄹ read ㄹ" }
    return nil
  }

  package static let koPronPronunciationReasons = [
    "제16항", "제17항", "제11항: ㄺ", "제20항: ㄴ", "제20항: ㄹ", "제10항: ㄽ", "제10항: 밟", "제5항", "제24항", "제11항: ㄻ", "제12항",
    "ㅎ + ㅁ", "제12항 2: ㅎ + ㅆ", "제5항 다만 1", "the standard's own example", "제26항", "제24항: ㄱ ㄷ ㅅ ㅈ of an ending",
  ]

  /// Why `pronounce` and ko-pron's phonetic Hangul disagree on `word`, or nil.
  package static func koPronPronunciation(_ word: String) -> String? {
    guard let w = syllables(word) else { return nil }
    if standardExamples.contains(word) { return standardExampleReason }
    if let offsets = LexiconFile.tensedOffsets(in: word) {
      return LexiconFile.tensesAfterRieul(word, offsets) ? sinoKoreanTensingReason : verbStemTensingReason
    }
    if w.last!.s == "밟" { return "제10항: 밟 at the end of a word reads [발]; [밥] only before a consonant" }
    if w.contains(where: { $0.initial == "ㅇ" && $0.vowel == 19 && $0.final != " " }) {
      return "제5항 다만 3: ㅢ reads ㅣ after a consonant; ko-pron also after a silent ㅇ (읜 [인])"
    }
    for k in w.indices where w[k].vowel == 6 && (w[k].final == " " || w[k].final == "ㅆ") {
      let before = k > 0 ? w[k - 1].final : " "
      if "ㅈㅉㅊ".contains(w[k].initial) || (w[k].initial == "ㅎ" && "ㄷㅈㄵ".contains(before))
        || (w[k].initial == "ㅇ" && "ㅈㅊㄵ".contains(before))
      {
        return "제5항 다만 1: 져 쪄 쳐 (and 졌 쪘 쳤, 굳혀 [구처]) read 저 쩌 처; ko-pron and es-hangul keep ㅕ"
      }
    }
    for k in 0..<(w.count - 1) {
      if let shared = sharedReason(w, k) { return shared }
      let (a, b) = (w[k], w[k + 1])
      if "ㄽㄾ".contains(a.final) && b.initial == "ㅎ" { return "제10항: ㄽ ㄾ read ㄹ before a consonant, ㅎ stays" }
      if a.final == "ㄻ" && "ㄱㅂㅅㅈ".contains(b.initial) && !(b.initial == "ㄱ" && b.vowel == 20 && b.final == " ")
        && b.s != "과"
      {
        return "제24항: verb stems in ㄻ tense ㄱ ㅂ ㅅ ㅈ (닮고 [담꼬]; ko-pron tenses only ㄷ)"
      }
      if a.final == "ㄻ" && b.initial == "ㅎ" { return "제11항: ㄻ reads ㅁ before a consonant" }
      if a.final == "ㅊ" && b.initial == "ㅎ" { return "제12항 붙임 2: ㅊ read [ㄷ] and ㅎ make ㅌ" }
      if a.final == "ㅎ" && b.initial == "ㅁ" { return "ㅎ + ㅁ: ㅎ reads [ㄷ] (히읗 [히읃]), nasalized to ㄴ" }
      if a.final == "ㅎ" && b.initial == "ㅆ" {
        return
          "제12항 2: ㅎ leaves nothing before ㅆ, as before ㅅ (닿소 [다쏘]); ko-pron's phonetic Hangul reads [ㄷ] (its rr and es-hangul drop it)"
      }
    }
    return nil
  }

  /// The initials and finals of a Hangul text (vowels left out).
  package static func consonants(_ text: String) -> [Int] {
    text.unicodeScalars.map { scalar in
      let k = Int(scalar.value) - 0xAC00
      return k >= 0 && k < 11_172 ? (k / 588) * 100 + k % 28 : -Int(scalar.value)
    }
  }
}

extension OracleReasons {
  /// Why `romanize` (without hyphens; as nouns where that agrees) and ko-pron's "rr"
  /// disagree on `word`, or nil.
  package static func koPronRomanization(_ word: String) -> String? {
    guard let w = syllables(word) else { return nil }
    // A standard example whose parts change its letters (not 줄넘기, whose mark is a tensing).
    if standardExamples.contains(word)
      && romanize(word) != romanize(word, options: RomanizationOptions(usesLexicon: false))
    {
      return standardExampleReason
    }
    if w.last!.s == "밟" { return "제10항: 밟 at the end of a word reads [발]; [밥] only before a consonant" }
    if w.last!.final == "ㅎ" {
      // A final ㅎ before a pause reads [ㄷ] (표준국어대사전: 히읗 [히읃]; 제8항: only ㄱ ㄴ ㄷ ㄹ ㅁ
      // ㅂ ㅇ are said as finals), so the romanization writes t; hangulpy writes t as well.
      return w.count == 1
        ? "a syllable alone ending in ㅎ reads [ㄷ] (히읗 [히읃]): t, as hangulpy writes; ko-pron's rr, es-hangul and korean-romanizer write nothing"
        : "a word ending in ㅎ reads it [ㄷ] (히읗 [히읃]): t, as hangulpy writes; ko-pron's rr, es-hangul and korean-romanizer write nothing"
    }
    for k in 0..<(w.count - 1) {
      if let shared = sharedReason(w, k) { return shared }
      let (a, b) = (w[k], w[k + 1])
      if a.final == "ㅎ" && "ㅋㅌㅍㅎ".contains(b.initial) {
        return
          "ㅎ before an aspirate reads [ㄷ], as 표준국어대사전 reads 놓치다 [녿치다] and ko-pron's own phonetic Hangul; ko-pron's rr, es-hangul and korean-romanizer drop it"
      }
      if a.final == "ㄾ" && b.s == "히" { return "제17항 붙임 palatalizes ㄷ + 히 only; ko-pron's rr also ㄾ + 히" }
      if a.s == "넓" && "죽둥".contains(b.s) { return "제10항: 넓죽 넓둥 read [넙]; ko-pron's rr keeps ㄹ" }
      if "ㄼㄿ".contains(a.final) && b.initial == "ㅎ" {
        return "ko-pron's rr writes ㅎ after ㄼ ㄿ, verb stems where ㅎ merges (넓히다 [널피다])"
      }
    }
    return nil
  }

  /// Why the hyphens differ although the letters agree: ko-pron puts `n-g` only after a
  /// written ㄴ; ㄵ reads ㄴ before ㄱ too.
  package static func koPronHyphen(_ word: String) -> String? {
    guard let w = syllables(word) else { return nil }
    for k in 0..<(w.count - 1) {
      let (a, b) = (w[k], w[k + 1])
      if a.final == "ㄵ" && b.initial == "ㄱ" { return "ㄵ reads ㄴ before ㄱ: n-g is as ambiguous" }
      if a.final == "ㅎ" && b.initial == "ㅇ",
        ["oe", "eo", "eu", "ae", "ui"].contains(String([vowels[a.vowel].last!, vowels[b.vowel].first!]))
      {
        return "ㅎ before a vowel is silent, so the two vowels meet (낳은 na-eun) as in se-un"
      }
    }
    return nil
  }
}
