/// The sound-change engine shared by ``pronounce(_:options:)`` and
/// ``romanize(_:options:)``: the standard pronunciation rules (표준 발음법) applied at each
/// boundary between two syllables of a word.
///
/// A word is a run of complete modern syllables; anything else (a space, Latin, a jamo)
/// ends it. Each boundary looks only at the final of the syllable before it and the
/// initial (and vowel) of the syllable after it, so one pass from left to right applies
/// every rule; the last syllable's final is then read as at the end of a word. The rules
/// and their limits are listed in the StandardPronunciation article.
///
/// Indices are Unicode's: initials 0…18 (ㄱ…ㅎ), vowels 0…20 (ㅏ…ㅣ), finals 0…27 (none,
/// ㄱ…ㅎ).
package struct SoundChanges: Sendable {
  /// Applies hard-consonant conversion (경음화, 제23항–제25항).
  package var tensifies: Bool
  /// Keeps ㅎ after a final ㄱ ㄷ ㅂ (the romanization of nouns: 묵호 Mukho) instead of
  /// merging the two into an aspirate (제12항 붙임 1).
  package var keepsHieutAfterObstruents: Bool = false

  /// Looks words up in the bundled lexicon (``WordLexicon``) for where their parts meet.
  package var consultsLexicon: Bool = true

  /// Reads words separated by one space as one phrase (see `PhraseLinking.swift`): 밭 아래
  /// [바다래], 한 일 [한닐], 갈 곳 [갈꼳].
  package var connectsWords: Bool = false

  /// What the caller says every word is, or nil to decide word by word (see
  /// ``PartOfSpeech``).
  package var partOfSpeech: PartOfSpeech? = nil

  /// The engine with its switches (the byte cores of `HangulUTF8` make one too).
  package init(
    tensifies: Bool, keepsHieutAfterObstruents: Bool = false, consultsLexicon: Bool = true,
    connectsWords: Bool = false
  ) {
    self.tensifies = tensifies
    self.keepsHieutAfterObstruents = keepsHieutAfterObstruents
    self.consultsLexicon = consultsLexicon
    self.connectsWords = connectsWords
  }

  /// One syllable of a word: its initial, vowel and final indices, and the syllable as
  /// written (some rules name a syllable: 밟, 닭, 디귿).
  package struct Syllable: Sendable, Hashable {
    package var initial: UInt8
    package var vowel: UInt8
    package var final: UInt8
    package let written: UInt16
    /// The syllable starts a part of a compound the caller marked (제15항, 제29항).
    package var startsCompoundPart = false

    package init(index: Int) {
      initial = UInt8(index / HangulSyllable.syllablesPerChoseong)
      vowel = UInt8(index % HangulSyllable.syllablesPerChoseong / HangulSyllable.jongseongCount)
      final = UInt8(index % HangulSyllable.jongseongCount)
      written = UInt16(index)
    }

    /// The syllable index (0 = 가) of the current letters.
    package var index: Int {
      Int(initial) * HangulSyllable.syllablesPerChoseong + Int(vowel) * HangulSyllable.jongseongCount + Int(final)
    }
  }

  /// Applies the rules to one word in place.
  ///
  /// - Complexity: O(*n*) in the number of syllables.
  package func apply(to word: UnsafeMutableBufferPointer<Syllable>) {
    guard !word.isEmpty else { return }
    let lexicon = consultsLexicon ? Self.markParts(of: word) : WordLexicon.Marks()
    let tensedEnding = tensifies ? Self.adnominalEnding(in: word) : nil
    var k = 0
    while k + 1 < word.count {
      applyBoundary(word, k)
      k += 1
    }
    // 제27항 붙임: the endings that begin with -ㄹ are read hard (할수록 [할쑤록]).
    if let j = tensedEnding, let tense = Self.tense(word[j].initial) { word[j].initial = tense }
    // 제24항 in a word the caller says is a verb form: the ending after a stem in ㄴ ㅁ (신고 [신꼬]).
    if tensifies && partOfSpeech == .verb, let j = Self.verbEnding(in: word),
      HangulSyllable.jongseongIndex(ofIndex: word[j - 1].written) == UInt16(Self.fN)
        || HangulSyllable.jongseongIndex(ofIndex: word[j - 1].written) == UInt16(Self.fM),
      let tense = Self.tense(word[j].initial)
    {
      word[j].initial = tense
    }
    // 제26항: ㄷ ㅅ ㅈ after ㄹ in a Sino-Korean word of the lexicon are read hard (갈등 [갈뜽]);
    // 제28항: the second part of a compound the rule lists (문고리 [문꼬리]); 제24항: ㄱ ㄷ ㅅ ㅈ
    // of an ending after a verb stem in ㄴ ㅁ of the lexicon (껴안다 [껴안따]).
    if tensifies && lexicon.tensed != 0 && !(lexicon.isStem && partOfSpeech == .noun) {
      for j in 1..<word.count where lexicon.tensed & (1 << j) != 0 {
        let before = word[j - 1].final
        let applies =
          lexicon.isStem
          ? (before == Self.fN || before == Self.fM) && Self.verbalEndingStarts.contains(word[j].written)
          : before == Self.fL || before == Self.fN || before == Self.fM || before == Self.fNG
        if applies, let tense = Self.tense(word[j].initial) { word[j].initial = tense }
      }
    }
    // 제30항 1: a 사이시옷 before a consonant it made hard is silent (냇가 [내까], not [낻까]).
    if tensifies && lexicon.afterSaisiot != 0 {
      for j in 1..<word.count where lexicon.afterSaisiot & (1 << j) != 0 && word[j - 1].final == Self.fD {
        let initial = word[j].initial
        if initial == Self.iGG || initial == Self.iDD || initial == Self.iBB || initial == Self.iSS
          || initial == Self.iJJ
        {
          word[j - 1].final = Self.fNone
        }
      }
    }
    word[word.count - 1].final = Self.endForm(of: word[word.count - 1])
  }

  /// Marks where the parts of `word` start when the lexicon knows the word (솜이불, 겉옷,
  /// 생산량) and the caller marked none, and returns the lexicon's other marks (the syllables
  /// 제24항 and 제26항 may read hard, those after a 사이시옷); only words with a boundary some
  /// rule could change (a final before ㅇ, ㄴ before ㄹ, ㄹ ㄴ ㅁ ㅇ ㅅ before ㄱ ㄷ ㅂ ㅅ ㅈ) are
  /// looked up.
  static func markParts(of word: UnsafeMutableBufferPointer<Syllable>) -> WordLexicon.Marks {
    guard word.count >= 2 else { return WordLexicon.Marks() }
    var candidate = false
    for k in 0..<word.count {
      if word[k].startsCompoundPart { return WordLexicon.Marks() }
      guard k + 1 < word.count, word[k].final != fNone else { continue }
      let next = word[k + 1].initial
      let final = word[k].final
      if next == iNG || (next == iR && final == fN)
        || ((final == fL || final == fN || final == fM || final == fNG || final == fS)
          && (next == iG || next == iD || next == iB || next == iS || next == iJ))
      {
        candidate = true
      }
    }
    guard candidate else { return WordLexicon.Marks() }
    let marks = WordLexicon.shared.marks(of: word)
    for k in 1..<word.count where marks.parts & (1 << k) != 0 { word[k].startsCompoundPart = true }
    return marks
  }

  /// The endings of 제27항 붙임 that start with -ㄹ: -ㄹ걸, -ㄹ밖에, -ㄹ세라, -ㄹ수록, -ㄹ지라도,
  /// -ㄹ지언정, -ㄹ진대, without their ㄹ.
  static let adnominalEndings: [[UInt16]] = ["걸", "밖에", "세라", "수록", "지라도", "지언정", "진대"].map {
    $0.unicodeScalars.map { index($0) }
  }

  /// The position of the first syllable of an ending of ``adnominalEndings`` that ends `word`
  /// after a syllable written with ㄹ (할수록), or nil.
  static func adnominalEnding(in word: UnsafeMutableBufferPointer<Syllable>) -> Int? {
    endingStart(in: word, among: adnominalEndings) { word[$0 - 1].final == fL }
  }

  /// Where the first of `endings` (in their order) that ends `word` after at least one
  /// syllable starts, when `accepts` takes that position; nil when none does.
  static func endingStart(
    in word: UnsafeMutableBufferPointer<Syllable>, among endings: [[UInt16]],
    where accepts: (Int) -> Bool = { _ in true }
  ) -> Int? {
    for ending in endings where ending.count < word.count {
      let start = word.count - ending.count
      if ending.indices.allSatisfy({ word[start + $0].written == ending[$0] }) && accepts(start) { return start }
    }
    return nil
  }

  /// The endings that a stem of 제24항 takes, with their first syllable's ㄱ ㄷ ㅅ ㅈ read hard
  /// after ㄴ ㅁ (the rule's -고 -다 -소 -지, and -게 -자 -던 -도록 -든지 -더니 -거나 -겠-
  /// -고서 -다가 -지만), the longest first.
  static let verbEndings: [[UInt16]] = [
    "도록", "든지", "더니", "더라", "거나", "고서", "다가", "지만", "게도", "겠다", "겠고", "겠지", "고", "다", "지", "게",
    "소", "자", "던",
  ].map { $0.unicodeScalars.map { index($0) } }

  /// Where the ending of a verb form starts in `word` (신고: 1), or nil when it ends in none of
  /// ``verbEndings`` after a stem.
  static func verbEnding(in word: UnsafeMutableBufferPointer<Syllable>) -> Int? {
    endingStart(in: word, among: verbEndings)
  }
}
