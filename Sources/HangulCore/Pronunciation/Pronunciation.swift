/// The text as it is pronounced by the standard pronunciation rules (표준 발음법), written
/// in Hangul.
///
/// Each run of complete syllables is a word: final consonants are neutralized and
/// simplified (제9항–제11항), ㅎ merges or drops (제12항), finals move to a following vowel
/// (제13항–제14항, 제16항), ㄷ ㅌ palatalize before 이 (제17항), obstruents nasalize
/// (제18항–제19항), ㄴ and ㄹ lateralize (제20항), and plain consonants tense after
/// obstruents and after the verb-stem clusters ㄵ ㄻ ㄼ ㄾ (제23항–제25항; left out with
/// ``PronunciationOptions/includesTensification``); ㅢ after a consonant reads ㅣ (제5항
/// 다만 3: 희망 [히망]). Anything that is not a complete
/// syllable — spaces, Latin, digits, jamo — is kept and ends a word. NFD input gives the
/// same answer as NFC. Where the bundled lexicon knows the parts of a word (alone, before a
/// particle, or a stem before an ending), the rules of their boundary apply too: ㄴ
/// insertion (제29항: 솜이불 [솜니불]), liaison across a part (제15항: 겉옷 [거돋]) and [ㄴㄴ]
/// before a suffix (제20항 다만: 생산량 [생산냥]), and ㄷ ㅅ ㅈ after ㄹ in a Sino-Korean word
/// read hard (제26항: 갈등 [갈뜽]), and so are the ㄱ ㄷ ㅅ ㅈ of an ending after a verb stem
/// in ㄴ ㅁ (제24항: 껴안다 [껴안따]); the endings of 제27항 붙임 are read hard (할수록 [할쑤록]).
/// Two words with one space between are read as one phrase, the space kept
/// (``PronunciationOptions/connectsWords``: 밭 아래 [바 다래], 한 일 [한 닐], 갈 곳 [갈 꼳]).
/// See the StandardPronunciation article for the limits, and
/// ``pronounce(compound:options:)`` for a word whose parts the caller knows.
///
/// ```swift
/// pronounce("닭")          // "닥"
/// pronounce("옷이")        // "오시"
/// pronounce("않네")        // "안네"
/// pronounce("굳이")        // "구지"
/// pronounce("신라")        // "실라"
/// pronounce("국밥")        // "국빱"
/// pronounce("희망")        // "히망"
/// pronounce("솜이불")      // "솜니불"
/// pronounce("갈등")        // "갈뜽"
/// pronounce("목요일")      // "모교일"
/// pronounce("옷 한 벌")    // "오 탄 벌"
/// pronounce("국밥", options: PronunciationOptions(includesTensification: false))   // "국밥"
/// pronounce("ㄱ Hangul")   // "ㄱ Hangul"
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func pronounce(_ text: some StringProtocol, options: PronunciationOptions = PronunciationOptions()) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(text.utf8.count + 8)
  SoundChanges(pronunciation: options).forEachPart(of: text) { word in
    for syllable in word { bytes.appendUTF8(syllable.spoken) }
  } other: { scalar in
    bytes.appendUTF8(scalar)
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A compound word given as its parts, pronounced like ``pronounce(_:options:)`` with the
/// two rules that need to know where the parts meet: ㄴ is inserted before 이 야 여 요 유
/// (제29항: 솜이불 [솜니불], 색연필 [생년필], 물약 [물략]), and a final before another vowel
/// is read as at the end of a word before it moves (제15항: 겉옷 [거돋], 맛없다 [마덥따]);
/// ㄴ + ㄹ reads [ㄴㄴ] before a suffix (제20항 다만: 의견+란 [의견난]). This is how the
/// caller supplies the parts of a word the bundled lexicon does not know; a word so marked
/// is not looked up.
///
/// ```swift
/// pronounce(compound: ["국민", "윤리"])   // "궁민뉼리"  (pronounce("국민윤리") is "궁미뉼리")
/// pronounce(compound: ["솜", "이불"])   // "솜니불"
/// pronounce(compound: ["학", "여울"])   // "항녀울"
/// pronounce(compound: ["맛", "없다"])   // "마덥따"
/// pronounce(compound: ["목", "요일"])   // "몽뇨일"   only where the caller says so
/// ```
///
/// - Complexity: O(*n*) in the total length of the parts.
public func pronounce(
  compound parts: [some StringProtocol], options: PronunciationOptions = PronunciationOptions()
) -> String {
  var bytes: [UInt8] = []
  SoundChanges(pronunciation: options).forEachPart(ofCompound: parts.map { String($0) }) { word in
    for syllable in word { bytes.appendUTF8(syllable.spoken) }
  } other: { scalar in
    bytes.appendUTF8(scalar)
  }
  return String(decoding: bytes, as: UTF8.self)
}

extension SoundChanges.Syllable {
  /// The syllable as spoken: its letters after the sound changes, with ㅢ read ㅣ when the
  /// syllable is written with a consonant initial (제5항 다만 3: 희망 [희망 → 히망], 무늬
  /// [무니]), and ㅕ read ㅓ after ㅈ ㅉ ㅊ (제5항 다만 1: 가져 [가저], 쪄 [쩌], 다쳐 [다처];
  /// the rule names the inflected forms: 져 쪄 쳐 and the past 졌 쪘 쳤).
  package var spoken: Unicode.Scalar {
    var index = self.index
    let writtenInitial = Int(written) / HangulSyllable.syllablesPerChoseong
    let writtenFinal = Int(written) % HangulSyllable.jongseongCount
    // ㅢ → ㅣ (one medial on) unless written with ㅇ.
    if vowel == SoundChanges.vUi && writtenInitial != Int(SoundChanges.iNG) { index += HangulSyllable.jongseongCount }
    // ㅕ → ㅓ after ㅈ ㅉ ㅊ in 져 쪄 쳐 and their past forms 졌 쪘 쳤 (written without a final or
    // with ㅆ), the inflected forms the rule means; not in 젼, 젹 (other words, if any).
    if vowel == SoundChanges.vYeo && (SoundChanges.iJ...SoundChanges.iCH).contains(initial)
      && (writtenFinal == Int(SoundChanges.fNone) || writtenFinal == Int(SoundChanges.fSS))
    {
      index -= 2 * HangulSyllable.jongseongCount  // ㅕ → ㅓ: two medials back
    }
    return Unicode.Scalar(HangulSyllable.codePoint(ofIndex: Int(index)))!
  }
}

extension SoundChanges {
  /// The engine of ``pronounce(_:options:)`` with `options` (the byte core of the CLI makes
  /// the same one).
  package init(pronunciation options: PronunciationOptions) {
    self.init(
      tensifies: options.includesTensification, consultsLexicon: options.usesLexicon,
      connectsWords: options.connectsWords)
    partOfSpeech = options.partOfSpeech
  }
}
