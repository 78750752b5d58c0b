/// What a word is, for the rules of 표준 발음법 that depend on it: ``PronunciationOptions/partOfSpeech``
/// says it of every word of the text, for words the bundled lexicon cannot decide.
///
/// - ``verb``: a verb or adjective form (용언의 활용형). After a stem in ㄴ ㅁ the ending's
///   ㄱ ㄷ ㅅ ㅈ is read hard (제24항: 신고 [신꼬] 'wearing', 삼고 [삼꼬], 안고 [안꼬] 'hugging');
///   the ending is one of -고 -다 -지 -게 -소 -자 -던 -도록 -든지 -더니 -더라 -거나 -고서 -다가
///   -지만 -게도 -겠- at the end of the word, so a stem of two syllables stays whole (숨지다
///   [숨지다]).
/// - ``noun``: a noun (체언), alone or with a particle. 제24항 does not apply (삶도 [삼도], not
///   [삼또]; 신고 [신고] 申告), and ㄺ before a consonant reads ㄱ (제11항: 흙과 [흑꽈]).
///
/// ```swift
/// pronounce("신고")                                                          // "신고"  (the noun 申告)
/// pronounce("신고", options: PronunciationOptions(partOfSpeech: .verb))      // "신꼬"
/// pronounce("삶도")                                                          // "삼또"
/// pronounce("삶도", options: PronunciationOptions(partOfSpeech: .noun))      // "삼도"
/// ```
public enum PartOfSpeech: Sendable, Hashable {
  /// A noun (체언), alone or with a particle: 삶도, 신고 (申告).
  case noun
  /// A verb or adjective form (용언의 활용형): 신고 'wearing', 안다 'hugs', 삶고 'boiling'.
  case verb
}
